import type { FeedbackView } from '@app/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { json, renderPage, settle, text } from '@/testing/harness';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import QuestionPage from '../routes/question';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const SENT: FeedbackView = {
  id: '6b0f5d8e-2f0b-4a47-9d3c-2a1f1c0e9b11',
  text: 'sent',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  screenshot: null,
  replies: [],
};

interface Post {
  key: string | null;
  text: FormDataEntryValue | null;
  screenshot: FormDataEntryValue | null;
}
let posts: Post[];

/** The API: an empty history; each POST answered in turn by `answers` (a function that throws is a dead network). */
function serve(answers: (() => Response)[]) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return json(200, { feedback: [], leftToday: 10 });
      const form = init.body as FormData;
      posts.push({
        key: new Headers(init.headers).get('Idempotency-Key'),
        text: form.get('text'),
        screenshot: form.get('screenshot'),
      });
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected POST');
      return answer();
    }),
  );
}

/** Types into the textarea as a user would: React sees an input event with the new value. */
function typeText(value: string) {
  const area = byTestId('feedback-text') as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function send() {
  click(byTestId('feedback-submit'));
  await settle();
  // Past the click lock (spec §9: 1000 ms) before the next tap.
  vi.setSystemTime(Date.now() + 1500);
}

beforeAll(setupI18n);
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(showToast).mockClear();
});

describe('/question', () => {
  it('counts as the customer types and shows the 10-character rule before anything is sent', async () => {
    serve([]);
    renderPage(QuestionPage, '/question');
    await settle();
    expect(byTestId('feedback-history-empty')).not.toBeNull();
    expect(text('feedback-rule')).toBe('At least 10 characters');

    typeText('Pay fails');
    expect(text('feedback-count')).toBe('9/1000');
    expect(text('feedback-rule')).toBe('1 more character needed');
    typeText('   Pay  ');
    expect(text('feedback-rule')).toBe('7 more characters needed'); // spaces around do not count
    click(byTestId('feedback-submit'));
    await settle();
    expect(text('field-error-text')).toBe('Feedback needs at least 10 characters.');
    expect(posts).toEqual([]);

    typeText('Pay fails again');
    expect(byTestId('field-error-text')).toBeNull();
    expect(text('feedback-rule')).toBe('At least 10 characters');
    typeText('x'.repeat(1200));
    expect(text('feedback-count')).toBe('1000/1000');
  });

  it('keeps one Idempotency-Key for a retry of the same feedback and takes a new one after it is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serve([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(201, SENT),
      () => json(201, SENT),
    ]);
    renderPage(QuestionPage, '/question');
    await settle();

    typeText('  The repay button does nothing  ');
    await send(); // the network drops
    await send(); // the customer taps again
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ text: 'The repay button does nothing', screenshot: null });
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(showToast).toHaveBeenCalledWith('Thank you! We received your feedback.');
    expect((byTestId('feedback-text') as HTMLTextAreaElement).value).toBe('');

    typeText('The repay button does nothing');
    await send();
    expect(posts).toHaveLength(3);
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });
});
