import type { Lang } from '@app/domain';

const TEXTS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'DigiLocker (simulator)',
    notice: 'Test only: this page plays DigiLocker. No real documents are read.',
    asks: 'RupeeSetu asks to see your Aadhaar and PAN issued in DigiLocker.',
    name: 'Name on Aadhaar',
    dob: 'Date of birth (YYYY-MM-DD)',
    gender: 'Gender',
    pan: 'PAN in DigiLocker (optional)',
    otp: 'DigiLocker sign-in code (6 digits; 000000, 111111, 222222, 333333 fail)',
    allow: 'Allow',
    deny: 'Deny',
  },
  hi: {
    title: 'DigiLocker (सिम्युलेटर)',
    notice: 'केवल परीक्षण के लिए: यह पेज DigiLocker की भूमिका निभाता है। कोई असली दस्तावेज़ नहीं पढ़ा जाता।',
    asks: 'RupeeSetu, DigiLocker में जारी आपका आधार और PAN देखना चाहता है।',
    name: 'आधार पर नाम',
    dob: 'जन्म तिथि (YYYY-MM-DD)',
    gender: 'लिंग',
    pan: 'DigiLocker में PAN (वैकल्पिक)',
    otp: 'DigiLocker साइन-इन कोड (6 अंक; 000000, 111111, 222222, 333333 विफल होते हैं)',
    allow: 'अनुमति दें',
    deny: 'अस्वीकार करें',
  },
  zh: {
    title: 'DigiLocker（模拟器）',
    notice: '仅供测试：本页面模拟 DigiLocker，不会读取任何真实文件。',
    asks: 'RupeeSetu 请求查看您在 DigiLocker 中签发的 Aadhaar 和 PAN。',
    name: 'Aadhaar 上的姓名',
    dob: '出生日期（YYYY-MM-DD）',
    gender: '性别',
    pan: 'DigiLocker 中的 PAN（可选）',
    otp: 'DigiLocker 登录码（6 位；000000、111111、222222、333333 会失败）',
    allow: '允许',
    deny: '拒绝',
  },
};

const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The simulator's consent page: plain HTML, a form posting back to itself, no script. */
export function digilockerSimulatorPage(input: {
  action: string;
  state: string;
  redirectUri: string;
  lang: Lang;
  styleNonce: string;
}): string {
  const t = TEXTS[input.lang];
  const field = (name: string, label: string, value: string, extra = '') =>
    `<label>${html(label)}<input name="${name}" value="${html(value)}" ${extra}></label>`;
  return `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(t.title ?? '')}</title>
<style nonce="${input.styleNonce}">body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0}input,select{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.notice{background:#fff4d6;padding:.5rem}.actions{display:flex;gap:1rem;margin-top:1rem}button{flex:1;padding:.75rem;font-size:1rem}</style>
</head><body><h1>${html(t.title ?? '')}</h1><p class="notice">${html(t.notice ?? '')}</p><p>${html(t.asks ?? '')}</p>
<form method="post" action="${html(input.action)}">
<input type="hidden" name="state" value="${html(input.state)}">
<input type="hidden" name="redirect_uri" value="${html(input.redirectUri)}">
<input type="hidden" name="lang" value="${input.lang}">
${field('name', t.name ?? '', 'Asha Verma', 'maxlength="100"')}
${field('dob', t.dob ?? '', '1994-03-18', 'maxlength="10"')}
<label>${html(t.gender ?? '')}<select name="gender"><option>F</option><option>M</option><option>T</option></select></label>
${field('pan', t.pan ?? '', '', 'maxlength="10" autocapitalize="characters"')}
${field('otp', t.otp ?? '', '', 'inputmode="numeric" maxlength="6" autocomplete="one-time-code"')}
<div class="actions"><button name="decision" value="allow">${html(t.allow ?? '')}</button><button name="decision" value="deny">${html(t.deny ?? '')}</button></div>
</form></body></html>`;
}
