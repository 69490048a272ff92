import { hiApplication } from './application/hi';
import { hiApplicationForms } from './application-forms/hi';
import { hiCalculators } from './calculators/hi';
import { hiCoupons } from './coupons/hi';
import { hiCustomer } from './customer/hi';
import { hiDiagnostics } from './diagnostics/hi';
import { hiDisbursal } from './disbursal/hi';
import { hiDocuments } from './documents/hi';
import { hiEmail } from './email/hi';
import type { Resources } from './en';
import { hiFeedback } from './feedback/hi';
import { hiHelp } from './help/hi';
import { hiInstall } from './install/hi';
import { hiMessages } from './messages/hi';
import { hiOrder } from './order/hi';
import { hiReferrals } from './referrals/hi';
import { hiRepayment } from './repayment/hi';

/** The error catalogue's Hindi messages load with the Hindi strings (errorText reads them). */
export { ERROR_MESSAGES_HI as hiErrors } from '@app/domain';

export const hi: Resources = {
  ...hiCustomer,
  ...hiApplication,
  ...hiApplicationForms,
  ...hiOrder,
  ...hiDocuments,
  ...hiEmail,
  ...hiDisbursal,
  ...hiRepayment,
  ...hiCoupons,
  ...hiFeedback,
  ...hiMessages,
  ...hiInstall,
  ...hiReferrals,
  ...hiHelp,
  ...hiCalculators,
  ...hiDiagnostics,
  common: {
    back: 'वापस',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    confirm: 'ठीक है',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    yes: 'हाँ',
    no: 'नहीं',
    saved: 'सहेजा गया',
  },
  brand: {
    tagline: 'तुरंत पर्सनल लोन, सीधे आपके बैंक खाते में',
    operatorLsp:
      '{{proName}} को {{lsp}} चलाता है, जो {{lender}} का ऋण सेवा प्रदाता (LSP) है; {{lender}} RBI में पंजीकृत NBFC (CoR {{registration}}) है और आपको ऋण देता है।',
    operatorOwn:
      '{{proName}}, {{lender}} का अपना ऐप है; {{lender}} RBI में पंजीकृत NBFC (CoR {{registration}}) है और आपको ऋण देता है।',
    rbiCms: 'RBI शिकायत: cms.rbi.org.in',
    sachet: 'ऋणदाता की जाँच: sachet.rbi.org.in',
  },
  tabs: { home: 'होम', loan: 'मेरा लोन', profile: 'प्रोफ़ाइल' },
  offer: {
    title: 'हमारे लोन',
    personal: 'पर्सनल लोन',
    salary: 'सैलरी लोन',
    range: '{{min}} – {{max}}',
    terms: '{{min}} से {{max}} महीने की अवधि',
    rateFrom: 'दैनिक ब्याज {{rate}}% से शुरू',
    eligibilityTitle: 'कौन आवेदन कर सकता है',
    age: '18 वर्ष या उससे अधिक आयु',
    citizen: 'भारतीय नागरिक',
    income: 'कम से कम {{amount}} की वार्षिक आय',
    documentsTitle: 'ज़रूरी दस्तावेज़',
    aadhaar: 'आधार',
    pan: 'PAN',
    employment: 'रोज़गार की जानकारी',
    bankAccount: 'आपके नाम पर बैंक खाता',
    upTo: 'अधिकतम लोन',
    apr: 'APR {{min}}% से {{max}}% सालाना',
    example:
      'उदाहरण: {{amount}} उधार, {{months}} महीने ({{instalments}} किस्तें), दैनिक ब्याज {{rate}}%: शुल्क और GST {{charges}}, आपके खाते में {{received}} आएँगे; ब्याज {{interest}}; कुल चुकाना {{total}}। APR {{apr}}%।',
  },
  login: {
    title: 'लॉग इन या साइन अप करें',
    subtitle: 'एक बार का कोड पाने के लिए अपना मोबाइल नंबर दर्ज करें।',
    phoneLabel: 'मोबाइल नंबर',
    phonePlaceholder: '10 अंकों का मोबाइल नंबर',
    getOtp: 'OTP पाएँ',
    otpLabel: 'सत्यापन कोड',
    otpPlaceholder: '{{length}} अंकों का कोड दर्ज करें',
    otpSentTo: 'कोड +91 {{phone}} पर भेजा गया',
    changeNumber: 'बदलें',
    resendIn: '{{seconds}} सेकंड में दोबारा भेजें',
    resend: 'कोड दोबारा भेजें',
    submit: 'लॉग इन करें',
    withPassword: 'पासवर्ड से लॉग इन करें',
    withOtp: 'OTP से लॉग इन करें',
    passwordTitle: 'पासवर्ड से लॉग इन करें',
    passwordLabel: 'पासवर्ड',
    passwordPlaceholder: '6-12 अक्षर',
    forgotPassword: 'पासवर्ड भूल गए? OTP से लॉग इन करें, फिर सेटिंग्स में नया पासवर्ड सेट करें।',
    consentPrefix: 'आगे बढ़कर आप हमारी इन शर्तों से सहमत होते हैं:',
    privacy: 'गोपनीयता नीति',
    loginPrivacy: 'लॉगिन गोपनीयता सूचना',
    terms: 'नियम और शर्तें',
    and: 'और',
    captchaVerifying: 'जाँच रहे हैं कि आप इंसान हैं…',
    captchaVerified: 'सत्यापित। आप आगे बढ़ सकते हैं।',
    captchaFailed: 'यह सत्यापित नहीं हो सका कि आप इंसान हैं।',
    captchaRetry: 'फिर से प्रयास करें',
  },
  home: {
    limitTitle: 'आपकी लोन राशि, अधिकतम',
    applyMinutes: 'आवेदन में लगभग 5 मिनट',
    reviewMinutes: '20 मिनट के भीतर समीक्षा',
    apply: 'अभी आवेदन करें',
    products: 'लोन के प्रकार',
    sheetTitle: 'शुरू करने से पहले',
    sheetIntro: 'ये तैयार रखें। आवेदन में लगभग 5 मिनट लगते हैं।',
    startApplication: 'आवेदन शुरू करें',
    opensSoon: 'जल्द उपलब्ध',
    loadFailed: 'आपका होम पेज लोड नहीं हो सका।',
    loadFailedBody: 'अपना मोबाइल डेटा या वाई-फ़ाई जाँचें, फिर दोबारा कोशिश करें।',
  },
  loan: {
    title: 'मेरा लोन',
    emptyTitle: 'अभी आपका कोई लोन नहीं है',
    emptyBody: 'लोन लेने पर उसकी राशि, देय तिथि और भुगतान यहाँ दिखेंगे।',
    toHome: 'होम पर जाएँ',
  },
  profile: {
    title: 'प्रोफ़ाइल',
    phone: 'मोबाइल नंबर',
    settings: 'सेटिंग्स',
    language: 'भाषा',
    serviceEmail: 'ग्राहक सेवा',
    serviceHours: 'हर दिन, 09:00–18:00',
  },
  setup: {
    title: 'सेटिंग्स',
    version: 'संस्करण',
    language: 'भाषा',
    setPassword: 'पासवर्ड सेट करें',
    changePassword: 'पासवर्ड बदलें',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नए पासवर्ड की पुष्टि करें',
    passwordMismatch: 'दोनों पासवर्ड मेल नहीं खाते।',
    passwordSaved: 'पासवर्ड सहेजा गया',
    deleteAccount: 'खाता हटाएँ',
    deleteAccountBody:
      'हम आपका अनुरोध ग्राहक सेवा को भेजेंगे, जो 30 दिनों के भीतर खाता हटाकर आपको सूचित करेगी। कानून के अनुसार ऋणदाता को जो रिकॉर्ड रखने होते हैं (आपके ऋण और भुगतान) वे रखे जाएँगे; बाकी सब मिटा दिया जाएगा। आप {{email}} पर भी लिख सकते हैं।',
    deleteAccountSend: 'अनुरोध भेजें',
    deleteAccountCancel: 'मेरा खाता रखें',
    deleteAccountSent: 'अनुरोध मिल गया। खाता हटने पर ग्राहक सेवा आपको सूचित करेगी।',
    deleteAccountPending: '{{date}} को अनुरोध किया गया',
    diagnostics: 'डायग्नोस्टिक्स',
    signOut: 'साइन आउट करें',
    signOutConfirm: 'क्या आप इस डिवाइस से साइन आउट करना चाहते हैं?',
    save: 'सहेजें',
  },
  lang: {
    title: 'भाषा',
    changed: 'भाषा बदल दी गई',
  },
  legal: {
    updated: 'अंतिम अद्यतन: {{date}}',
  },
  expire: {
    title: 'सत्र समाप्त',
    fallback: 'आपका लॉगिन समाप्त हो गया है, कृपया फिर से लॉग इन करें।',
    confirm: 'फिर से लॉग इन करें',
  },
  unavailable: {
    title: 'सेवा उपलब्ध नहीं है',
    body: 'हम रखरखाव कर रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },
};
