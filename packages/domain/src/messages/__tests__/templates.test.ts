import { describe, expect, it } from 'vitest';
import { LANGS } from '../../i18n/lang';
import { isMessageTemplate, MESSAGE_TEMPLATES, renderMessage } from '../templates';

describe('message templates', () => {
  it('fills every placeholder in every language', () => {
    const params = {
      proName: 'RupeeSetu',
      lenderName: 'Setu Finance Private Limited',
      amount: '₹12,500',
      date: '15-02-2025',
      time: '15-01-2025 12:20',
      last4: '4321',
      utr: '402512345678',
      orderNo: 'LN20250115ABCD1234',
      owed: '₹8,333',
      days: 3,
      months: 6,
      reply: 'Thank you, the repayment page is fixed now.',
      resolution: 'The late fee was waived.',
      penalRate: '0.1',
      penaltyFee: '₹100',
      penal: '₹117',
      number: 2,
      agentName: 'Ravi Kumar',
      agencyName: 'Prompt Recoveries LLP',
      agentPhone: '9876500001',
      charge: '₹118',
    };
    for (const template of Object.keys(MESSAGE_TEMPLATES)) {
      if (!isMessageTemplate(template)) throw new Error(template);
      for (const lang of LANGS) {
        const { title, body } = renderMessage(template, lang, params);
        expect(title.length).toBeGreaterThan(0);
        expect(`${title} ${body}`).not.toMatch(/\{\{/);
      }
    }
  });

  it('says "1 day" and "2 days" overdue, never "day(s)"', () => {
    const params = { proName: 'RupeeSetu', orderNo: 'LN1', amount: '₹100' };
    expect(renderMessage('repayment_overdue', 'en', { ...params, days: 1 }).body).toContain(
      'is 1 day overdue',
    );
    expect(renderMessage('repayment_overdue', 'en', { ...params, days: 2 }).body).toContain(
      'is 2 days overdue',
    );
    for (const texts of Object.values(MESSAGE_TEMPLATES)) {
      for (const lang of LANGS) expect(texts.body[lang]).not.toContain('(s)');
    }
  });

  it('states the penal rate and the penalty fee before the due day, and the penal charges owed after it', () => {
    const params = { proName: 'RupeeSetu', orderNo: 'LN1', amount: '₹1,842', date: '30-01-2025', days: 3 };
    const penal = { penalRate: '0.1', penaltyFee: '₹100', penal: '₹142' };
    for (const template of ['repayment_reminder', 'repayment_due_today'] as const) {
      for (const lang of LANGS) {
        const { body } = renderMessage(template, lang, { ...params, ...penal });
        expect(body).toContain('0.1%');
        expect(body).toContain('₹100');
      }
    }
    for (const lang of LANGS) {
      const { body } = renderMessage('repayment_overdue', lang, { ...params, ...penal });
      expect(body).toContain('₹142');
      expect(body).toContain('0.1%');
    }
    expect(
      renderMessage('penal_levied', 'en', { ...params, ...penal, amount: '₹102', number: 1 }).body,
    ).toContain(
      'was not paid by its due date, 30-01-2025, so penal charges of ₹102 were added today: a one-time penalty fee of ₹100',
    );
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(renderMessage('application_approved', 'en', {}).body).toContain('{{amount}}');
    expect(isMessageTemplate('nope')).toBe(false);
  });
});
