/** Spec §5 and §9: feedback needs at least 10 characters. */
export const FEEDBACK_MIN_CHARS = 10;
/** Room for a detailed complaint; a reply quotes none of it, so this only bounds storage and reading. */
export const FEEDBACK_MAX_CHARS = 1000;

/**
 * Control characters other than tab and newline. PostgreSQL cannot store NUL
 * in text, and the others only garble what customer service reads.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The text as stored: line breaks as \n, control characters dropped, no surrounding whitespace. */
export function cleanFeedbackText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/**
 * Length in code points, so an emoji or a Chinese character counts once and
 * not as two UTF-16 units. Grapheme clusters would count Hindi conjuncts more
 * as a reader does, but their boundaries differ between ICU versions: the
 * browser's count and the server's must never disagree.
 */
export function feedbackLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export type FeedbackTextFault = 'FEEDBACK_TOO_SHORT' | 'FEEDBACK_TOO_LONG';

/** What is wrong with typed feedback, judged on its cleaned text, or null. */
export function feedbackTextFault(raw: string): FeedbackTextFault | null {
  const length = feedbackLength(cleanFeedbackText(raw));
  if (length < FEEDBACK_MIN_CHARS) return 'FEEDBACK_TOO_SHORT';
  if (length > FEEDBACK_MAX_CHARS) return 'FEEDBACK_TOO_LONG';
  return null;
}
