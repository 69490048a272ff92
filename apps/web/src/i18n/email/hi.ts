import type { Resources } from '../en';

/** Hindi strings of the e-mail address form and the document link page. */
export const hiEmail: Pick<Resources, 'email' | 'documentLink'> = {
  email: {
    entry: 'ई-मेल',
    title: 'ई-मेल पता',
    intro:
      'आपके हस्ताक्षरित लोन दस्तावेज़, खाता विवरण और नो-ड्यूज़ सर्टिफिकेट सत्यापित पते पर ई-मेल किए जाते हैं। तब तक वे केवल SMS लिंक से आते हैं।',
    none: 'अभी कोई ई-मेल पता नहीं है',
    address: 'ई-मेल पता',
    placeholder: 'name@example.com',
    add: 'कोड भेजें',
    change: 'ई-मेल बदलें',
    cancel: 'रद्द करें',
    verified: 'सत्यापित',
    unverified: 'सत्यापित नहीं',
    codeSent: 'हमने {{email}} पर 6 अंकों का कोड भेजा है। यह 15 मिनट में समाप्त हो जाएगा।',
    code: '6 अंकों का कोड',
    verify: 'सत्यापित करें',
    resend: 'कोड फिर से भेजें',
    done: 'ई-मेल पता सत्यापित हो गया',
    invalid: 'एक मान्य ई-मेल पता दर्ज करें',
    codeInvalid: 'कोड के 6 अंक दर्ज करें',
  },
  documentLink: {
    title: 'आपका दस्तावेज़',
    intro: 'यह दस्तावेज़ खोलने के लिए हम लोन के फ़ोन नंबर पर एक बार का कोड भेजते हैं।',
    sendCode: 'मुझे कोड भेजें',
    codeSent: '{{phone}} पर कोड भेजा गया',
    code: '6 अंकों का कोड',
    open: 'दस्तावेज़ खोलें',
    resend: 'कोड फिर से भेजें',
    expiredTitle: 'इस लिंक की समय-सीमा समाप्त हो गई है',
    invalidTitle: 'यह लिंक नहीं खोला जा सकता',
    toDocuments: 'ऐप में मेरे दस्तावेज़ खोलें',
  },
};
