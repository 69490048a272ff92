import type { Resources } from '../en';

/** कूपन पेज (spec §2 /coupon, /couponInvalid)। */
export const hiCoupons: Pick<Resources, 'coupons'> = {
  coupons: {
    title: 'मेरे कूपन',
    profileEntry: 'कूपन',
    tab: { repayment: 'ऐप प्लेटफ़ॉर्म', withdrawal: 'निकासी' },
    kind: { repayment: 'भुगतान पर छूट', withdrawal: 'शुल्क पर छूट' },
    source: {
      welcome: 'स्वागत कूपन',
      home_screen: 'होम स्क्रीन पर जोड़ने का कूपन',
      referral: 'रेफ़रल इनाम',
      other: 'कूपन',
    },
    min: {
      repayment: '{{min}} या उससे अधिक के भुगतान पर',
      withdrawal: '{{min}} या उससे अधिक के ऋण पर',
    },
    anyAmount: 'किसी भी राशि पर',
    validity: '{{until}} तक मान्य',
    usedOn: '{{date}} को उपयोग किया गया',
    state: { unused: 'अप्रयुक्त', used: 'उपयोग किया गया', expired: 'समाप्त', invalid: 'अमान्य' },
    empty: {
      repayment: 'अभी उपयोग के लिए आपके पास कोई ऐप प्लेटफ़ॉर्म कूपन नहीं है।',
      withdrawal: 'अभी उपयोग के लिए आपके पास कोई निकासी कूपन नहीं है।',
    },
    spentLink_one: 'उपयोग किए गए और समाप्त कूपन ({{count}})',
    spentLink_other: 'उपयोग किए गए और समाप्त कूपन ({{count}})',
    spentTitle: 'उपयोग किए गए और समाप्त',
    spentEmpty: 'अभी तक कोई उपयोग किया गया या समाप्त कूपन नहीं है।',
    loadFailed: 'आपके कूपन लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
  },
};
