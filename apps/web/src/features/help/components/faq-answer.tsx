import type { FaqEntry } from '@app/contract';
import { RichText } from './rich-text';

/** An answer as the API gives it: numbered steps first, then paragraphs. */
export function FaqAnswer({ entry, stepTestId = 'faq-step' }: { entry: FaqEntry; stepTestId?: string }) {
  return (
    <>
      {entry.steps.length > 0 ? (
        <ol className="faq-steps">
          {entry.steps.map((step) => (
            <li key={step} data-testid={stepTestId}>
              <RichText text={step} />
            </li>
          ))}
        </ol>
      ) : null}
      {entry.answer.map((paragraph) => (
        <p key={paragraph} className="faq-paragraph">
          <RichText text={paragraph} />
        </p>
      ))}
    </>
  );
}
