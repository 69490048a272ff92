import type { Resources } from '../en';

/** संदेश केंद्र (spec §2 /msgCenter, /msgDetail)। */
export const hiMessages: Pick<Resources, 'messages'> = {
  messages: {
    title: 'संदेश',
    detailTitle: 'संदेश',
    open: 'संदेश',
    tab: { notify: 'सूचनाएँ', activity: 'ऑफ़र' },
    unread: 'अपठित',
    unreadCount_one: '{{count}} अपठित',
    unreadCount_other: '{{count}} अपठित',
    readAll: 'सभी को पढ़ा हुआ मानें',
    more: 'और देखें',
    moreFailed: 'और लोड नहीं हो सके। फिर से कोशिश करने के लिए टैप करें',
    end: 'और कोई संदेश नहीं',
    empty: {
      notify: 'अभी कोई सूचना नहीं',
      activity: 'अभी कोई ऑफ़र नहीं',
    },
    emptyBody: 'आपके आवेदन, लोन और भुगतान से जुड़ी जानकारी यहाँ दिखेगी।',
    loadFailed: 'आपके संदेश लोड नहीं हो सके।',
    notFound: 'यह संदेश नहीं मिला।',
    toCenter: 'संदेशों पर जाएँ',
    target: {
      bill: 'बिल देखें',
      agreements: 'अनुबंध देखें',
      loan: 'मेरा लोन खोलें',
      home: 'होम पर जाएँ',
      coupons: 'मेरे कूपन खोलें',
      settings: 'सेटिंग्स खोलें',
      feedback: 'उत्तर पढ़ें',
    },
  },
};
