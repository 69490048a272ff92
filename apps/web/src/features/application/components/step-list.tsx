import type { ApplicationView } from '@app/contract';
import { APPLICATION_STEPS, type ApplicationStep } from '@app/domain';
import { CheckOutline, ExclamationCircleFill, RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nativeEvents } from '@/lib/native-events';
import { STEP_ROUTES } from '../steps';

type StepStatus = ApplicationView['steps'][ApplicationStep];

/** Done steps with a read-only summary page open that page; the rest open their form. */
const SUMMARY_ROUTES: Partial<Record<ApplicationStep, string>> = {
  basic: '/basicInformation',
  address: '/liveInformation',
  contacts: '/contactInformation',
};

export function stepRoute(step: ApplicationStep, status: StepStatus): string {
  return (status === 'done' ? SUMMARY_ROUTES[step] : undefined) ?? STEP_ROUTES[step];
}

export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const label = t('application.authIndex.progress', { percent: value });
  const labelId = useId();
  return (
    <div
      className="progress"
      data-testid="progress"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={label}
    >
      <span className="progress__track">
        <span className="progress__fill" style={{ width: `${value}%` }} />
      </span>
      <span className="progress__text" id={labelId}>
        {label}
      </span>
    </div>
  );
}

/** The seven steps in the spec's order, each with its status; any order of filling is fine. */
export function StepList({ view, onOpen }: { view: ApplicationView; onOpen: (route: string) => void }) {
  const { t } = useTranslation();
  return (
    <ol className="step-list">
      {APPLICATION_STEPS.map((step, index) => {
        const status: StepStatus = view.steps[step] ?? 'todo';
        return (
          <li key={step}>
            <button
              type="button"
              className={`step-row step-row--${status}`}
              data-testid={`step-${step}`}
              data-status={status}
              onClick={() => {
                if (status === 'done') nativeEvents.stepReopened(step);
                else if (status === 'redo') nativeEvents.retakePhotos(view.decision?.redoPhotos ?? []);
                onOpen(stepRoute(step, status));
              }}
            >
              <span className="step-row__mark" aria-hidden>
                {status === 'done' ? (
                  <CheckOutline />
                ) : status === 'redo' ? (
                  <ExclamationCircleFill />
                ) : (
                  index + 1
                )}
              </span>
              <span className="step-row__text">
                <span className="step-row__title">{t(`application.steps.${step}.title`)}</span>
                <span className="step-row__description">{t(`application.steps.${step}.description`)}</span>
              </span>
              <span className={`step-tag step-tag--${status}`}>{t(`application.status.${status}`)}</span>
              <RightOutline className="step-row__arrow" aria-hidden />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
