import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER } from '@/testing/order-fixtures';
import { byTestId, render, setupI18n } from '@/testing/test-utils';
import { CoolingOffCard } from '../components/cooling-off-card';

vi.mock('@/lib/public-config', () => ({
  useBrand: () => ({ proName: 'RupeeSetu', serviceEmail: 'support@rupeesetu.in', proWebsite: '' }),
}));

describe('cooling-off card', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('says what ends the loan without penalty and until when, while the window is open', () => {
    const open = {
      ...ORDER,
      state: 'disbursed' as const,
      coolingOff: { until: '2026-11-21T05:00:00.000Z', exitAmountPaise: 15_006_00, daysHeld: 1 },
    };
    render(<CoolingOffCard order={open} />);
    const text = byTestId('cooling-off')?.textContent ?? '';
    expect(text).toContain('21-11-2026 10:30');
    expect(text).toContain('₹15,006');
    expect(text).toContain('1 day of interest');
    expect(text).toContain('support@rupeesetu.in');
  });

  it('counts the days of interest in words, one day or several', () => {
    const twoDays = {
      ...ORDER,
      state: 'disbursed' as const,
      coolingOff: { until: '2026-11-21T05:00:00.000Z', exitAmountPaise: 15_012_00, daysHeld: 2 },
    };
    const text = render(<CoolingOffCard order={twoDays} />).container.textContent;
    expect(text).toContain('2 days of interest');
    expect(text).not.toContain('day(s)');
  });

  it('shows nothing once the window has closed', () => {
    const view = render(<CoolingOffCard order={ORDER} />);
    expect(view.container.textContent).toBe('');
  });
});
