import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { documentHref, isDocumentKind, pdfHref } from '../components/document-kinds';
import { codeFilter, signErrorPlace } from '../components/sign-errors';

describe('signing errors', () => {
  it('puts each error where the borrower can fix it', () => {
    expect(signErrorPlace(new ApiError(400, 'SIGNATURE_INVALID', 'x'))).toBe('signature');
    expect(signErrorPlace(new ApiError(400, 'SIGN_CODE_INCORRECT', 'x', undefined, false, 'code'))).toBe(
      'code',
    );
    expect(signErrorPlace(new ApiError(400, 'SIGN_CODE_EXPIRED', 'x'))).toBe('code');
    expect(signErrorPlace(new ApiError(409, 'AGREEMENT_REQUIRED', 'x'))).toBe('agreement');
    expect(signErrorPlace(new ApiError(409, 'OFFER_EXPIRED', 'x'))).toBe('expired');
    expect(signErrorPlace(new ApiError(429, 'TOO_FREQUENT', 'x'))).toBe('toast');
    expect(signErrorPlace(new Error('boom'))).toBe('toast');
  });

  it('keeps digits of the code only', () => {
    expect(codeFilter(' 12a3-4 ')).toBe('1234');
    expect(codeFilter('1234567890')).toBe('12345678');
  });
});

describe('document links', () => {
  it('names each page and its PDF', () => {
    expect(documentHref('kfs', 'a b')).toBe('/kfs?id=a%20b');
    expect(pdfHref('letter', 'id1')).toBe('/pdf/letter/id1');
    expect(isDocumentKind('loan')).toBe(true);
    expect(isDocumentKind('pdf')).toBe(false);
    expect(isDocumentKind(undefined)).toBe(false);
  });
});
