import type { Resources } from '../en';

/** Hindi strings of the password code and the devices page. */
export const hiCustomer: Pick<Resources, 'customer'> = {
  customer: {
    codeLabel: 'SMS कोड',
    sendCode: 'कोड भेजें',
    resendIn: '{{seconds}} सेकंड में दोबारा भेजें',
    codeSent: 'कोड {{phone}} पर भेजा गया',
    passwordNote:
      'हम आपके पंजीकृत फ़ोन पर एक कोड भेजते हैं; पुराने पासवर्ड की ज़रूरत नहीं है। सहेजने पर आपके बाकी सभी डिवाइस से साइन आउट हो जाएगा।',
    passwordSaved: 'पासवर्ड सहेजा गया। आपके बाकी डिवाइस से साइन आउट कर दिया गया।',
    devices: 'डिवाइस और सत्र',
    devicesIntro:
      'आपका खाता अभी इन जगहों पर साइन इन है। जिस डिवाइस को आप नहीं पहचानते, उससे साइन आउट करें और फिर अपना पासवर्ड बदलें।',
    thisDevice: 'यह डिवाइस',
    deviceName: '{{system}} पर {{browser}}',
    unknownDevice: 'अज्ञात डिवाइस',
    signedIn: '{{date}} को साइन इन किया',
    lastActive: 'अंतिम सक्रियता {{date}}',
    network: 'नेटवर्क {{network}}',
    end: 'साइन आउट करें',
    endConfirm: 'इस डिवाइस से साइन आउट करें? उसे फिर से लॉग इन करना होगा।',
    ended: 'डिवाइस से साइन आउट कर दिया गया',
    endOthers: 'बाकी सभी डिवाइस से साइन आउट करें',
    endOthersConfirm: 'इस डिवाइस को छोड़कर बाकी सभी से साइन आउट करें?',
    endedOthers: 'बाकी डिवाइस से साइन आउट किया गया: {{count}}',
    noOthers: 'कोई दूसरा डिवाइस साइन इन नहीं है।',
    cancel: 'रद्द करें',
  },
};
