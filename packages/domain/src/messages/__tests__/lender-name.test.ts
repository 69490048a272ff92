import { describe, expect, it } from 'vitest';
import { LANGS } from '../../i18n/lang';
import { MESSAGE_TEMPLATES, type MessageTemplate, renderMessage } from '../templates';

/** Every SMS that speaks of a loan names the lender that gives it (decision 071). */
const LOAN_MESSAGES: MessageTemplate[] = [
  'documents_signed',
  'loan_disbursed',
  'order_canceled',
  'application_approved',
  'repayment_received',
  'repayment_short',
  'loan_settled',
  'loan_extended',
  'loan_cooling_off_exit',
  'repayment_failed',
  'repayment_reminder',
  'repayment_due_today',
  'repayment_overdue',
  'penal_levied',
];

describe('the lender in the loan SMS', () => {
  it.each(LOAN_MESSAGES)('%s names the lender in every language', (template) => {
    for (const lang of LANGS) {
      const { body } = renderMessage(template, lang, {
        proName: 'RupeeSetu',
        lenderName: 'Setu Finance Private Limited',
        orderNo: 'LN2025011512345678',
        amount: '₹10,000',
        owed: '₹5,000',
        date: '29-01-2025',
        days: 2,
        last4: '1234',
        utr: '123456789012',
        time: '18:00',
        penalRate: '0.1',
        penaltyFee: '₹100',
        penal: '₹102',
        number: 1,
      });
      expect(body).toContain('Setu Finance Private Limited');
      expect(body.startsWith('RupeeSetu')).toBe(true);
      expect(body).not.toContain('{{');
    }
  });

  it('stays within a few SMS parts with a long lender name', () => {
    for (const template of LOAN_MESSAGES) {
      expect(MESSAGE_TEMPLATES[template].body.en.length).toBeLessThan(320);
    }
  });
});
