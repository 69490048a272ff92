import { fillTemplate } from '../i18n/fill-template';
import type { Lang } from '../i18n/lang';

/**
 * Texts of the message center and of the SMS that announce the same event.
 * A message is stored as its template name and values, so each reader sees
 * it in their own language. `{{name}}` is replaced by the value of `name`,
 * `{{name|one|other}}` by the English word for it (fillTemplate).
 */
export const MESSAGE_TEMPLATES = {
  feedback_replied: {
    title: {
      en: 'Customer service replied to your feedback',
      hi: 'ग्राहक सेवा ने आपकी प्रतिक्रिया का उत्तर दिया',
      zh: '客服已回复您的反馈',
    },
    body: {
      en: '{{proName}}: about your feedback of {{date}}: {{reply}} (Profile > Feedback shows the whole conversation.)',
      hi: '{{proName}}: {{date}} की आपकी प्रतिक्रिया के बारे में: {{reply}} (पूरी बातचीत प्रोफ़ाइल > प्रतिक्रिया में देखें।)',
      zh: '{{proName}}：关于您 {{date}} 提交的反馈：{{reply}}（完整对话请见"我的 > 意见反馈"。）',
    },
  },
  grievance_resolved: {
    title: {
      en: 'Your complaint has been resolved',
      hi: 'आपकी शिकायत का समाधान हो गया है',
      zh: '您的投诉已处理完毕',
    },
    body: {
      en: '{{proName}}: about your complaint received on {{date}}: {{resolution}} If you are not satisfied, you may complain to the RBI Ombudsman at cms.rbi.org.in.',
      hi: '{{proName}}: {{date}} को प्राप्त आपकी शिकायत के बारे में: {{resolution}} यदि आप संतुष्ट नहीं हैं, तो आप cms.rbi.org.in पर RBI लोकपाल से शिकायत कर सकते हैं।',
      zh: '{{proName}}：关于我们于 {{date}} 收到的您的投诉：{{resolution}} 如您不满意，可在 cms.rbi.org.in 向印度储备银行申诉专员投诉。',
    },
  },
  documents_signed: {
    title: {
      en: 'Your signed loan documents',
      hi: 'आपके हस्ताक्षरित ऋण दस्तावेज़',
      zh: '您已签署的贷款文件',
    },
    body: {
      en: '{{proName}}: you signed the loan agreement, sanction letter and Key Fact Statement for loan {{orderNo}} from {{lenderName}}. Open My Loan > Agreements in the app to read or download them.',
      hi: '{{proName}}: आपने {{lenderName}} के ऋण {{orderNo}} के लिए ऋण अनुबंध, स्वीकृति पत्र और मुख्य तथ्य विवरण पर हस्ताक्षर किए। इन्हें पढ़ने या डाउनलोड करने के लिए ऐप में मेरा लोन > अनुबंध खोलें।',
      zh: '{{proName}}：您已签署{{lenderName}} 的借款 {{orderNo}} 的贷款协议、贷款批准函和关键事实声明。可在应用的"我的借款 > 协议"中查看或下载。',
    },
  },
  loan_disbursed: {
    title: {
      en: 'Money sent to your bank',
      hi: 'पैसे आपके बैंक में भेज दिए गए',
      zh: '款项已转入您的银行账户',
    },
    body: {
      en: '{{proName}}: your loan of {{amount}} from {{lenderName}} has been sent to your bank account ending {{last4}}, reference {{utr}}. Your first instalment is due on {{date}}.',
      hi: '{{proName}}: {{lenderName}} से आपके ऋण के {{amount}} आपके {{last4}} पर समाप्त होने वाले बैंक खाते में भेज दिए गए हैं, संदर्भ {{utr}}। आपकी पहली किस्त {{date}} को देय है।',
      zh: '{{proName}}：{{lenderName}} 发放的借款 {{amount}} 已转入您尾号 {{last4}} 的银行账户，参考号 {{utr}}。首期还款日为 {{date}}。',
    },
  },
  payout_failed: {
    title: {
      en: 'Payment to your bank failed',
      hi: 'आपके बैंक में भुगतान विफल रहा',
      zh: '向您的银行付款失败',
    },
    body: {
      en: '{{proName}}: bank card info incorrect, payment failed. Please modify it before the valid date ({{date}}).',
      hi: '{{proName}}: बैंक कार्ड की जानकारी गलत है, भुगतान विफल रहा। कृपया वैध तिथि ({{date}}) से पहले इसे बदलें।',
      zh: '{{proName}}：银行卡信息有误，打款失败，请在有效期（{{date}}）前修改。',
    },
  },
  order_canceled: {
    title: {
      en: 'Withdrawal canceled',
      hi: 'निकासी रद्द की गई',
      zh: '提现已取消',
    },
    body: {
      en: '{{proName}}: the bank details were not corrected in time, so your withdrawal of {{amount}} from {{lenderName}} was canceled. Your credit limit is available again.',
      hi: '{{proName}}: बैंक विवरण समय पर ठीक नहीं किए गए, इसलिए {{lenderName}} से {{amount}} की आपकी निकासी रद्द कर दी गई। आपकी क्रेडिट सीमा फिर से उपलब्ध है।',
      zh: '{{proName}}：银行信息未在期限内更正，您向 {{lenderName}} 申请的 {{amount}} 提现已取消，额度已恢复。',
    },
  },
  payout_bank_update_requested: {
    title: {
      en: 'Please enter your bank account again',
      hi: 'कृपया अपना बैंक खाता फिर से दर्ज करें',
      zh: '请重新填写您的银行账户',
    },
    body: {
      en: '{{proName}}: your bank could not accept the payment of {{amount}} from {{lenderName}} to the account ending {{last4}}. Please open the app and enter your bank account again before {{date}}. We will never ask for your bank password, PIN or OTP.',
      hi: '{{proName}}: आपका बैंक {{lenderName}} से {{amount}} का भुगतान {{last4}} पर समाप्त होने वाले खाते में स्वीकार नहीं कर सका। कृपया ऐप खोलें और {{date}} से पहले अपना बैंक खाता फिर से दर्ज करें। हम कभी भी आपका बैंक पासवर्ड, PIN या OTP नहीं मांगेंगे।',
      zh: '{{proName}}：您的银行无法接收{{lenderName}} 向尾号 {{last4}} 的账户支付的 {{amount}}。请在 {{date}} 前打开应用重新填写您的银行账户。我们绝不会索要您的银行密码、PIN 或 OTP。',
    },
  },
  order_canceled_by_lender: {
    title: {
      en: 'Withdrawal canceled',
      hi: 'निकासी रद्द की गई',
      zh: '提现已取消',
    },
    body: {
      en: '{{proName}}: we could not pay your withdrawal of {{amount}} from {{lenderName}} to your bank, so it was canceled. No money was sent and you owe nothing for it. Your credit limit is available again.',
      hi: '{{proName}}: हम {{lenderName}} से {{amount}} की आपकी निकासी आपके बैंक में नहीं भेज सके, इसलिए इसे रद्द कर दिया गया। कोई पैसा नहीं भेजा गया और इसके लिए आप पर कुछ बकाया नहीं है। आपकी क्रेडिट सीमा फिर से उपलब्ध है।',
      zh: '{{proName}}：我们未能将您向{{lenderName}} 申请的 {{amount}} 提现支付到您的银行账户，该提现已取消。未转出任何款项，您无需为此支付任何费用。额度已恢复。',
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
      en: '{{proName}}: your credit limit of {{amount}} from {{lenderName}} is ready. Open the app to withdraw it.',
      hi: '{{proName}}: {{lenderName}} से आपकी {{amount}} की क्रेडिट सीमा तैयार है। निकालने के लिए ऐप खोलें।',
      zh: '{{proName}}：{{lenderName}} 为您核定的 {{amount}} 额度已可用，打开应用即可提现。',
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
  repayment_received: {
    title: { en: 'Repayment received', hi: 'भुगतान प्राप्त हुआ', zh: '已收到还款' },
    body: {
      en: '{{proName}}: we received {{amount}} for loan {{orderNo}} from {{lenderName}}. Still owed: {{owed}}.',
      hi: '{{proName}}: हमें {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} प्राप्त हुए। शेष बकाया: {{owed}}।',
      zh: '{{proName}}：已收到{{lenderName}} 的借款 {{orderNo}} 的还款 {{amount}}。剩余应还：{{owed}}。',
    },
  },
  repayment_short: {
    title: {
      en: 'Part payment received',
      hi: 'आंशिक भुगतान प्राप्त हुआ',
      zh: '已收到部分还款',
    },
    body: {
      en: '{{proName}}: we received {{amount}} for loan {{orderNo}} from {{lenderName}}. It no longer covered the amount asked (quoted for {{date}}; interest has accrued since), so it counts as a part payment. Still to pay to finish: {{owed}}.',
      hi: '{{proName}}: हमें {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} प्राप्त हुए। यह माँगी गई राशि ({{date}} के लिए बताई गई; तब से ब्याज जुड़ा है) के लिए पर्याप्त नहीं था, इसलिए इसे आंशिक भुगतान माना गया है। पूरा करने के लिए शेष: {{owed}}।',
      zh: '{{proName}}：已收到{{lenderName}} 的借款 {{orderNo}} 的还款 {{amount}}。该金额已不足以支付所需金额（报价日期为 {{date}}，此后已产生利息），因此按部分还款入账。仍需支付：{{owed}}。',
    },
  },
  loan_settled: {
    title: { en: 'Loan settled', hi: 'ऋण चुका दिया गया', zh: '借款已结清' },
    body: {
      en: '{{proName}}: loan {{orderNo}} from {{lenderName}} is fully repaid. Thank you! Your credit limit is available again.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} पूरी तरह चुका दिया गया है। धन्यवाद! आपकी क्रेडिट सीमा फिर से उपलब्ध है।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 已全部还清，感谢您！您的额度已恢复可用。',
    },
  },
  loan_extended: {
    title: { en: 'Repayment date extended', hi: 'भुगतान की तिथि बढ़ा दी गई', zh: '还款日已展期' },
    body: {
      en: '{{proName}}: we received {{amount}} for the extension of loan {{orderNo}} from {{lenderName}}. Your next repayment is due on {{date}}.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} की अवधि बढ़ाने के लिए हमें {{amount}} प्राप्त हुए। आपका अगला भुगतान {{date}} को देय है।',
      zh: '{{proName}}：已收到{{lenderName}} 的借款 {{orderNo}} 的展期费用 {{amount}}。下次还款日为 {{date}}。',
    },
  },
  loan_cooling_off_exit: {
    title: {
      en: 'Loan canceled in the cooling-off period',
      hi: 'कूलिंग-ऑफ़ अवधि में ऋण रद्द',
      zh: '借款已在冷静期内取消',
    },
    body: {
      en: '{{proName}}: we received {{amount}} and loan {{orderNo}} from {{lenderName}} is closed without penalty.',
      hi: '{{proName}}: हमें {{amount}} प्राप्त हुए और {{lenderName}} के ऋण {{orderNo}} बिना किसी दंड के बंद कर दिया गया है।',
      zh: '{{proName}}：已收到 {{amount}}，{{lenderName}} 的借款 {{orderNo}} 已无罚金关闭。',
    },
  },
  repayment_failed: {
    title: { en: 'Repayment not confirmed', hi: 'भुगतान की पुष्टि नहीं हुई', zh: '还款未能确认' },
    body: {
      en: '{{proName}}: we could not confirm your payment of {{amount}} for loan {{orderNo}} from {{lenderName}}. Please check the UTR or pay again in the app.',
      hi: '{{proName}}: हम {{lenderName}} के ऋण {{orderNo}} के लिए आपके {{amount}} के भुगतान की पुष्टि नहीं कर सके। कृपया UTR जाँचें या ऐप में फिर से भुगतान करें।',
      zh: '{{proName}}：未能确认您为{{lenderName}} 的借款 {{orderNo}} 支付的 {{amount}}。请核对 UTR 或在应用中重新支付。',
    },
  },
  mandate_debit_notice: {
    title: { en: 'Auto-debit tomorrow', hi: 'कल ऑटो-डेबिट', zh: '明日自动扣款' },
    body: {
      en: '{{proName}}: up to {{amount}} for loan {{orderNo}} from {{lenderName}} will be auto-debited from your account on {{date}}. To pay by hand instead, or to pause auto-debit, open My Loan in the app before then.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए अधिकतम {{amount}} {{date}} को आपके खाते से ऑटो-डेबिट किए जाएँगे। इसके बजाय स्वयं भुगतान करने या ऑटो-डेबिट रोकने के लिए उससे पहले ऐप में मेरा लोन खोलें।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 将于 {{date}} 从您的账户自动扣款，最多 {{amount}}。如需改为自行还款或暂停自动扣款，请在此之前打开应用中的"我的借款"。',
    },
  },
  mandate_debit_cancelled: {
    title: { en: 'No auto-debit taken', hi: 'कोई ऑटो-डेबिट नहीं लिया गया', zh: '未自动扣款' },
    body: {
      en: '{{proName}}: the auto-debit announced for {{date}} for loan {{orderNo}} from {{lenderName}} was not taken: nothing is due, or auto-debit is paused or ended.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए {{date}} को सूचित ऑटो-डेबिट नहीं लिया गया: कुछ भी देय नहीं है, या ऑटो-डेबिट रुका हुआ या समाप्त है।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 原定于 {{date}} 的自动扣款未执行：无应还款项，或自动扣款已暂停或终止。',
    },
  },
  mandate_debit_failed_funds: {
    title: { en: 'Auto-debit failed', hi: 'ऑटो-डेबिट विफल', zh: '自动扣款失败' },
    body: {
      en: '{{proName}}: the auto-debit of {{amount}} for loan {{orderNo}} from {{lenderName}} failed: there was not enough money in your account. The amount is still due; pay in the app, or we will try again after a new notice.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} का ऑटो-डेबिट विफल रहा: आपके खाते में पर्याप्त पैसे नहीं थे। राशि अभी भी देय है; ऐप में भुगतान करें, या नई सूचना के बाद हम फिर से प्रयास करेंगे।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 自动扣款失败：您的账户余额不足。该款项仍需偿还；请在应用中还款，或我们将在新的通知后再次尝试。',
    },
  },
  mandate_debit_failed_funds_charged: {
    title: { en: 'Auto-debit failed', hi: 'ऑटो-डेबिट विफल', zh: '自动扣款失败' },
    body: {
      en: '{{proName}}: the auto-debit of {{amount}} for loan {{orderNo}} from {{lenderName}} failed: there was not enough money in your account. As your loan agreement states, a charge of {{charge}} for the failed debit was added to instalment {{number}}. The amount is still due; pay in the app, or we will try again after a new notice.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} का ऑटो-डेबिट विफल रहा: आपके खाते में पर्याप्त पैसे नहीं थे। आपके ऋण समझौते के अनुसार, विफल डेबिट का {{charge}} शुल्क किस्त {{number}} में जोड़ा गया। राशि अभी भी देय है; ऐप में भुगतान करें, या नई सूचना के बाद हम फिर से प्रयास करेंगे।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 自动扣款失败：您的账户余额不足。按借款协议约定，扣款失败费用 {{charge}} 已计入第 {{number}} 期。该款项仍需偿还；请在应用中还款，或我们将在新的通知后再次尝试。',
    },
  },
  mandate_debit_failed_declined: {
    title: { en: 'Auto-debit failed', hi: 'ऑटो-डेबिट विफल', zh: '自动扣款失败' },
    body: {
      en: '{{proName}}: the auto-debit of {{amount}} for loan {{orderNo}} from {{lenderName}} failed: your bank declined it or the mandate is not active. The amount is still due; please pay in the app.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} का ऑटो-डेबिट विफल रहा: आपके बैंक ने इसे अस्वीकार किया या मैंडेट सक्रिय नहीं है। राशि अभी भी देय है; कृपया ऐप में भुगतान करें।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 自动扣款失败：您的银行拒绝了扣款或授权未生效。该款项仍需偿还，请在应用中还款。',
    },
  },
  mandate_debit_failed_error: {
    title: { en: 'Auto-debit failed', hi: 'ऑटो-डेबिट विफल', zh: '自动扣款失败' },
    body: {
      en: '{{proName}}: the auto-debit of {{amount}} for loan {{orderNo}} from {{lenderName}} failed because of a fault at the payment system; nothing was taken. The amount is still due; pay in the app, or we will try again after a new notice.',
      hi: '{{proName}}: भुगतान प्रणाली में खराबी के कारण {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} का ऑटो-डेबिट विफल रहा; कुछ भी नहीं लिया गया। राशि अभी भी देय है; ऐप में भुगतान करें, या नई सूचना के बाद हम फिर से प्रयास करेंगे।',
      zh: '{{proName}}：由于支付系统故障，{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 自动扣款失败，未扣取任何款项。该款项仍需偿还；请在应用中还款，或我们将在新的通知后再次尝试。',
    },
  },
  mandate_debit_refund: {
    title: { en: 'Auto-debit refund', hi: 'ऑटो-डेबिट रिफ़ंड', zh: '自动扣款退款' },
    body: {
      en: '{{proName}}: the auto-debit of {{amount}} for loan {{orderNo}} from {{lenderName}} was more than was due, as you had already paid. {{owed}} is refunded to your bank account.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के लिए {{amount}} का ऑटो-डेबिट देय राशि से अधिक था, क्योंकि आप पहले ही भुगतान कर चुके थे। {{owed}} आपके बैंक खाते में वापस भेजे जा रहे हैं।',
      zh: '{{proName}}：由于您已还款，{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 自动扣款超出应还金额，{{owed}} 将退回您的银行账户。',
    },
  },
  repayment_reminder: {
    title: { en: 'Repayment reminder', hi: 'भुगतान अनुस्मारक', zh: '还款提醒' },
    body: {
      en: '{{proName}}: {{amount}} of loan {{orderNo}} from {{lenderName}} is due on {{date}}. Pay on time to unlock a higher limit. After the due date: penal charges of {{penalRate}}% a day on the overdue amount and a one-time penalty fee of {{penaltyFee}}.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के {{amount}} {{date}} को देय हैं। अधिक सीमा पाने के लिए समय पर भुगतान करें। देय तिथि के बाद: बकाया राशि पर {{penalRate}}% प्रतिदिन दंड शुल्क और एक बार {{penaltyFee}} की पेनल्टी फीस।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 将于 {{date}} 到期。按时还款可提升额度。逾期后：按逾期金额每日收取 {{penalRate}}% 罚息，并一次性收取 {{penaltyFee}} 罚金。',
    },
  },
  repayment_due_today: {
    title: { en: 'Repayment due today', hi: 'भुगतान आज देय है', zh: '今日到期还款' },
    body: {
      en: '{{proName}}: {{amount}} of loan {{orderNo}} from {{lenderName}} is due today. Pay in the app today to avoid penal charges: {{penalRate}}% a day on the overdue amount and a one-time penalty fee of {{penaltyFee}}.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} के {{amount}} आज देय हैं। दंड शुल्क (बकाया राशि पर {{penalRate}}% प्रतिदिन और एक बार {{penaltyFee}} की पेनल्टी फीस) से बचने के लिए आज ऐप में भुगतान करें।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 的 {{amount}} 今日到期，请今日在应用中还款，以免产生罚息（按逾期金额每日 {{penalRate}}%）及一次性罚金 {{penaltyFee}}。',
    },
  },
  repayment_overdue: {
    title: { en: 'Repayment overdue', hi: 'भुगतान बकाया है', zh: '还款已逾期' },
    body: {
      en: '{{proName}}: loan {{orderNo}} from {{lenderName}} is {{days}} {{days|day|days}} overdue; {{amount}} is owed now, of which {{penal}} in penal charges ({{penalRate}}% a day on the overdue amount, and the penalty fee). Please repay or extend in the app.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} {{days}} दिन से बकाया है; अभी {{amount}} देय हैं, जिसमें {{penal}} दंड शुल्क (बकाया राशि पर {{penalRate}}% प्रतिदिन और पेनल्टी फीस) शामिल है। कृपया ऐप में भुगतान करें या अवधि बढ़ाएँ।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 已逾期 {{days}} 天，当前应还 {{amount}}，其中罚息及罚金 {{penal}}（按逾期金额每日 {{penalRate}}%，另加罚金）。请在应用中还款或展期。',
    },
  },
  penal_levied: {
    title: { en: 'Penal charges added', hi: 'दंड शुल्क जोड़ा गया', zh: '已收取罚息及罚金' },
    body: {
      en: '{{proName}}: instalment {{number}} of loan {{orderNo}} from {{lenderName}} was not paid by its due date, {{date}}, so penal charges of {{amount}} were added today: a one-time penalty fee of {{penaltyFee}} and {{penalRate}}% a day on the overdue amount. Repay or extend in the app to stop them.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} की किस्त {{number}} देय तिथि {{date}} तक नहीं चुकाई गई, इसलिए आज {{amount}} दंड शुल्क जोड़ा गया: एक बार की पेनल्टी फीस {{penaltyFee}} और बकाया राशि पर {{penalRate}}% प्रतिदिन। इन्हें रोकने के लिए ऐप में भुगतान करें या अवधि बढ़ाएँ।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 第 {{number}} 期未在到期日 {{date}} 前还款，今日已收取罚息及罚金共 {{amount}}：一次性罚金 {{penaltyFee}}，以及按逾期金额每日 {{penalRate}}% 的罚息。请在应用中还款或展期以停止计收。',
    },
  },
  limit_offer: {
    title: { en: 'A higher limit for you', hi: 'आपके लिए अधिक सीमा', zh: '为您提升额度' },
    body: {
      en: '{{proName}}: thank you for repaying on time. You can now borrow up to {{amount}} for up to {{months}} months. Accept the offer in My Loan.',
      hi: '{{proName}}: समय पर भुगतान के लिए धन्यवाद। अब आप {{months}} महीने तक के लिए {{amount}} तक उधार ले सकते हैं। मेरा लोन में ऑफ़र स्वीकार करें।',
      zh: '{{proName}}：感谢您按时还款。您现在最高可借 {{amount}}，期限最长 {{months}} 个月。请在"我的借款"中接受该额度。',
    },
  },
  account_deletion_requested: {
    title: { en: 'Account deletion requested', hi: 'खाता हटाने का अनुरोध मिला', zh: '已收到注销账户申请' },
    body: {
      en: '{{proName}}: we received your request to delete your account. Customer service will process it within {{days}} days and tell you when it is done. Records the law requires us to keep are kept; everything else is erased.',
      hi: '{{proName}}: हमें आपका खाता हटाने का अनुरोध मिला। ग्राहक सेवा {{days}} दिनों के भीतर इसे पूरा करेगी और आपको सूचित करेगी। कानून द्वारा आवश्यक रिकॉर्ड रखे जाएँगे; बाकी सब मिटा दिया जाएगा।',
      zh: '{{proName}}：我们已收到您的注销账户申请。客服将在 {{days}} 天内处理并通知您。法律要求保留的记录将被保留，其余信息将被删除。',
    },
  },
  account_deletion_processed: {
    title: { en: 'Account deleted', hi: 'खाता हटा दिया गया', zh: '账户已注销' },
    body: {
      en: '{{proName}}: your account has been deleted and your personal data erased. Thank you for using {{proName}}.',
      hi: '{{proName}}: आपका खाता हटा दिया गया है और आपका व्यक्तिगत डेटा मिटा दिया गया है। {{proName}} का उपयोग करने के लिए धन्यवाद।',
      zh: '{{proName}}：您的账户已注销，个人数据已删除。感谢您使用 {{proName}}。',
    },
  },
  account_deletion_processed_kept: {
    title: { en: 'Account deleted', hi: 'खाता हटा दिया गया', zh: '账户已注销' },
    body: {
      en: '{{proName}}: your account has been deleted. Your KYC and loan records are kept for 5 years, as the law requires; everything else is erased.',
      hi: '{{proName}}: आपका खाता हटा दिया गया है। कानून के अनुसार आपके KYC और ऋण रिकॉर्ड 5 वर्ष तक रखे जाएँगे; बाकी सब मिटा दिया गया है।',
      zh: '{{proName}}：您的账户已注销。按法律要求，您的 KYC 和贷款记录将保留 5 年；其余信息均已删除。',
    },
  },
  welcome_coupon: {
    title: {
      en: 'Welcome! {{amount}} off your first loan',
      hi: 'स्वागत है! आपके पहले ऋण पर {{amount}} की छूट',
      zh: '欢迎！首笔借款立减 {{amount}}',
    },
    body: {
      en: 'Your credit line is ready, and a {{amount}} withdrawal coupon is waiting in My coupons. It comes off the fees of your first loan, until {{date}}.',
      hi: 'आपकी क्रेडिट लाइन तैयार है, और {{amount}} का निकासी कूपन मेरे कूपन में है। यह {{date}} तक आपके पहले ऋण के शुल्क से घटेगा।',
      zh: '您的授信额度已就绪，{{amount}} 提现优惠券已放入"我的优惠券"。可在 {{date}} 前抵扣首笔借款的费用。',
    },
  },
  staff_coupon: {
    title: {
      en: 'A {{amount}} coupon for you',
      hi: 'आपके लिए {{amount}} का कूपन',
      zh: '送您一张 {{amount}} 优惠券',
    },
    body: {
      en: '{{proName}}: a {{amount}} coupon is waiting in My coupons. Use it until {{date}}.',
      hi: '{{proName}}: {{amount}} का कूपन मेरे कूपन में आपका इंतज़ार कर रहा है। {{date}} तक इसका उपयोग करें।',
      zh: '{{proName}}：{{amount}} 优惠券已放入"我的优惠券"，有效期至 {{date}}。',
    },
  },
  home_screen_coupon: {
    title: {
      en: '{{amount}} off your next repayment',
      hi: 'आपके अगले भुगतान पर {{amount}} की छूट',
      zh: '下次还款立减 {{amount}}',
    },
    body: {
      en: 'Thank you for adding the app to your home screen. A {{amount}} coupon is waiting in My coupons: use it on your next repayment, until {{date}}.',
      hi: 'ऐप को होम स्क्रीन पर जोड़ने के लिए धन्यवाद। {{amount}} का कूपन मेरे कूपन में है: {{date}} तक अपने अगले भुगतान पर इसका उपयोग करें।',
      zh: '感谢您将应用添加到主屏幕。{{amount}} 优惠券已放入"我的优惠券"，可在 {{date}} 前用于下次还款。',
    },
  },
  referral_reward: {
    title: { en: 'You earned a referral reward', hi: 'आपको रेफ़रल इनाम मिला', zh: '您获得了邀请奖励' },
    body: {
      en: "{{proName}}: your friend's loan earned you a {{amount}} coupon. It is waiting in My coupons; see every reward under Invite friends.",
      hi: '{{proName}}: आपके मित्र के लोन से आपको {{amount}} का कूपन मिला। यह मेरे कूपन में है; सभी इनाम दोस्तों को आमंत्रित करें में देखें।',
      zh: '{{proName}}：您好友的借款为您赢得了 {{amount}} 优惠券，已放入"我的优惠券"；所有奖励请在"邀请好友"中查看。',
    },
  },
  referral_bonus: {
    title: { en: 'Your sign-up bonus', hi: 'आपका साइन-अप बोनस', zh: '您的注册奖励' },
    body: {
      en: "{{proName}}: you joined with a friend's invitation, so your first loan earned you a {{amount}} coupon. It is waiting in My coupons.",
      hi: '{{proName}}: आप एक मित्र के निमंत्रण से जुड़े, इसलिए आपके पहले लोन पर आपको {{amount}} का कूपन मिला। यह मेरे कूपन में है।',
      zh: '{{proName}}：您通过好友邀请注册，首笔借款为您赢得了 {{amount}} 优惠券，已放入"我的优惠券"。',
    },
  },
  // Sent before a recovery agent may contact the borrower (RBI Fair Practices Code; decision 086).
  recovery_agent_assigned: {
    title: {
      en: 'A recovery agent for loan {{orderNo}}',
      hi: 'ऋण {{orderNo}} के लिए वसूली एजेंट',
      zh: '借款 {{orderNo}} 的催收代理人',
    },
    body: {
      en: '{{proName}}: {{lenderName}} has authorised {{agentName}} of {{agencyName}} (phone {{agentPhone}}) to contact you about the overdue amount of loan {{orderNo}}. No one else may collect on our behalf; calls only between 08:00 and 19:00. The list of our agents is in the app under Recovery agents.',
      hi: '{{proName}}: {{lenderName}} ने {{agencyName}} के {{agentName}} (फ़ोन {{agentPhone}}) को ऋण {{orderNo}} की बकाया राशि के बारे में आपसे संपर्क करने के लिए अधिकृत किया है। हमारी ओर से कोई और वसूली नहीं कर सकता; कॉल केवल 08:00 से 19:00 के बीच। हमारे एजेंटों की सूची ऐप में वसूली एजेंट में है।',
      zh: '{{proName}}：{{lenderName}} 已授权 {{agencyName}} 的 {{agentName}}（电话 {{agentPhone}}）就借款 {{orderNo}} 的逾期金额与您联系。其他任何人均无权代表我们催收；仅在 08:00 至 19:00 之间致电。我们的代理人名单见应用中的"催收代理人"。',
    },
  },
  // Before a loan's first default is reported to the credit bureaus (RBI's credit information directions; decision 089).
  bureau_default_notice: {
    title: {
      en: 'Loan {{orderNo}} is overdue: it will be reported to the credit bureaus',
      hi: 'ऋण {{orderNo}} अतिदेय है: इसकी सूचना क्रेडिट ब्यूरो को दी जाएगी',
      zh: '借款 {{orderNo}} 已逾期：将报送征信机构',
    },
    body: {
      en: '{{proName}}: loan {{orderNo}} from {{lenderName}} is overdue by {{amount}}. If it is still unpaid, it will be reported as overdue to the credit information companies (CIBIL, Equifax, Experian, CRIF) from {{date}}, which can lower your credit score. Pay in the app under My Loan to avoid this.',
      hi: '{{proName}}: {{lenderName}} के ऋण {{orderNo}} पर {{amount}} अतिदेय है। यदि यह तब तक नहीं चुकाया गया, तो {{date}} से इसकी सूचना अतिदेय के रूप में क्रेडिट सूचना कंपनियों (CIBIL, Equifax, Experian, CRIF) को दी जाएगी, जिससे आपका क्रेडिट स्कोर घट सकता है। इससे बचने के लिए ऐप में मेरा लोन से भुगतान करें।',
      zh: '{{proName}}：{{lenderName}} 的借款 {{orderNo}} 已逾期 {{amount}}。如仍未还款，自 {{date}} 起将作为逾期报送信用信息公司（CIBIL、Equifax、Experian、CRIF），可能降低您的信用评分。请在应用的"我的借款"中还款以避免此情况。',
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
  const fill = (text: string) => fillTemplate(text, params);
  const texts = MESSAGE_TEMPLATES[template];
  return { title: fill(texts.title[lang]), body: fill(texts.body[lang]) };
}
