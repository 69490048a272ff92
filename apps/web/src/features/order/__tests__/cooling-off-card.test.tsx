import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, render, setupI18n } from '@/testing/test-utils';
import { CoolingOffCard } from '../components/cooling-off-card';

describe('cooling-off card', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('says what ends the loan without penalty, until when, and where in the app, while the window is open', () => {
    const open = {
      ...ORDER,
      state: 'disbursed' as const,
      coolingOff: { until: '2026-11-21T05:00:00.000Z', exitAmountPaise: 15_900_00, daysHeld: 1 },
    };
    render(<CoolingOffCard order={open} />);
    const text = byTestId('cooling-off')?.textContent ?? '';
    expect(text).toContain('21-11-2026 10:30');
    expect(text).toContain('₹15,900');
    expect(text).toContain('never more than paying in full');
    // The in-app exit, not a letter to customer service (issue 30, point 4).
    expect(text).toContain('End the loan now');
    expect(text).not.toContain('Write to customer service');
  });

  it('shows nothing once the window has closed', () => {
    const view = render(<CoolingOffCard order={ORDER} />);
    expect(view.container.textContent).toBe('');
  });
});
