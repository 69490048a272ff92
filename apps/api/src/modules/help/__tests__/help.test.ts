import type { FaqEntry, FaqList } from '@app/contract';
import { FAQ_CATEGORIES, FAQ_REPAY_GUIDE_ID } from '@app/contract';
import { LANGS } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const API = '/api/v1/help/faq';
const DEVANAGARI = /[\u0900-\u097F]/;
const HAN = /[\u4E00-\u9FFF]/;

const get = (app: FastifyInstance, token: string, url: string, headers: Record<string, string> = {}) =>
  call(app, 'GET', url, undefined, { headers: { ...bearer(token), ...headers } });

async function entry(app: FastifyInstance, token: string, id: string, lang = 'en'): Promise<FaqEntry> {
  const res = await get(app, token, `${API}/${id}?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const fullText = (e: FaqEntry) => [e.question, ...e.steps, ...e.answer].join('\n');

async function customer(ctx: TestContext, phone = '9876580001') {
  return (await logIn(ctx, phone)).token;
}

describe.each(drivers)('help center FAQ on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('lists every category in order with its questions, in English by default', async () => {
    const token = await customer(ctx);
    const res = await get(ctx.app, token, API);
    expect(res.statusCode, res.body).toBe(200);
    const list: FaqList = res.json();
    expect(list.lang).toBe('en');
    expect(list.categories.map((c) => c.id)).toEqual([...FAQ_CATEGORIES]);
    expect(list.categories.map((c) => c.title)).toEqual([
      'Applying & KYC',
      'Loan & fees',
      'Disbursal',
      'Repayment',
      'Extension',
      'Account & security',
      'Coupons & referrals',
    ]);
    expect(list.entries.length).toBeGreaterThanOrEqual(20);
    for (const category of list.categories) {
      expect(category.count, category.id).toBeGreaterThan(0);
      expect(list.entries.filter((e) => e.category === category.id)).toHaveLength(category.count);
    }
    expect(new Set(list.entries.map((e) => e.id)).size).toBe(list.entries.length);
    expect(list.entries.find((e) => e.id === FAQ_REPAY_GUIDE_ID)).toMatchObject({
      category: 'repayment',
      question: 'How do I repay my loan?',
    });
  });

  it("answers in the language asked for, else in the customer's own", async () => {
    const token = await customer(ctx);
    const hi: FaqList = (await get(ctx.app, token, `${API}?lang=hi`)).json();
    expect(hi.lang).toBe('hi');
    expect(hi.categories[3]?.title).toBe('लोन चुकाना');
    expect(hi.entries.every((e) => DEVANAGARI.test(e.question))).toBe(true);
    const zh: FaqList = (await get(ctx.app, token, `${API}?lang=zh`)).json();
    expect(zh.entries.every((e) => HAN.test(e.question))).toBe(true);

    // The same questions, in the same order, in every language.
    const en: FaqList = (await get(ctx.app, token, API)).json();
    expect(hi.entries.map((e) => e.id)).toEqual(en.entries.map((e) => e.id));
    expect(zh.entries.map((e) => e.id)).toEqual(en.entries.map((e) => e.id));

    const chosen = await call(
      ctx.app,
      'PUT',
      '/api/v1/me/language',
      { language: 'hi' },
      { headers: bearer(token) },
    );
    expect(chosen.statusCode).toBe(204);
    expect((await get(ctx.app, token, API)).json().lang).toBe('hi');
    const guide: FaqEntry = (await get(ctx.app, token, `${API}/${FAQ_REPAY_GUIDE_ID}`)).json();
    expect(guide).toMatchObject({ lang: 'hi', question: 'मैं अपना लोन कैसे चुकाऊँ?', categoryTitle: 'लोन चुकाना' });
    // An explicit language still wins over the saved one.
    expect((await get(ctx.app, token, `${API}?lang=en`)).json().lang).toBe('en');
  });

  it('renders every answer in every language with the live figures filled in', async () => {
    const token = await customer(ctx);
    const ids = ((await get(ctx.app, token, API)).json() as FaqList).entries.map((e) => e.id);
    for (const lang of LANGS) {
      for (const id of ids) {
        const e = await entry(ctx.app, token, id, lang);
        expect(e.answer.length + e.steps.length, `${lang} ${id}`).toBeGreaterThan(0);
        expect(fullText(e), `${lang} ${id}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
        expect(e.related.map((r) => r.id)).not.toContain(id);
        expect(e.related.every((r) => r.category === e.category)).toBe(true);
      }
    }
  });

  it("quotes the product's real rules: amounts, rates, terms, fees, UTR, extension, cooling-off, penalties", async () => {
    const token = await customer(ctx);
    const text = async (id: string, lang = 'en') => fullText(await entry(ctx.app, token, id, lang));

    const amounts = await text('loan-amounts');
    for (const figure of [
      '₹2,000',
      '₹30,000',
      '₹5,000',
      '₹60,000',
      '0.04%',
      '0.06%',
      '0.05%',
      '3 to 12 months',
    ]) {
      expect(amounts).toContain(figure);
    }
    // The worked example is the domain's own pricing: Rs 10,000, fees Rs 350, GST Rs 63, Rs 9,587 received.
    const fees = await text('loan-fees');
    expect(fees).toContain('service fee of 3%');
    expect(fees).toContain('GST at 18% on these fees');
    expect(fees).toMatch(/₹10,000 the fees are ₹350 and the GST ₹63, so ₹9,587 reaches/);
    expect(await text('loan-interest')).toContain('₹10,000 costs ₹4 a day');

    const guide = await entry(ctx.app, token, FAQ_REPAY_GUIDE_ID);
    expect(guide.steps).toHaveLength(6);
    expect(guide.steps.join(' ')).toContain('12-digit UTR');
    expect(guide.steps.join(' ')).toContain('15 days later');
    expect(guide.steps.join(' ')).toContain('within 24 hours');
    expect(guide.answer.join(' ')).toContain(ctx.config.LENDER_VPA);

    expect(await text('repay-utr')).toContain('a repayment needs a 12-digit UTR or it fails');
    expect(await text('extension-what')).toContain('15 days later');
    expect(await text('extension-what')).toContain('1% of the principal you owe, plus GST at 18% on the fee');
    expect(await text('disbursal-cooling-off')).toContain('Within 24 hours of receiving the money');
    const late = await text('repay-late');
    expect(late).toContain('0.1% a day');
    expect(late).toContain('penalty fee of ₹100');
    expect(await text('coupons-kinds')).toContain('can be used once');
    expect(await text('coupons-home-screen')).toContain('coupon of ₹100, once per customer');
    const complaint = await text('account-complaint');
    expect(complaint).toContain('09:00–18:00 IST, every day');
    expect(complaint).toContain(ctx.config.GRIEVANCE_OFFICER_NAME);
    expect(complaint).toContain('not resolved within 30 days');
    expect(complaint).toContain('RBI Integrated Ombudsman Scheme at https://cms.rbi.org.in');
    expect(await text('repay-late', 'hi')).toContain('0.1% प्रति दिन');
    expect(await text('repay-utr', 'zh')).toContain('12 位 UTR');
  });

  it('says what the books do on repaying early: interest to the day, a part payment lowers the interest after it, a bill never above paying in full (decisions 069, 072)', async () => {
    const token = await customer(ctx);
    const text = async (id: string, lang: string) => fullText(await entry(ctx.app, token, id, lang));
    const says = {
      en: {
        interest: [
          'interest only up to the day you repay',
          'interest runs on the lower principal you still owe',
          'never more than repaying the whole loan that day',
        ],
        early: [
          'lowers the interest after it',
          'never more than paying in full that day',
          'with interest only up to today',
        ],
      },
      hi: {
        interest: [
          'केवल चुकाने के दिन तक का ब्याज',
          'उस दिन से ब्याज आपके बचे हुए, कम मूलधन पर लगता है',
          'पूरा लोन चुकाने से अधिक कभी नहीं',
        ],
        early: ['उसके बाद का ब्याज घटाती है', 'पूरा भुगतान करने से अधिक कभी नहीं', 'केवल आज तक के ब्याज के साथ'],
      },
      zh: {
        interest: ['利息只计算到还款当天', '按您仍欠的较低本金计息', '绝不超过当天偿还全部借款的金额'],
        early: ['会降低之后的利息', '绝不超过当天全额还款的金额', '利息只计至今日'],
      },
    };
    for (const [lang, want] of Object.entries(says)) {
      const interest = await text('loan-interest', lang);
      for (const phrase of want.interest) expect(interest, `${lang} loan-interest`).toContain(phrase);
      const early = await text('repay-early', lang);
      for (const phrase of want.early) expect(early, `${lang} repay-early`).toContain(phrase);
    }
  });

  it('follows the configuration: 8-day extensions, GST on the service fee only, no home-screen coupon', async () => {
    const token = await customer(ctx);
    const app = await ctx.buildApp({
      EXTENSION_DAYS: '8',
      GST_BASE: 'service_fee',
      HOME_SCREEN_COUPON_PAISE: '0',
      COOLING_OFF_HOURS: '48',
    });
    const text = async (id: string, lang = 'en') => fullText(await entry(app, token, id, lang));
    expect(await text('extension-what')).toContain('8 days later');
    expect(await text('extension-what')).toContain('1% of the principal you owe.');
    expect(await text('extension-what', 'hi')).toContain('8 दिन आगे');
    expect(await text('loan-fees')).toMatch(
      /GST at 18% on the service fee\..*₹350 and the GST ₹54, so ₹9,596/s,
    );
    expect(await text('disbursal-cooling-off')).toContain('Within 48 hours');
    const list: FaqList = (await get(app, token, API)).json();
    expect(list.entries.map((e) => e.id)).not.toContain('coupons-home-screen');
    const hidden = await get(app, token, `${API}/coupons-home-screen`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('FAQ_NOT_FOUND');
  });

  it('answers an unknown question with 404 FAQ_NOT_FOUND in the caller’s language', async () => {
    const token = await customer(ctx);
    const res = await get(ctx.app, token, `${API}/no-such-question`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'FAQ_NOT_FOUND',
      message: 'We could not find this question. Please choose one from the help center.',
    });
    const hi = await get(ctx.app, token, `${API}/no-such-question`, { 'accept-language': 'hi' });
    expect(hi.json()).toMatchObject({
      code: 'FAQ_NOT_FOUND',
      message: 'यह प्रश्न नहीं मिला। कृपया सहायता केंद्र से कोई प्रश्न चुनें।',
    });
  });

  it('answers odd input with a 4xx and a code, never a 500', async () => {
    const token = await customer(ctx);
    const cases: [string, number, string][] = [
      [`${API}?lang=fr`, 400, 'VALIDATION_FAILED'],
      [`${API}?lang=EN`, 400, 'VALIDATION_FAILED'],
      [`${API}?lang=`, 400, 'VALIDATION_FAILED'],
      [`${API}?lang=en&lang=hi`, 400, 'VALIDATION_FAILED'],
      [`${API}/repay-how?lang=de`, 400, 'VALIDATION_FAILED'],
      [`${API}/REPAY-HOW`, 400, 'VALIDATION_FAILED'],
      [`${API}/repay%20how`, 400, 'VALIDATION_FAILED'],
      [`${API}/-repay`, 400, 'VALIDATION_FAILED'],
      [`${API}/${'a'.repeat(65)}`, 400, 'VALIDATION_FAILED'],
      [`${API}/%00`, 400, 'VALIDATION_FAILED'],
      [`${API}/%E0%A4`, 400, 'VALIDATION_FAILED'],
      [`${API}/constructor`, 404, 'FAQ_NOT_FOUND'],
      [`${API}/__proto__`, 400, 'VALIDATION_FAILED'],
      [`${API}/repay-how/more`, 404, 'NOT_FOUND'],
    ];
    for (const [url, status, code] of cases) {
      const res = await get(ctx.app, token, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      expect(res.json().code, url).toBe(code);
    }
    for (const url of [API, `${API}/repay-how`]) {
      const anonymous = await call(ctx.app, 'GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('AUTH_REQUIRED');
      const post = await call(ctx.app, 'POST', url, {}, { headers: bearer(token) });
      expect(post.statusCode).toBeGreaterThanOrEqual(400);
      expect(post.statusCode).toBeLessThan(500);
    }
  });

  it('the public config carries the WhatsApp number and the grievance officer', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/config');
    expect(res.json()).toMatchObject({
      serviceWhatsApp: '918040001234',
      coolingOffHours: 24,
      grievanceOfficer: { name: 'Priya Raman', email: 'grievance@setufinance.in' },
    });
    const other = await ctx.buildApp({ SERVICE_WHATSAPP: '919812345678' });
    expect((await call(other, 'GET', '/api/v1/config')).json().serviceWhatsApp).toBe('919812345678');
  });
});
