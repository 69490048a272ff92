import type { Lang } from '@app/domain';

/**
 * The page's words, in the feature (like the legal texts) so the public
 * bundle carries none of them: the page is its own lazy chunk.
 */
const TEXTS = {
  en: {
    title: 'Recovery agents',
    intro:
      '{{lenderName}} may ask only the agencies and agents below to contact you about an overdue loan. Before anyone contacts you, we send you their name, agency and phone by SMS and in the app.',
    rules:
      'They may call only between 08:00 and 19:00, must show their ID card, and may never threaten you, call your friends or family about the debt, or ask you to pay them in cash or into their own account: pay only in the app. To complain about an agent, write to customer service.',
    agents: 'Agents',
    noAgents: 'Its agents are not named yet: it calls from the number above.',
    empty: 'No recovery agency acts for us at present.',
    error: 'The list could not be loaded.',
    retry: 'Try again',
    call: 'Call',
  },
  hi: {
    title: 'वसूली एजेंट',
    intro:
      '{{lenderName}} बकाया ऋण के बारे में आपसे संपर्क करने के लिए केवल नीचे दी गई एजेंसियों और एजेंटों से कह सकता है। किसी के संपर्क करने से पहले, हम आपको SMS और ऐप में उनका नाम, एजेंसी और फ़ोन भेजते हैं।',
    rules:
      'वे केवल 08:00 से 19:00 के बीच कॉल कर सकते हैं, उन्हें अपना पहचान पत्र दिखाना होगा, और वे कभी आपको धमका नहीं सकते, कर्ज़ के बारे में आपके मित्रों या परिवार को कॉल नहीं कर सकते, या नकद या अपने खाते में भुगतान नहीं माँग सकते: भुगतान केवल ऐप में करें। किसी एजेंट की शिकायत के लिए ग्राहक सेवा को लिखें।',
    agents: 'एजेंट',
    noAgents: 'इसके एजेंटों के नाम अभी नहीं दिए गए हैं: यह ऊपर दिए गए नंबर से कॉल करती है।',
    empty: 'अभी कोई वसूली एजेंसी हमारी ओर से कार्य नहीं करती।',
    error: 'सूची लोड नहीं हो सकी।',
    retry: 'फिर से कोशिश करें',
    call: 'कॉल करें',
  },
  zh: {
    title: '催收代理人',
    intro:
      '{{lenderName}} 只会委托以下机构和代理人就逾期借款与您联系。在任何人联系您之前，我们会通过短信和应用把他们的姓名、机构和电话告诉您。',
    rules:
      '他们只能在 08:00 至 19:00 之间致电，必须出示身份证件，不得威胁您，不得就欠款联系您的朋友或家人，也不得要求您以现金或向其个人账户付款：请只在应用内还款。如需投诉代理人，请联系客服。',
    agents: '代理人',
    noAgents: '该机构的代理人尚未列出：它会用上面的号码致电。',
    empty: '目前没有代表我们的催收机构。',
    error: '名单加载失败。',
    retry: '重试',
    call: '致电',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type RecoveryAgentsTexts = (typeof TEXTS)['en'];

export function recoveryAgentsTexts(lang: Lang): Record<keyof RecoveryAgentsTexts, string> {
  return TEXTS[lang];
}
