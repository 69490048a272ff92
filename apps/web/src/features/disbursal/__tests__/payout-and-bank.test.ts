import { describe, expect, it } from 'vitest';
import { bankChangeErrors, ifscFilter, serverField } from '../components/bank-change-values';
import { PAYOUT_POLL_MS, payoutProgress, pollInterval, stepStatus } from '../components/payout-progress';

describe('payout progress', () => {
  it('follows signed -> sending -> received', () => {
    const signed = payoutProgress('signed');
    expect([
      stepStatus(signed, 'signed'),
      stepStatus(signed, 'sending'),
      stepStatus(signed, 'received'),
    ]).toEqual(['done', 'current', 'todo']);
    const disbursing = payoutProgress('disbursing');
    expect(stepStatus(disbursing, 'sending')).toBe('done');
    expect(stepStatus(disbursing, 'received')).toBe('current');
    expect(stepStatus(payoutProgress('disbursed'), 'received')).toBe('done');
    expect(payoutProgress('disburse_failed')).toEqual({ kind: 'failed' });
    expect(payoutProgress('created')).toEqual({ kind: 'unsigned' });
    expect(payoutProgress('canceled')).toEqual({ kind: 'closed' });
  });

  it('polls only while the money moves', () => {
    expect(pollInterval(undefined)).toBe(PAYOUT_POLL_MS);
    expect(pollInterval('signed')).toBe(PAYOUT_POLL_MS);
    expect(pollInterval('disbursing')).toBe(PAYOUT_POLL_MS);
    expect(pollInterval('disbursed')).toBe(false);
    expect(pollInterval('disburse_failed')).toBe(false);
    expect(PAYOUT_POLL_MS).toBeGreaterThanOrEqual(2000);
    expect(PAYOUT_POLL_MS).toBeLessThanOrEqual(3000);
  });
});

describe('bank change values', () => {
  it('checks every field with the spec codes', () => {
    expect(
      bankChangeErrors({ ifsc: 'HDFC', accountNumber: '12', confirmAccountNumber: '13' }, false),
    ).toEqual({
      ifsc: 'IFSC_INVALID',
      accountNumber: 'BANK_ACCOUNT_INVALID',
      confirmAccountNumber: 'BANK_ACCOUNT_MISMATCH',
    });
    const good = { ifsc: 'HDFC0000001', accountNumber: '501012345678', confirmAccountNumber: '501012345678' };
    expect(bankChangeErrors(good, false)).toEqual({});
    expect(bankChangeErrors(good, true)).toEqual({ ifsc: 'IFSC_NOT_FOUND' });
  });

  it('cleans the IFSC and reads the server field', () => {
    expect(ifscFilter('hdfc 0000-001x')).toBe('HDFC0000001');
    expect(serverField('accountNumber')).toBe('accountNumber');
    expect(serverField('bank.confirmAccountNumber')).toBe('confirmAccountNumber');
    expect(serverField('couponId')).toBeNull();
    expect(serverField(undefined)).toBeNull();
  });
});
