import { describe, expect, it } from 'vitest';
import { rupees } from '../money';
import { percentADay, percentToPpm, ppmAsPercent } from '../rate';

describe('rupees: money as every console screen shows it', () => {
  it('always shows the paise, to two places, with the rupee sign', () => {
    expect(rupees(172_667)).toBe('₹1,726.67');
    expect(rupees(765_780)).toBe('₹7,657.80');
    expect(rupees(1_000_000)).toBe('₹10,000.00');
    expect(rupees(5)).toBe('₹0.05');
    expect(rupees(50)).toBe('₹0.50');
  });

  it('shows zero as ₹0.00, never as nothing', () => {
    expect(rupees(0)).toBe('₹0.00');
    expect(rupees(-0)).toBe('₹0.00');
  });

  it('puts the sign before the rupee sign', () => {
    expect(rupees(-150)).toBe('-₹1.50');
    expect(rupees(-1_23_45_650)).toBe('-₹1,23,456.50');
  });

  it('groups lakhs and crores the Indian way', () => {
    expect(rupees(1_23_45_650)).toBe('₹1,23,456.50');
    expect(rupees(12_34_56_789_01)).toBe('₹12,34,56,789.01');
    expect(rupees(1_00_00_000_00)).toBe('₹1,00,00,000.00');
  });

  it('shows a dash for no amount', () => {
    expect(rupees(null)).toBe('—');
    expect(rupees(undefined)).toBe('—');
    expect(rupees(Number.NaN)).toBe('—');
  });
});

describe('percentADay: the one unit of a daily rate', () => {
  it('is exact to the ppm, with at least two decimals', () => {
    expect(percentADay(500)).toBe('0.05% a day');
    expect(percentADay(1_000)).toBe('0.10% a day');
    expect(percentADay(450)).toBe('0.045% a day');
    expect(percentADay(1)).toBe('0.0001% a day');
    expect(percentADay(30_000)).toBe('3.00% a day');
    expect(percentADay(null)).toBe('—');
  });

  it('round-trips what a person types', () => {
    for (const ppm of [1, 45, 400, 450, 500, 1_000, 1_234]) {
      expect(percentToPpm(Number(ppmAsPercent(ppm)))).toBe(ppm);
    }
    expect(percentToPpm(0.045)).toBe(450);
    expect(percentToPpm(0.07)).toBe(700); // 0.07 * 10000 is 700.0000000000001 in floats
  });
});
