import { describe, expect, it } from 'vitest';
import { nextStepRoute } from '../components/next-step';

describe('nextStepRoute', () => {
  const id = '0b9f1c52-3a0e-4c57-9a39-6f1f0d1f2a11';
  it.each([
    ['created', `/protocol?id=${id}`],
    ['signed', `/pendingWaitLoan?id=${id}`],
    ['disbursing', `/pendingWaitLoan?id=${id}`],
    ['disburse_failed', `/changeBank?id=${id}`],
    ['disbursed', `/bill?orderId=${id}`],
    ['settled', `/bill?orderId=${id}`],
    ['canceled_cooling_off', `/bill?orderId=${id}`],
    ['canceled', `/withdrawDetail?id=${id}`],
  ] as const)('%s -> %s', (state, route) => {
    expect(nextStepRoute({ id, state })).toBe(route);
  });
});
