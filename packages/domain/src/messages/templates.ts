import type { Lang } from '../i18n/lang';

/**
 * Texts of the message center and of the SMS that announce the same event.
 * A message is stored as its template name and values, so each reader sees
 * it in their own language. `{{name}}` is replaced by the value of `name`.
 */
export const MESSAGE_TEMPLATES = {
  documents_signed: {
    title: {
      en: 'Your signed loan documents',
      hi: 'आपके हस्ताक्षरित ऋण दस्तावेज़',
      zh: '您已签署的贷款文件',
    },
    body: {
      en: '{{proName}}: you signed the loan agreement, sanction letter and Key Fact Statement for loan {{orderNo}}. Open My Loan > Agreements in the app to read or download them.',
      hi: '{{proName}}: आपने ऋण {{orderNo}} के लिए ऋण अनुबंध, स्वीकृति पत्र और मुख्य तथ्य विवरण पर हस्ताक्षर किए। इन्हें पढ़ने या डाउनलोड करने के लिए ऐप में मेरा लोन > अनुबंध खोलें।',
      zh: '{{proName}}：您已签署借款 {{orderNo}} 的贷款协议、贷款批准函和关键事实声明。可在应用的"我的借款 > 协议"中查看或下载。',
    },
  },
  loan_disbursed: {
    title: {
      en: 'Money sent to your bank',
      hi: 'पैसे आपके बैंक में भेज दिए गए',
      zh: '款项已转入您的银行账户',
    },
    body: {
      en: '{{proName}}: {{amount}} has been sent to your bank account ending {{last4}}, reference {{utr}}. Your first instalment is due on {{date}}.',
      hi: '{{proName}}: {{amount}} आपके {{last4}} पर समाप्त होने वाले बैंक खाते में भेज दिए गए हैं, संदर्भ {{utr}}। आपकी पहली किस्त {{date}} को देय है।',
      zh: '{{proName}}：{{amount}} 已转入您尾号 {{last4}} 的银行账户，参考号 {{utr}}。首期还款日为 {{date}}。',
    },
  },
  payout_failed: {
    title: {
      en: 'Payment to your bank failed',
      hi: 'आपके बैंक में भुगतान विफल रहा',
      zh: '向您的银行付款失败',
    },
    body: {
      en: '{{proName}}: bank card info incorrect, payment failed. Please modify it before {{date}}.',
      hi: '{{proName}}: बैंक कार्ड की जानकारी गलत है, भुगतान विफल रहा। कृपया {{date}} से पहले इसे बदलें।',
      zh: '{{proName}}：银行卡信息有误，付款失败，请在 {{date}} 前修改。',
    },
  },
  order_canceled: {
    title: {
      en: 'Withdrawal canceled',
      hi: 'निकासी रद्द की गई',
      zh: '提现已取消',
    },
    body: {
      en: '{{proName}}: the bank details were not corrected in time, so your withdrawal of {{amount}} was canceled. Your credit limit is available again.',
      hi: '{{proName}}: बैंक विवरण समय पर ठीक नहीं किए गए, इसलिए {{amount}} की आपकी निकासी रद्द कर दी गई। आपकी क्रेडिट सीमा फिर से उपलब्ध है।',
      zh: '{{proName}}：银行信息未在期限内更正，您 {{amount}} 的提现已取消，额度已恢复。',
    },
  },
  application_submitted: {
    title: {
      en: 'Application received',
      hi: 'आवेदन प्राप्त हुआ',
      zh: '申请已收到',
    },
    body: {
      en: 'We are reviewing your application. You will hear from us by {{time}}.',
      hi: 'हम आपके आवेदन की समीक्षा कर रहे हैं। {{time}} तक आपको सूचना मिल जाएगी।',
      zh: '我们正在审核您的申请，将于 {{time}} 前通知您结果。',
    },
  },
  application_approved: {
    title: {
      en: 'Your loan is approved',
      hi: 'आपका लोन स्वीकृत हो गया है',
      zh: '您的贷款已获批准',
    },
    body: {
      en: '{{proName}}: your credit limit of {{amount}} is ready. Open the app to withdraw it.',
      hi: '{{proName}}: आपकी {{amount}} की क्रेडिट सीमा तैयार है। निकालने के लिए ऐप खोलें।',
      zh: '{{proName}}：您的 {{amount}} 额度已可用，打开应用即可提现。',
    },
  },
  application_rejected: {
    title: {
      en: 'Application not approved',
      hi: 'आवेदन स्वीकृत नहीं हुआ',
      zh: '申请未获批准',
    },
    body: {
      en: '{{proName}}: sorry, we cannot approve your application at this time. You may reapply after {{date}}.',
      hi: '{{proName}}: क्षमा करें, हम इस समय आपका आवेदन स्वीकृत नहीं कर सकते। आप {{date}} के बाद पुनः आवेदन कर सकते हैं।',
      zh: '{{proName}}：抱歉，我们暂时无法批准您的申请。您可在 {{date}} 之后重新申请。',
    },
  },
  application_identity_failed: {
    title: {
      en: 'Please retake your photos',
      hi: 'कृपया अपनी फ़ोटो फिर से लें',
      zh: '请重新拍摄照片',
    },
    body: {
      en: '{{proName}}: we could not read your identity photos clearly. Please upload them again in the app.',
      hi: '{{proName}}: हम आपकी पहचान की फ़ोटो साफ़ नहीं पढ़ सके। कृपया ऐप में उन्हें फिर से अपलोड करें।',
      zh: '{{proName}}：我们无法清晰识别您的身份证件照片，请在应用中重新上传。',
    },
  },
} as const satisfies Record<string, { title: Record<Lang, string>; body: Record<Lang, string> }>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

export function isMessageTemplate(value: string): value is MessageTemplate {
  return Object.hasOwn(MESSAGE_TEMPLATES, value);
}

export function renderMessage(
  template: MessageTemplate,
  lang: Lang,
  params: Record<string, string | number>,
): { title: string; body: string } {
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  const texts = MESSAGE_TEMPLATES[template];
  return { title: fill(texts.title[lang]), body: fill(texts.body[lang]) };
}
