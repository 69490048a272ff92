import { LANGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { getLegalDoc, type LegalVars } from '../index';

const terms = (lang: (typeof LANGS)[number]) =>
  getLegalDoc('terms', lang, { coolingOffHours: '24' } as LegalVars)
    .sections.map((s) => s.body.join(' '))
    .join(' ');

/** What the Terms must say, as the loan agreement (clauses 4 and 5) and the books do. */
const SAYS = {
  en: [
    'Interest is charged only on the principal you still owe',
    'interest only up to the day of payment',
    'from that day interest runs on the principal you still owe',
    'never more than repaying the whole loan that day',
    'Interest at the loan’s rate runs on the principal for the added days',
    'the total cost and the new due date are shown in the app before you pay',
    'at most as many times in a row as your KFS states',
  ],
  hi: [
    'ब्याज केवल आप पर बकाया मूलधन पर',
    'केवल भुगतान के दिन तक का ब्याज',
    'उस दिन से ब्याज आप पर बकाया मूलधन पर लगता है',
    'पूरा ऋण चुकाने से अधिक कभी नहीं',
    'बढ़े हुए दिनों के लिए मूलधन पर ऋण की दर से ब्याज लगता है',
    'कुल लागत और नई नियत तारीख़ भुगतान से पहले ऐप में दिखाई जाती हैं',
    'लगातार अधिकतम उतनी बार विस्तार',
  ],
  zh: [
    '利息仅按您尚欠的本金',
    '只需支付截至还款当日的利息',
    '自当日起按您仍欠的本金计息',
    '绝不超过当日偿还全部贷款的金额',
    '新增天数内本金按借款利率计息',
    '总费用和新的到期日会在您付款前在应用中显示',
    '连续展期次数不超过您的 KFS 所载的上限',
  ],
} as const;

describe('the Terms on repaying early and extensions (issue 30, points 2 and 3)', () => {
  it.each(LANGS)('say what the books do (%s)', (lang) => {
    const text = terms(lang);
    for (const phrase of SAYS[lang]) expect(text).toContain(phrase);
  });

  it('no longer say interest runs on the loan amount, or that an extension is paid only by the due date', () => {
    const text = terms('en');
    expect(text).not.toContain('on the loan amount only');
    expect(text).not.toContain('extension fee shown in the app on or before the due date');
  });
});
