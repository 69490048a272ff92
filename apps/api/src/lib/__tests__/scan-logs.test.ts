// The log scan npm test runs over the e2e servers' logs (scripts/scan-logs.mjs, decision 045).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { maskFindings, scanLine } from '../../../../../scripts/scan-logs.mjs';
import { aadhaarFrom } from '../../test/application-fixtures';

const scan = scanLine as (line: string) => string[];
const maskAll = maskFindings as (text: string) => string;

describe('the log scan', () => {
  it('finds an Aadhaar number, bare or grouped', () => {
    const aadhaar = aadhaarFrom('46209171461');
    expect(scan(`{"msg":"saved ${aadhaar}"}`)).toEqual([expect.stringMatching(/^Aadhaar /)]);
    const grouped = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    expect(scan(`identity ${grouped} stored`)).toHaveLength(1);
  });

  it('does not take an id whose first groups are digits for one (an order id in a URL)', () => {
    // 46209171-4617 has a valid check digit: the run of 2026-11-26 flagged this URL.
    expect(scan('{"url":"/api/v1/orders/46209171-4617-49d5-b52e-7a5c89a66109/sign"}')).toEqual([]);
  });

  it('masks what it finds in text a failed journey prints, and leaves the rest', () => {
    const aadhaar = aadhaarFrom('46209171461');
    const grouped = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    const text = `Aadhaar ${grouped} PAN ABCPE1234F account 501012345678 amount 37500 phone 9876543210`;
    const masked = maskAll(text);
    expect(scan(masked)).toEqual([]);
    expect(masked).not.toContain(aadhaar.slice(4, 8));
    expect(masked).not.toContain('ABCPE1234F');
    expect(masked).not.toContain('501012345678');
    expect(masked).toContain('amount 37500 phone 9876543210');
  });
});
