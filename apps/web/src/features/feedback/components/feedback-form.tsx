import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES } from '@app/contract';
import {
  cleanFeedbackText,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  feedbackLength,
  feedbackTextFault,
} from '@app/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { createKeyHolder } from '@/lib/idempotency-key';
import { showToast } from '@/lib/toast';
import { useCreateFeedback } from '../api/create-feedback';
import { ScreenshotPicker } from './screenshot-picker';
import { shrinkScreenshot } from './shrink-screenshot';

type Field = 'text' | 'screenshot';

/** Typing stops at the limit rather than failing at the end. */
const capped = (value: string) =>
  feedbackLength(value) > FEEDBACK_MAX_CHARS ? [...value].slice(0, FEEDBACK_MAX_CHARS).join('') : value;

const isSendable = (type: string) => type === '' || (SCREENSHOT_TYPES as readonly string[]).includes(type);

/**
 * The feedback form (spec §3 text and optional screenshot; §5 at least 10
 * characters): the count and the rule live as the customer types, the
 * picture shrunk before it is sent, one Idempotency-Key per text and picture
 * so a double tap or a retry files one feedback.
 */
export function FeedbackForm({ leftToday }: { leftToday: number | undefined }) {
  const { t } = useTranslation();
  const create = useCreateFeedback();
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<Blob | null>(null);
  const [shotVersion, setShotVersion] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const keys = useRef(createKeyHolder());

  const length = feedbackLength(cleanFeedbackText(text));
  const short = length > 0 && length < FEEDBACK_MIN_CHARS;
  const noneLeft = leftToday === 0;
  const busy = create.isPending || preparing;

  const onText = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(capped(event.target.value));
    if (error?.field === 'text') setError(null);
  };

  const onPick = async (file: File) => {
    setError(null);
    setPreparing(true);
    const small = await shrinkScreenshot(file);
    setPreparing(false);
    if (!isSendable(small.type))
      setError({ field: 'screenshot', message: errorText('SCREENSHOT_TYPE_UNSUPPORTED') });
    else if (small.size > SCREENSHOT_MAX_BYTES)
      setError({ field: 'screenshot', message: errorText('SCREENSHOT_TOO_LARGE') });
    else {
      setScreenshot(small);
      setShotVersion((v) => v + 1);
    }
  };

  const onRemove = () => {
    setScreenshot(null);
    setShotVersion((v) => v + 1);
    if (error?.field === 'screenshot') setError(null);
  };

  // The lock guards the sending only: a tap refused by the length rule does not hold up the next one.
  const send = useClickLock((body: string) => {
    if (busy || noneLeft) return;
    const idempotencyKey = keys.current(`${shotVersion}:${body}`);
    create.mutate(
      { text: body, screenshot, idempotencyKey },
      {
        onSuccess: () => {
          showToast(t('feedback.sent'));
          keys.current = createKeyHolder();
          setText('');
          setScreenshot(null);
          setError(null);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.field : undefined;
          if (err instanceof ApiError && !err.notified && (field === 'text' || field === 'screenshot')) {
            setError({ field, message: err.message || errorText(err.code) });
          } else toastApiError(err);
        },
      },
    );
  });

  const submit = () => {
    const fault = feedbackTextFault(text);
    if (fault) setError({ field: 'text', message: errorText(fault) });
    else send(cleanFeedbackText(text));
  };

  return (
    <section className="card feedback-form">
      <Form onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t('feedback.textLabel')}</span>
          <textarea
            className={`feedback-text${error?.field === 'text' ? ' feedback-text--error' : ''}`}
            value={text}
            onChange={onText}
            rows={5}
            placeholder={t('feedback.placeholder')}
            aria-invalid={error?.field === 'text' || undefined}
            data-testid="feedback-text"
          />
        </label>
        <div className="feedback-meta">
          <span
            className={`feedback-rule${short ? ' feedback-rule--short' : ''}`}
            data-testid="feedback-rule"
          >
            {short
              ? t('feedback.ruleMore', { count: FEEDBACK_MIN_CHARS - length })
              : t('feedback.rule', { min: FEEDBACK_MIN_CHARS })}
          </span>
          <span className="feedback-count" data-testid="feedback-count">
            {t('feedback.count', { length, max: FEEDBACK_MAX_CHARS })}
          </span>
        </div>
        {error?.field === 'text' ? (
          <p className="feedback-error" role="alert" data-testid="field-error-text">
            {error.message}
          </p>
        ) : null}
        <ScreenshotPicker
          file={screenshot}
          preparing={preparing}
          disabled={create.isPending}
          onPick={(file) => void onPick(file)}
          onRemove={onRemove}
        />
        {error?.field === 'screenshot' ? (
          <p className="feedback-error" role="alert" data-testid="field-error-screenshot">
            {error.message}
          </p>
        ) : null}
        {noneLeft ? (
          <p className="feedback-error" role="status" data-testid="feedback-none-left">
            {errorText('DAILY_CHANCES_USED')}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          loading={create.isPending}
          disabled={preparing || noneLeft}
          data-testid="feedback-submit"
        >
          {t('feedback.submit')}
        </Button>
      </Form>
    </section>
  );
}
