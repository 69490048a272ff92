import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../fill-template';

describe('fillTemplate', () => {
  it('puts each value in place and keeps a placeholder without one', () => {
    expect(fillTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('picks the English plural by the value: 1 day, 0 days, 2 days', () => {
    const text = '{{days}} {{days|day|days}} overdue';
    expect(fillTemplate(text, { days: 1 })).toBe('1 day overdue');
    expect(fillTemplate(text, { days: 0 })).toBe('0 days overdue');
    expect(fillTemplate(text, { days: 2 })).toBe('2 days overdue');
    expect(fillTemplate(text, { days: '1' })).toBe('1 day overdue');
  });
});
