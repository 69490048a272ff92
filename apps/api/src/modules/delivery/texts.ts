import type { Lang } from '@app/domain';

/** The words of the delivery e-mails and SMS, in the borrower's language (en/hi/zh). */
export interface DeliveryTexts {
  documentName: Record<string, string>;
  codeSubject: (p: { proName: string; code: string }) => string;
  codeBody: (p: { proName: string; code: string; minutes: number }) => string;
  subject: (p: { proName: string; orderNo: string; trigger: string }) => string;
  body: (p: { proName: string; lenderName: string; orderNo: string; names: string }) => string;
  sms: (p: { proName: string; orderNo: string; links: string; days: number; emailed: boolean }) => string;
  linkCode: (p: { proName: string; code: string; minutes: number }) => string;
}

const en: DeliveryTexts = {
  documentName: {
    kfs: 'Key Fact Statement',
    letter: 'Sanction letter',
    loan: 'Loan agreement',
    statement: 'Statement of account',
    foreclosure: 'Foreclosure letter',
    noc: 'No-dues certificate',
    schedule: 'Repayment schedule',
  },
  codeSubject: ({ proName, code }) => `${proName}: ${code} is your e-mail verification code`,
  codeBody: ({ proName, code, minutes }) =>
    `Enter ${code} in the ${proName} app to verify this e-mail address. It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  subject: ({ proName, orderNo, trigger }) =>
    ({
      signing: `${proName}: your signed loan documents, loan ${orderNo}`,
      closure: `${proName}: your no-dues certificate, loan ${orderNo}`,
      monthly: `${proName}: your monthly statement, loan ${orderNo}`,
    })[trigger] ?? `${proName}: your documents, loan ${orderNo}`,
  body: ({ proName, lenderName, orderNo, names }) =>
    `Attached: ${names} for loan ${orderNo} from ${lenderName}, through ${proName}. Keep them for your records. You can also open them any time in the app under Documents.`,
  sms: ({ proName, orderNo, links, days, emailed }) =>
    `${proName}: your documents for loan ${orderNo}${emailed ? ' were e-mailed to you' : ''}. Open: ${links} (valid ${days} days).`,
  linkCode: ({ proName, code, minutes }) =>
    `${proName}: ${code} is your code to open your loan document. It expires in ${minutes} minutes. Never share it with anyone.`,
};

const hi: DeliveryTexts = {
  documentName: {
    kfs: 'मुख्य तथ्य विवरण (KFS)',
    letter: 'स्वीकृति पत्र',
    loan: 'लोन एग्रीमेंट',
    statement: 'खाता विवरण',
    foreclosure: 'फोरक्लोज़र पत्र',
    noc: 'नो-ड्यूज़ सर्टिफिकेट',
    schedule: 'भुगतान अनुसूची',
  },
  codeSubject: ({ proName, code }) => `${proName}: ${code} आपका ई-मेल सत्यापन कोड है`,
  codeBody: ({ proName, code, minutes }) =>
    `इस ई-मेल पते को सत्यापित करने के लिए ${proName} ऐप में ${code} दर्ज करें। यह ${minutes} मिनट में समाप्त हो जाएगा। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें।`,
  subject: ({ proName, orderNo, trigger }) =>
    ({
      signing: `${proName}: आपके हस्ताक्षरित लोन दस्तावेज़, लोन ${orderNo}`,
      closure: `${proName}: आपका नो-ड्यूज़ सर्टिफिकेट, लोन ${orderNo}`,
      monthly: `${proName}: आपका मासिक खाता विवरण, लोन ${orderNo}`,
    })[trigger] ?? `${proName}: आपके दस्तावेज़, लोन ${orderNo}`,
  body: ({ proName, lenderName, orderNo, names }) =>
    `संलग्न: ${lenderName} से ${proName} के माध्यम से लोन ${orderNo} के लिए ${names}। इन्हें अपने रिकॉर्ड के लिए रखें। आप इन्हें ऐप में दस्तावेज़ में कभी भी खोल सकते हैं।`,
  sms: ({ proName, orderNo, links, days, emailed }) =>
    `${proName}: लोन ${orderNo} के आपके दस्तावेज़${emailed ? ' आपको ई-मेल किए गए हैं' : ''}। खोलें: ${links} (${days} दिन मान्य)।`,
  linkCode: ({ proName, code, minutes }) =>
    `${proName}: ${code} आपके लोन दस्तावेज़ को खोलने का कोड है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे कभी किसी से साझा न करें।`,
};

const zh: DeliveryTexts = {
  documentName: {
    kfs: '关键事实说明书',
    letter: '批准函',
    loan: '贷款协议',
    statement: '账户对账单',
    foreclosure: '提前结清函',
    noc: '无欠款证明',
    schedule: '还款计划',
  },
  codeSubject: ({ proName, code }) => `${proName}：${code} 是您的邮箱验证码`,
  codeBody: ({ proName, code, minutes }) =>
    `请在 ${proName} 应用中输入 ${code} 以验证此邮箱地址，${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
  subject: ({ proName, orderNo, trigger }) =>
    ({
      signing: `${proName}：您已签署的贷款文件，贷款 ${orderNo}`,
      closure: `${proName}：您的无欠款证明，贷款 ${orderNo}`,
      monthly: `${proName}：您的月度对账单，贷款 ${orderNo}`,
    })[trigger] ?? `${proName}：您的文件，贷款 ${orderNo}`,
  body: ({ proName, lenderName, orderNo, names }) =>
    `附件：${lenderName} 通过 ${proName} 发放的贷款 ${orderNo} 的${names}。请妥善保存。您也可以随时在应用的“文件”中打开。`,
  sms: ({ proName, orderNo, links, days, emailed }) =>
    `${proName}：贷款 ${orderNo} 的文件${emailed ? '已发送到您的邮箱' : ''}。打开：${links}（${days} 天内有效）。`,
  linkCode: ({ proName, code, minutes }) =>
    `${proName}：${code} 是您打开贷款文件的验证码，${minutes} 分钟内有效。请勿告诉任何人。`,
};

export const DELIVERY_TEXTS: Record<Lang, DeliveryTexts> = { en, hi, zh };
