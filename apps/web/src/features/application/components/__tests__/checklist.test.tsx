import { APPLICATION_STEPS } from '@app/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, click, render, setupI18n } from '@/testing/test-utils';
import { ApplicationStatus, RedoBanner } from '../application-status';
import { ProgressBar, StepList, stepRoute } from '../step-list';
import { applicationView } from './application-view';

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
});

const ALL_DONE = Object.fromEntries(APPLICATION_STEPS.map((step) => [step, 'done'])) as ReturnType<
  typeof applicationView
>['steps'];

describe('StepList', () => {
  it('lists the seven steps in order with their status, title, description and tag', () => {
    const view = applicationView({
      steps: { ...ALL_DONE, identity: 'redo', career: 'todo', face: 'todo' },
    });
    render(<StepList view={view} onOpen={() => undefined} />);
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid^="step-"]')];
    expect(rows.map((row) => row.dataset.testid)).toEqual(APPLICATION_STEPS.map((step) => `step-${step}`));
    expect(rows.map((row) => row.dataset.status)).toEqual([
      'redo',
      'done',
      'done',
      'todo',
      'done',
      'done',
      'todo',
    ]);
    const identity = byTestId('step-identity');
    expect(identity?.textContent).toContain('Identity');
    expect(identity?.textContent).toContain('Aadhaar, PAN and your personal details');
    expect(identity?.textContent).toContain('Retake');
    expect(byTestId('step-basic')?.textContent).toContain('Done');
    expect(byTestId('step-career')?.textContent).toContain('To do');
  });

  it('opens the summary of done basic, address and contacts steps, else the form', () => {
    const onOpen = vi.fn();
    render(<StepList view={applicationView({ steps: { ...ALL_DONE, bank: 'todo' } })} onOpen={onOpen} />);
    click(byTestId('step-basic'));
    click(byTestId('step-address'));
    click(byTestId('step-contacts'));
    click(byTestId('step-career'));
    click(byTestId('step-bank'));
    expect(onOpen.mock.calls.map(([route]) => route)).toEqual([
      '/basicInformation',
      '/liveInformation',
      '/contactInformation',
      '/baseInfo',
      '/bankInfo',
    ]);
    expect(stepRoute('basic', 'todo')).toBe('/baseInfo');
    expect(stepRoute('identity', 'redo')).toBe('/identityInfo');
    expect(stepRoute('face', 'done')).toBe('/identityVerification');
  });

  it('shows the progress as a bar and a percentage', () => {
    render(<ProgressBar percent={43} />);
    const progress = byTestId('progress');
    expect(progress?.textContent).toContain('43%');
    expect(progress?.getAttribute('aria-valuenow')).toBe('43');
  });
});

describe('ApplicationStatus', () => {
  const props = { submitting: false, onSubmit: () => undefined, onHome: () => undefined };

  it('offers no submit button until every step is done', () => {
    render(<ApplicationStatus view={applicationView()} {...props} />);
    expect(byTestId('submit-application')).toBeNull();
  });

  it('offers submit once every step of a draft is done', () => {
    const onSubmit = vi.fn();
    render(<ApplicationStatus view={applicationView({ steps: ALL_DONE })} {...props} onSubmit={onSubmit} />);
    click(byTestId('submit-application'));
    expect(onSubmit).toHaveBeenCalled();
    expect(byTestId('submit-application')?.textContent).toBe('Submit application');
  });

  it('says "Submit again" after the photos of a failed identity check were retaken', () => {
    const view = applicationView({ state: 'identity_failed', steps: ALL_DONE });
    render(<ApplicationStatus view={view} {...props} />);
    expect(byTestId('submit-application')?.textContent).toBe('Submit again');
  });

  it('shows the state of a sent application instead of the submit button', () => {
    const view = applicationView({ state: 'submitted', steps: ALL_DONE });
    render(<ApplicationStatus view={view} {...props} />);
    expect(byTestId('submit-application')).toBeNull();
    expect(byTestId('application-state')?.dataset.state).toBe('submitted');
    expect(byTestId('application-state')?.textContent).toContain('Under review');
  });

  it('says a person checks card photos, with no promised time (issue 31)', () => {
    const view = applicationView({
      state: 'submitted',
      steps: ALL_DONE,
      personReview: true,
      expectedDecisionAt: '2026-11-20T10:20:00.000Z',
    });
    render(<ApplicationStatus view={view} {...props} />);
    const state = byTestId('application-state');
    expect(state?.dataset.personReview).toBe('true');
    expect(state?.textContent).toContain('A person is checking your card photos.');
    expect(state?.textContent).not.toContain('We will decide by');
  });

  it('names the photos to retake', () => {
    const decision = {
      decidedAt: '2026-11-20T10:00:00.000Z',
      reason: null,
      reapplyAt: null,
      product: null,
      quotaPaise: null,
      dailyRatePpm: null,
      redoPhotos: ['aadhaar_front' as const, 'pan' as const],
    };
    render(<RedoBanner view={applicationView({ state: 'identity_failed', decision })} />);
    expect(byTestId('redo-banner')?.textContent).toContain('Aadhaar front and PAN card');
  });
});
