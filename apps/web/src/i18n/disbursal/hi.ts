import type { Resources } from '../en';

/** Hindi strings of the payment pages. */
export const hiDisbursal: Pick<Resources, 'disbursal'> = {
  disbursal: {
    title: 'लोन भुगतान',
    titles: {
      waiting: 'आपका पैसा आ रहा है',
      disbursed: 'पैसा मिल गया',
      failed: 'भुगतान विफल',
      unsigned: 'पैसा पाने के लिए हस्ताक्षर करें',
      closed: 'लोन भुगतान',
    },
    waitingTitle: 'आपका पैसा भेजा जा रहा है',
    waitingBody: 'आमतौर पर 10 मिनट के भीतर।',
    canLeave: 'आप यह पेज छोड़ सकते हैं: पैसा पहुँचने पर हम आपको SMS भेजेंगे।',
    steps: { signed: 'हस्ताक्षर हुए', sending: 'आपके बैंक को भेजा गया', received: 'आपके खाते में' },
    doneTitle: 'पैसा आपके बैंक खाते में भेज दिया गया',
    received: 'प्राप्त राशि',
    viewLoan: 'मेरा लोन देखें',
    failedTitle: 'भुगतान विफल',
    cancelIfUnchanged: 'यदि तब तक बैंक विवरण नहीं बदले गए, तो लोन ऑर्डर रद्द हो जाएगा।',
    unsigned: 'आपके ऋण दस्तावेज़ों पर अभी हस्ताक्षर नहीं हुए हैं। हस्ताक्षर के बाद पैसा भेजा जाता है।',
    changeBankTitle: 'बैंक खाता बदलें',
    newAccount: 'नया बैंक खाता',
    mustDiffer: 'नया विवरण विफल हुए खाते से अलग होना चाहिए।',
    submitBank: 'सहेजें और पैसा फिर से भेजें',
    nothingToChange: 'इस लोन ऑर्डर का बैंक खाता अभी नहीं बदला जा सकता।',
  },
};
