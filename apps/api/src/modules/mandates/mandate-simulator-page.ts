import { formatMoney, type Lang } from '@app/domain';

const TEXTS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Auto-debit approval (simulator)',
    notice: 'Test only: this page plays your bank or UPI app. No money moves.',
    upi_autopay: 'UPI AutoPay',
    enach: 'e-NACH (net banking or debit card)',
    max: 'Most per debit',
    frequency: 'Frequency',
    asPresented: 'When an instalment is due',
    until: 'Valid until',
    account: 'UPI ID or account you approve with (ending 0000: approval fails; 1111: debits fail)',
    approve: 'Approve',
    decline: 'Decline',
    gone: 'This mandate is no longer waiting for approval.',
  },
  hi: {
    title: 'ऑटो-डेबिट स्वीकृति (सिम्युलेटर)',
    notice: 'केवल परीक्षण के लिए: यह पेज आपके बैंक या UPI ऐप की भूमिका निभाता है। कोई पैसा नहीं कटता।',
    upi_autopay: 'UPI AutoPay',
    enach: 'e-NACH (नेट बैंकिंग या डेबिट कार्ड)',
    max: 'एक डेबिट में अधिकतम',
    frequency: 'आवृत्ति',
    asPresented: 'जब किस्त देय हो',
    until: 'तक मान्य',
    account: 'जिस UPI ID या खाते से आप स्वीकृति देते हैं (अंत 0000: स्वीकृति विफल; 1111: डेबिट विफल)',
    approve: 'स्वीकार करें',
    decline: 'अस्वीकार करें',
    gone: 'यह मैंडेट अब स्वीकृति की प्रतीक्षा में नहीं है।',
  },
  zh: {
    title: '自动扣款授权（模拟器）',
    notice: '仅供测试：本页面模拟您的银行或 UPI 应用，不会真实扣款。',
    upi_autopay: 'UPI AutoPay',
    enach: 'e-NACH（网上银行或借记卡）',
    max: '单笔最高',
    frequency: '频率',
    asPresented: '每期到期时',
    until: '有效期至',
    account: '用于授权的 UPI ID 或账户（以 0000 结尾：授权失败；以 1111 结尾：扣款失败）',
    approve: '授权',
    decline: '拒绝',
    gone: '该授权已不在等待确认。',
  },
};

const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mandate simulator's approval page: plain HTML, a form posting back to itself, no script. */
export function mandateSimulatorPage(input: {
  action: string;
  gatewayRef: string;
  lang: Lang;
  styleNonce: string;
  mandate: {
    rail: string;
    maxAmountPaise: number;
    accountMasked: string;
    state: string;
    endDay: string | null;
  };
}): string {
  const t = TEXTS[input.lang];
  const m = input.mandate;
  const row = (label: string, value: string) => `<tr><th>${html(label)}</th><td>${html(value)}</td></tr>`;
  const form =
    m.state === 'pending'
      ? `<form method="post" action="${html(input.action)}">
<input type="hidden" name="ref" value="${html(input.gatewayRef)}">
<input type="hidden" name="lang" value="${input.lang}">
<label>${html(t.account ?? '')}<input name="account" value="${html(m.accountMasked)}" maxlength="60"></label>
<div class="actions"><button name="decision" value="approve">${html(t.approve ?? '')}</button><button name="decision" value="decline">${html(t.decline ?? '')}</button></div>
</form>`
      : `<p>${html(t.gone ?? '')}</p>`;
  return `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(t.title ?? '')}</title>
<style nonce="${input.styleNonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem}
th{text-align:left;padding-right:1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.notice{background:#fff4d6;padding:.5rem}.actions{display:flex;gap:1rem;margin-top:1rem}button{flex:1;padding:.75rem;font-size:1rem}</style>
</head><body><h1>${html(t.title ?? '')}</h1><p class="notice">${html(t.notice ?? '')}</p>
<table>${row('', t[m.rail] ?? m.rail)}${row(t.max ?? '', formatMoney(m.maxAmountPaise / 100, { symbol: true, paise: true }))}${row(t.frequency ?? '', t.asPresented ?? '')}${m.endDay ? row(t.until ?? '', m.endDay) : ''}</table>
${form}</body></html>`;
}
