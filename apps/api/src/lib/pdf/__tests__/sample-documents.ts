import { PNG } from 'pngjs';
import type { PdfBlock, PdfDocumentModel, PdfLang } from '../types';

/** A 300x100 PNG with a wavy stroke, standing in for a signature drawn on the phone. */
export function signaturePng(): Uint8Array {
  const png = new PNG({ width: 300, height: 100 });
  png.data.fill(0); // transparent
  for (let x = 10; x < 290; x++) {
    const y = Math.round(50 + 28 * Math.sin(x / 18) * Math.cos(x / 47));
    for (let dy = -1; dy <= 1; dy++) {
      const i = ((y + dy) * 300 + x) * 4;
      png.data[i] = 15;
      png.data[i + 1] = 23;
      png.data[i + 2] = 42;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

interface Words {
  title: string;
  subtitle: string;
  meta: [string, string][];
  headings: [string, string, string];
  paragraph: string;
  bullets: string[];
  rows: [string, string, boolean?][];
  footer: string;
  signer: string;
}

const WORDS: Record<PdfLang, Words> = {
  en: {
    title: 'Key Fact Statement',
    subtitle: 'Personal loan – Annex A of the loan agreement',
    meta: [
      ['Loan number', 'RS-2025-000481'],
      ['Date', '14 March 2025'],
      ['Borrower', 'Priya Sharma'],
    ],
    headings: ['1. Loan details', '2. Fees and charges', '3. Borrower acknowledgement'],
    paragraph:
      'This Key Fact Statement sets out the cost of your loan in one place, as required by the Reserve Bank of India. Please read it together with the loan agreement. You may cancel the loan within the cooling-off period of 3 days by repaying the principal and the proportionate interest, without any penalty.',
    bullets: [
      'Interest is charged only on the days you use the money.',
      'A late payment charge of ₹50 per day applies after the due date, capped at ₹1,000.00.',
      'Your credit information will be reported to credit bureaus every month.',
    ],
    rows: [
      ['Sanctioned amount', '₹5,000.00'],
      ['Processing fee (incl. GST)', '₹236.00'],
      ['Net disbursed amount', '₹4,764.00'],
      ['Interest rate (per annum)', '24.00 %'],
      ['Total amount to be repaid', '₹5,394.52', true],
      ['Annual percentage rate (APR)', '42.87 %', true],
    ],
    footer:
      'RupeeSetu Finance Pvt Ltd (NBFC, RBI reg. N-13.02468). Grievance officer: Anil Kumar, grievance@rupeesetu.example, 1800-123-4567.',
    signer: 'Signed by Priya Sharma',
  },
  hi: {
    title: 'मुख्य तथ्य विवरण',
    subtitle: 'व्यक्तिगत ऋण – ऋण अनुबंध का अनुलग्नक क',
    meta: [
      ['ऋण संख्या', 'RS-2025-000481'],
      ['दिनांक', '14 मार्च 2025'],
      ['उधारकर्ता', 'प्रिया शर्मा'],
    ],
    headings: ['1. ऋण का विवरण', '2. शुल्क और प्रभार', '3. उधारकर्ता की स्वीकृति'],
    paragraph:
      'यह मुख्य तथ्य विवरण भारतीय रिज़र्व बैंक की आवश्यकता के अनुसार आपके ऋण की पूरी लागत एक स्थान पर बताता है। कृपया इसे ऋण अनुबंध के साथ पढ़ें। आप 3 दिनों की कूलिंग-ऑफ अवधि में मूलधन और आनुपातिक ब्याज चुकाकर बिना किसी दंड के ऋण रद्द कर सकते हैं।',
    bullets: [
      'ब्याज केवल उन्हीं दिनों का लगता है जिन दिनों आप राशि का उपयोग करते हैं।',
      'नियत तिथि के बाद प्रति दिन ₹50 विलंब शुल्क लगेगा, अधिकतम ₹1,000.00।',
      'आपकी क्रेडिट जानकारी हर महीने क्रेडिट ब्यूरो को भेजी जाएगी।',
    ],
    rows: [
      ['स्वीकृत राशि', '₹5,000.00'],
      ['प्रोसेसिंग शुल्क (जीएसटी सहित)', '₹236.00'],
      ['शुद्ध वितरित राशि', '₹4,764.00'],
      ['ब्याज दर (प्रति वर्ष)', '24.00 प्रतिशत'],
      ['चुकाई जाने वाली कुल राशि', '₹5,394.52', true],
      ['वार्षिक प्रतिशत दर (एपीआर)', '42.87 प्रतिशत', true],
    ],
    footer:
      'रुपीसेतु फ़ाइनेंस प्रा. लि. (एनबीएफ़सी, आरबीआई पंजीकरण N-13.02468)। शिकायत अधिकारी: अनिल कुमार, grievance@rupeesetu.example, 1800-123-4567',
    signer: 'प्रिया शर्मा द्वारा हस्ताक्षरित',
  },
  zh: {
    title: '关键事实声明',
    subtitle: '个人贷款 – 贷款协议附件A',
    meta: [
      ['贷款编号', 'RS-2025-000481'],
      ['日期', '2025年3月14日'],
      ['借款人', 'Priya Sharma'],
    ],
    headings: ['1. 贷款详情', '2. 费用与收费', '3. 借款人确认'],
    paragraph:
      '本关键事实声明按照印度储备银行的要求，在一处列明您贷款的全部成本。请与贷款协议一并阅读。您可以在3天冷静期内偿还本金及相应利息取消贷款，不收取任何罚金。',
    bullets: [
      '利息仅按您实际使用资金的天数计算。',
      '到期日后每天收取₹50滞纳金，最高₹1,000.00。',
      '您的信用信息将每月报送至征信机构。',
    ],
    rows: [
      ['核准金额', '₹5,000.00'],
      ['手续费（含商品及服务税）', '₹236.00'],
      ['实际发放金额', '₹4,764.00'],
      ['年利率', '24.00 %'],
      ['应还总额', '₹5,394.52', true],
      ['年化百分比利率（APR）', '42.87 %', true],
    ],
    footer:
      'RupeeSetu Finance Pvt Ltd（非银行金融公司，印度储备银行登记号 N-13.02468）。投诉专员：Anil Kumar，grievance@rupeesetu.example，1800-123-4567',
    signer: '签署人：Priya Sharma',
  },
};

/** A Key Fact Statement in the given language; `repeat` lengthens it to force more pages. */
export function sampleDocument(lang: PdfLang, repeat = 1): PdfDocumentModel {
  const w = WORDS[lang];
  const body: PdfBlock[] = [
    { kind: 'heading', text: w.headings[0] },
    { kind: 'paragraph', text: w.paragraph },
    { kind: 'table', rows: w.rows.map(([label, value, emphasis]) => ({ label, value, emphasis })) },
    { kind: 'heading', text: w.headings[1] },
    { kind: 'bullets', items: w.bullets },
    { kind: 'paragraph', text: w.paragraph },
  ];
  return {
    title: w.title,
    subtitle: w.subtitle,
    brand: 'RupeeSetu',
    meta: w.meta.map(([label, value]) => ({ label, value })),
    blocks: [
      ...Array.from({ length: repeat }, () => body).flat(),
      { kind: 'heading', text: w.headings[2] },
      {
        kind: 'signature',
        png: signaturePng(),
        caption: [
          w.signer,
          '2025-03-14 10:42:07 IST · IP 203.0.113.24',
          'SHA-256 9f2c4e0b7a1d3c5e8f60718293a4b5c6d7e8f90112233445566778899aabbccdd',
        ],
      },
    ],
    footer: w.footer,
  };
}
