import { describe, expect, it } from 'vitest';
import { cleanFeedbackText, FEEDBACK_MAX_CHARS, feedbackLength, feedbackTextFault } from '../feedback-text';

describe('feedback text', () => {
  it('needs 10 characters after trimming (spec §5)', () => {
    expect(feedbackTextFault('123456789')).toBe('FEEDBACK_TOO_SHORT');
    expect(feedbackTextFault('1234567890')).toBeNull();
    expect(feedbackTextFault('   1234 5678   ')).toBe('FEEDBACK_TOO_SHORT');
    expect(feedbackTextFault(' \n\t '.repeat(20))).toBe('FEEDBACK_TOO_SHORT');
  });

  it('allows at most 1000 characters', () => {
    expect(feedbackTextFault('a'.repeat(FEEDBACK_MAX_CHARS))).toBeNull();
    expect(feedbackTextFault('a'.repeat(FEEDBACK_MAX_CHARS + 1))).toBe('FEEDBACK_TOO_LONG');
  });

  it('counts an emoji or a Chinese or Hindi letter once per code point', () => {
    expect(feedbackLength('👍👍👍👍👍')).toBe(5);
    expect(feedbackLength('还款页面打不开了请帮忙')).toBe(11);
    expect(feedbackTextFault('👍'.repeat(10))).toBeNull();
    expect(feedbackTextFault('👍'.repeat(9))).toBe('FEEDBACK_TOO_SHORT');
    expect(feedbackLength('नमस्ते')).toBe(6);
  });

  it('stores line breaks as \\n and drops control characters that could not be stored', () => {
    expect(cleanFeedbackText('  line one\r\nline two\rthree\u0000\u0007  ')).toBe(
      'line one\nline two\nthree',
    );
    expect(cleanFeedbackText('tab\there')).toBe('tab\there');
    // Ten NULs are not ten characters of feedback.
    expect(feedbackTextFault('\u0000'.repeat(10))).toBe('FEEDBACK_TOO_SHORT');
  });
});
