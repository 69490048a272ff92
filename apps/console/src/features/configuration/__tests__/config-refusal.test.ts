import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fieldLabel, refusalInWords } from '../config-units';

const PRODUCTS = [{ kind: 'personal' }, { kind: 'salary' }];

describe('Configuration: a refusal names the figure as the form does', () => {
  it('labels pricing and product fields, the product by its index', () => {
    expect(fieldLabel('pricing.gstPpm')).toBe('GST');
    expect(fieldLabel('pricing.gstBase')).toBe('GST is charged on');
    expect(fieldLabel('products.1.dailyRateMaxPpm', PRODUCTS)).toBe('Salary loan: Max rate');
    expect(fieldLabel('products.personal.minAmountPaise')).toBe('Personal loan: Min amount');
    expect(fieldLabel('pricing.somethingNew')).toBe('A figure');
  });

  it('CONFIG_INVALID shows the label, never the key; other errors pass unchanged', () => {
    const refused = new ApiError(
      400,
      'CONFIG_INVALID',
      'The configuration cannot be saved: products.0.dailyRateMaxPpm must be from the minimum rate to 1% a day.',
      'products.0.dailyRateMaxPpm',
    );
    const shown = refusalInWords(refused, PRODUCTS) as ApiError;
    expect(shown.message).toBe(
      'The configuration cannot be saved: Personal loan: Max rate must be from the minimum rate to 1% a day.',
    );
    expect(shown.message).not.toMatch(/Ppm|products\./);
    expect(shown.code).toBe('CONFIG_INVALID');

    const stale = new ApiError(409, 'CONFIG_STALE', 'Someone saved first.');
    expect(refusalInWords(stale, PRODUCTS)).toBe(stale);
  });
});
