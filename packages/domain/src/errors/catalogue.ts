import { fillTemplate } from '../i18n/fill-template';
import type { Lang } from '../i18n/lang';

/**
 * Every error a user can meet, with its stable code and its message in each
 * language. Messages quoted in spec §5 and §8 are binding: keep their English
 * wording. The API maps codes to HTTP statuses (apps/api/src/http/error-status.ts);
 * the web app shows `message` as it arrives, or looks a code up here when the
 * server could not be reached.
 */
export const ERROR_CATALOGUE = {
  // --- spec §8 ---
  NETWORK_ABNORMAL: {
    en: 'Network abnormal, please check your mobile data or Wi-Fi.',
    hi: 'नेटवर्क में समस्या है, कृपया अपना मोबाइल डेटा या वाई-फ़ाई जाँचें।',
    zh: '网络异常，请检查移动数据或 Wi-Fi。',
  },
  TOO_FREQUENT: {
    en: 'Operating too frequently, try again later.',
    hi: 'आप बहुत बार प्रयास कर रहे हैं, कृपया बाद में पुनः प्रयास करें।',
    zh: '操作过于频繁，请稍后再试。',
  },
  SMS_LIMIT: {
    en: 'SMS limit reached, try again tomorrow.',
    hi: 'SMS की सीमा पूरी हो गई है, कृपया कल पुनः प्रयास करें।',
    zh: '短信次数已达上限，请明天再试。',
  },
  SECURITY_LOCK: {
    en: 'Security mechanism triggered, please wait.',
    hi: 'सुरक्षा व्यवस्था सक्रिय हो गई है, कृपया प्रतीक्षा करें।',
    zh: '已触发安全机制，请稍候。',
  },
  OTP_INCORRECT: {
    en: 'Verification code incorrect, please re-enter.',
    hi: 'सत्यापन कोड गलत है, कृपया दोबारा दर्ज करें।',
    zh: '验证码错误，请重新输入。',
  },
  PHOTO_RETAKE: {
    en: 'There is a problem with the photo, please retake it.',
    hi: 'फ़ोटो में समस्या है, कृपया दोबारा फ़ोटो लें।',
    zh: '照片有问题，请重新拍摄。',
  },
  DAILY_CHANCES_USED: {
    en: "Today's chances are used up, please try again tomorrow.",
    hi: 'आज के सभी अवसर समाप्त हो गए हैं, कृपया कल पुनः प्रयास करें।',
    zh: '今日次数已用完，请明天再试。',
  },
  BANK_CARD_INCORRECT: {
    en: 'Bank card incorrect, please fix it first.',
    hi: 'बैंक कार्ड की जानकारी गलत है, कृपया पहले उसे ठीक करें।',
    zh: '银行卡信息有误，请先修改。',
  },
  PAYOUT_BANK_INVALID: {
    en: 'Bank card info incorrect, payment failed. Please modify it before the valid date ({{date}}).',
    hi: 'बैंक कार्ड की जानकारी गलत है, भुगतान विफल रहा। कृपया वैध तिथि ({{date}}) से पहले इसे बदलें।',
    zh: '银行卡信息有误，打款失败，请在有效期（{{date}}）前修改。',
  },
  OUTSTANDING_ORDER: {
    en: 'Please repay first; outstanding orders exist.',
    hi: 'कृपया पहले भुगतान करें; बकाया ऑर्डर मौजूद हैं।',
    zh: '请先还款，存在未结清的订单。',
  },
  AGREEMENT_REQUIRED: {
    en: 'Please read and agree to the Loan Agreement and Sanction Letter first.',
    hi: 'कृपया पहले ऋण अनुबंध और स्वीकृति पत्र पढ़ें और उनसे सहमत हों।',
    zh: '请先阅读并同意《借款协议》和《批准函》。',
  },
  COUPON_UNAVAILABLE: {
    en: 'Unavailable coupon: usable only once, and not usable now if the required amount was not paid.',
    hi: 'कूपन उपलब्ध नहीं: इसे केवल एक बार उपयोग किया जा सकता है, और आवश्यक राशि का भुगतान न होने पर अभी उपयोग नहीं किया जा सकता।',
    zh: '优惠券不可用：仅可使用一次，未达到使用金额时暂不可用。',
  },
  APPLICATION_DECLINED: {
    en: 'Sorry, we cannot approve your application at this time.',
    hi: 'क्षमा करें, हम इस समय आपका आवेदन स्वीकृत नहीं कर सकते।',
    zh: '抱歉，我们暂时无法批准您的申请。',
  },
  REAPPLY_LATER: {
    en: 'Not approved, please reapply after {{date}}.',
    hi: 'स्वीकृत नहीं हुआ, कृपया {{date}} के बाद पुनः आवेदन करें।',
    zh: '未获批准，请于 {{date}} 之后重新申请。',
  },
  VIDEO_UNSUPPORTED: {
    en: 'Your browser does not support video.',
    hi: 'आपका ब्राउज़र वीडियो का समर्थन नहीं करता।',
    zh: '您的浏览器不支持视频。',
  },
  // --- spec §5 ---
  PHONE_INVALID: {
    en: 'Your mobile phone number format is not correct.',
    hi: 'आपके मोबाइल नंबर का प्रारूप सही नहीं है।',
    zh: '您的手机号码格式不正确。',
  },
  OTP_FORMAT: {
    en: 'Enter the {{length}}-digit verification code.',
    hi: '{{length}} अंकों का सत्यापन कोड दर्ज करें।',
    zh: '请输入 {{length}} 位验证码。',
  },
  OTP_EXPIRED: {
    en: 'The verification code has expired, please get a new one.',
    hi: 'सत्यापन कोड की समय-सीमा समाप्त हो गई है, कृपया नया कोड प्राप्त करें।',
    zh: '验证码已过期，请重新获取。',
  },
  // Spec §5 shows a picture code; the app asks for a proof-of-work check instead (decision 062).
  CAPTCHA_REQUIRED: {
    en: 'Please wait while we check that you are human, then try again.',
    hi: 'कृपया प्रतीक्षा करें, हम जाँच रहे हैं कि आप इंसान हैं, फिर दोबारा प्रयास करें।',
    zh: '正在验证您是真人，请稍候再试。',
  },
  CAPTCHA_INCORRECT: {
    en: 'The human check did not pass or has expired, please try again.',
    hi: 'मानव जाँच सफल नहीं हुई या समाप्त हो गई, कृपया पुनः प्रयास करें।',
    zh: '人机验证未通过或已过期，请重试。',
  },
  PASSWORD_FORMAT: {
    en: 'Password must be 6-12 characters.',
    hi: 'पासवर्ड 6-12 अक्षरों का होना चाहिए।',
    zh: '密码长度须为 6-12 个字符。',
  },
  PASSWORD_INCORRECT: {
    en: 'Phone number or password incorrect, please re-enter.',
    hi: 'मोबाइल नंबर या पासवर्ड गलत है, कृपया दोबारा दर्ज करें।',
    zh: '手机号或密码错误，请重新输入。',
  },
  AADHAAR_INVALID: {
    en: 'Enter the correct 12-digit Aadhaar card number',
    hi: 'सही 12 अंकों का आधार कार्ड नंबर दर्ज करें',
    zh: '请输入正确的 12 位 Aadhaar 卡号',
  },
  PAN_INVALID: {
    en: 'Enter the correct 10-digit PAN card number',
    hi: 'सही 10 अंकों का PAN कार्ड नंबर दर्ज करें',
    zh: '请输入正确的 10 位 PAN 卡号',
  },
  IFSC_INVALID: {
    en: 'Please enter the correct IFSC code',
    hi: 'कृपया सही IFSC कोड दर्ज करें',
    zh: '请输入正确的 IFSC 代码',
  },
  BANK_ACCOUNT_INVALID: {
    en: 'Please enter a valid bank account number',
    hi: 'कृपया मान्य बैंक खाता संख्या दर्ज करें',
    zh: '请输入有效的银行账号',
  },
  BANK_ACCOUNT_MISMATCH: {
    en: 'The bank account numbers entered twice are inconsistent, please reconfirm',
    hi: 'दो बार दर्ज की गई बैंक खाता संख्याएँ मेल नहीं खातीं, कृपया पुनः पुष्टि करें',
    zh: '两次输入的银行账号不一致，请重新确认',
  },
  BANK_SAME_AS_OLD: {
    en: 'Cannot be consistent with the original bank information: the new account must differ from the one the payment failed to (ending {{last4}}).',
    hi: 'नई जानकारी मूल बैंक जानकारी के समान नहीं हो सकती: नया खाता उस खाते से अलग होना चाहिए जिसमें भुगतान विफल हुआ (अंतिम अंक {{last4}})।',
    zh: '不能与原银行信息一致：新账户必须不同于打款失败的账户（尾号 {{last4}}）。',
  },
  WHATSAPP_INVALID: {
    en: 'Input 10 or 12 digits of your whatsapp number',
    hi: 'अपना 10 या 12 अंकों का व्हाट्सऐप नंबर दर्ज करें',
    zh: '请输入 10 位或 12 位 WhatsApp 号码',
  },
  PIN_INVALID: {
    en: 'Please enter the correct pin code',
    hi: 'कृपया सही पिन कोड दर्ज करें',
    zh: '请输入正确的邮政编码',
  },
  EMAIL_INVALID: {
    en: 'Input your correct e-mail address',
    hi: 'अपना सही ई-मेल पता दर्ज करें',
    zh: '请输入正确的电子邮箱地址',
  },
  FEEDBACK_TOO_SHORT: {
    en: 'Feedback needs at least 10 characters.',
    hi: 'प्रतिक्रिया में कम से कम 10 अक्षर होने चाहिए।',
    zh: '反馈内容至少需要 10 个字符。',
  },
  FEEDBACK_TOO_LONG: {
    en: 'Feedback can be at most 1000 characters.',
    hi: 'प्रतिक्रिया में अधिकतम 1000 अक्षर हो सकते हैं।',
    zh: '反馈内容最多 1000 个字符。',
  },
  SCREENSHOT_TYPE_UNSUPPORTED: {
    en: 'Please attach a JPG, PNG or WebP image.',
    hi: 'कृपया JPG, PNG या WebP चित्र संलग्न करें।',
    zh: '请附上 JPG、PNG 或 WebP 格式的图片。',
  },
  SCREENSHOT_TOO_LARGE: {
    en: 'The screenshot is too large. Please attach an image of at most 5 MB.',
    hi: 'स्क्रीनशॉट बहुत बड़ा है। कृपया अधिकतम 5 MB का चित्र संलग्न करें।',
    zh: '截图过大，请附上不超过 5 MB 的图片。',
  },
  WITHDRAW_AMOUNT_INVALID: {
    en: 'The withdrawal amount must be greater than 2000 and less than 10,000,000.',
    hi: 'निकासी राशि 2000 से अधिक और 1,00,00,000 से कम होनी चाहिए।',
    zh: '提现金额须大于 2000 且小于 10,000,000。',
  },
  UTR_INVALID: {
    en: 'A repayment needs a 12-digit UTR or it fails.',
    hi: 'भुगतान के लिए 12 अंकों का UTR आवश्यक है, अन्यथा यह विफल हो जाएगा।',
    zh: '还款需要 12 位 UTR，否则将失败。',
  },
  // --- spec §5 contact rules (the spec does not show their wording) ---
  CONTACTS_COUNT: {
    en: 'Please add exactly three emergency contacts.',
    hi: 'कृपया ठीक तीन आपातकालीन संपर्क जोड़ें।',
    zh: '请填写三位紧急联系人。',
  },
  CONTACT_NAME_REQUIRED: {
    en: "Please enter the contact's name.",
    hi: 'कृपया संपर्क का नाम दर्ज करें।',
    zh: '请输入联系人姓名。',
  },
  CONTACT_PHONE_REQUIRED: {
    en: "The contact's phone number cannot be empty.",
    hi: 'संपर्क का फ़ोन नंबर खाली नहीं हो सकता।',
    zh: '联系人电话不能为空。',
  },
  CONTACT_RELATIONSHIP_REQUIRED: {
    en: 'Please choose your relationship with this contact.',
    hi: 'कृपया इस संपर्क से अपना संबंध चुनें।',
    zh: '请选择您与该联系人的关系。',
  },
  CONTACT_PHONE_DUPLICATE: {
    en: 'Two contacts cannot have the same phone number.',
    hi: 'दो संपर्कों का फ़ोन नंबर एक जैसा नहीं हो सकता।',
    zh: '两位联系人的电话号码不能相同。',
  },
  CONTACT_IS_OWN_PHONE: {
    en: 'A contact cannot have your own registered phone number.',
    hi: 'किसी संपर्क का नंबर आपका अपना पंजीकृत नंबर नहीं हो सकता।',
    zh: '联系人电话不能是您本人的注册号码。',
  },
  CONTACT_IS_WHATSAPP: {
    en: 'A contact cannot have your WhatsApp number.',
    hi: 'किसी संपर्क का नंबर आपका व्हाट्सऐप नंबर नहीं हो सकता।',
    zh: '联系人电话不能是您的 WhatsApp 号码。',
  },
  // --- application (spec §5 names these errors but not their wording) ---
  NAME_INVALID: {
    en: 'Please enter your name as it appears on your Aadhaar card.',
    hi: 'कृपया अपना नाम आधार कार्ड के अनुसार दर्ज करें।',
    zh: '请按 Aadhaar 卡填写您的姓名。',
  },
  DATE_INVALID: {
    en: 'Please choose a valid date.',
    hi: 'कृपया एक मान्य तिथि चुनें।',
    zh: '请选择有效的日期。',
  },
  COMPANY_NAME_INVALID: {
    en: 'Please enter your company name.',
    hi: 'कृपया अपनी कंपनी का नाम दर्ज करें।',
    zh: '请输入公司名称。',
  },
  ADDRESS_INVALID: {
    en: 'Please enter your detailed address.',
    hi: 'कृपया अपना पूरा पता दर्ज करें।',
    zh: '请输入详细地址。',
  },
  CONSENT_REQUIRED: {
    en: 'Please read and agree to how your information is used first.',
    hi: 'कृपया पहले पढ़ें और सहमति दें कि आपकी जानकारी का उपयोग कैसे होगा।',
    zh: '请先阅读并同意我们如何使用您的信息。',
  },
  APPLICATION_INCOMPLETE: {
    en: 'Please complete every step of the application first.',
    hi: 'कृपया पहले आवेदन के सभी चरण पूरे करें।',
    zh: '请先完成申请的所有步骤。',
  },
  APPLICATION_LOCKED: {
    en: 'Your application is under review and cannot be changed now.',
    hi: 'आपका आवेदन समीक्षा में है और अभी बदला नहीं जा सकता।',
    zh: '您的申请正在审核中，暂时无法修改。',
  },
  UNDERAGE: {
    en: 'You must be 18 or older to apply for a loan. We cannot take your application.',
    hi: 'ऋण के लिए आवेदन करने हेतु आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए। हम आपका आवेदन स्वीकार नहीं कर सकते।',
    zh: '申请贷款须年满 18 周岁，我们无法受理您的申请。',
  },
  KYC_NOT_VERIFIED: {
    en: 'Please verify your identity first, or choose card photos.',
    hi: 'कृपया पहले अपनी पहचान सत्यापित करें, या कार्ड की फ़ोटो चुनें।',
    zh: '请先完成身份验证，或选择上传证件照片。',
  },
  KYC_MODE_REQUIRED: {
    en: 'Please choose how to verify your identity.',
    hi: 'कृपया चुनें कि आप अपनी पहचान कैसे सत्यापित करेंगे।',
    zh: '请选择身份验证方式。',
  },
  IDENTITY_IN_USE: {
    en: 'This Aadhaar or PAN is already registered to another account.',
    hi: 'यह आधार या पैन पहले से किसी अन्य खाते में पंजीकृत है।',
    zh: '该 Aadhaar 或 PAN 已被其他账户使用。',
  },
  LOAN_NOT_APPROVED: {
    en: 'You do not have an approved credit limit yet.',
    hi: 'आपकी क्रेडिट सीमा अभी स्वीकृत नहीं हुई है।',
    zh: '您尚未获得批准的额度。',
  },
  WITHDRAW_ABOVE_QUOTA: {
    en: 'You can withdraw at most {{amount}}.',
    hi: 'आप अधिकतम {{amount}} निकाल सकते हैं।',
    zh: '您最多可提现 {{amount}}。',
  },
  TERM_NOT_OFFERED: {
    en: 'This loan term is not available to you, please choose another.',
    hi: 'यह ऋण अवधि आपके लिए उपलब्ध नहीं है, कृपया कोई दूसरी चुनें।',
    zh: '您暂不能选择此借款期限，请另选一个。',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request was already sent with different details. Please start again.',
    hi: 'यह अनुरोध पहले ही अलग विवरण के साथ भेजा जा चुका है। कृपया फिर से शुरू करें।',
    zh: '此请求已使用不同的内容提交过，请重新开始。',
  },
  ORDER_NOT_CHANGEABLE: {
    en: 'This order cannot be changed now.',
    hi: 'यह ऑर्डर अभी बदला नहीं जा सकता।',
    zh: '该订单目前无法修改。',
  },
  OFFER_EXPIRED: {
    en: 'This loan offer held until {{date}} and has expired, so it was canceled. Please withdraw again: the loan is priced at the rates applying today.',
    hi: 'यह ऋण प्रस्ताव {{date}} तक मान्य था और समाप्त हो गया है, इसलिए इसे रद्द कर दिया गया। कृपया फिर से निकासी करें: ऋण की कीमत आज की दरों पर तय होगी।',
    zh: '该贷款要约有效期至 {{date}}，现已过期并被取消。请重新提现：贷款将按今日适用的利率定价。',
  },
  CALCULATOR_INPUT_REQUIRED: {
    en: 'The calculator needs loan amount, annual interest rate and term.',
    hi: 'कैलकुलेटर के लिए ऋण राशि, वार्षिक ब्याज दर और अवधि आवश्यक हैं।',
    zh: '计算器需要贷款金额、年利率和期限。',
  },
  UTR_USED: {
    en: 'This UTR has already been used for a repayment. Please check the number.',
    hi: 'यह UTR पहले ही किसी भुगतान के लिए उपयोग हो चुका है। कृपया नंबर जाँचें।',
    zh: '该 UTR 已用于一笔还款，请核对号码。',
  },
  REPAYMENT_IN_PROGRESS: {
    en: 'A repayment of this loan is in progress. Please wait for its result.',
    hi: 'इस ऋण का एक भुगतान प्रगति पर है। कृपया उसके परिणाम की प्रतीक्षा करें।',
    zh: '该借款有一笔还款正在处理中，请等待结果。',
  },
  REPAYMENT_NOT_OPEN: {
    en: 'This repayment is no longer waiting for payment. Please start a new one.',
    hi: 'यह भुगतान अब प्रतीक्षा में नहीं है। कृपया नया भुगतान शुरू करें।',
    zh: '该笔还款已不在待支付状态，请重新发起。',
  },
  QUOTE_EXPIRED: {
    en: 'The amount changed at midnight: today it is {{amount}}. Please check it and confirm again.',
    hi: 'आधी रात को राशि बदल गई: आज यह {{amount}} है। कृपया इसे जाँचें और फिर से पुष्टि करें।',
    zh: '金额已于午夜更新：今日为 {{amount}}。请核对后再次确认。',
  },
  AMOUNT_ABOVE_OUTSTANDING: {
    en: 'The amount is more than you owe. Please enter at most the amount outstanding.',
    hi: 'राशि आपके बकाया से अधिक है। कृपया अधिकतम बकाया राशि दर्ज करें।',
    zh: '金额超过应还金额，请输入不超过待还金额的数字。',
  },
  REPAY_AMOUNT_INVALID: {
    en: 'Please enter an amount of at least Rs 1 in rupees and paise.',
    hi: 'कृपया कम से कम Rs 1 की राशि दर्ज करें।',
    zh: '请输入至少 1 卢比的金额。',
  },
  ORDER_NOT_REPAYABLE: {
    en: 'This loan has nothing to repay now.',
    hi: 'इस ऋण पर अभी कुछ भी चुकाना बाकी नहीं है।',
    zh: '该借款当前无需还款。',
  },
  EXTENSION_LIMIT_REACHED: {
    en: 'No extension is left: this loan allows at most {{max}} in a row until an instalment is paid. Please repay the instalment due.',
    hi: 'अब कोई अवधि विस्तार शेष नहीं है: किसी किस्त के भुगतान तक यह ऋण लगातार अधिकतम {{max}} विस्तार की अनुमति देता है। कृपया देय किस्त चुकाएँ।',
    zh: '展期次数已用完：在还清一期之前，本借款最多可连续展期 {{max}} 次。请偿还到期的分期。',
  },
  COOLING_OFF_CLOSED: {
    en: 'The cooling-off period of this loan has ended. You can repay it in full instead.',
    hi: 'इस ऋण की कूलिंग-ऑफ़ अवधि समाप्त हो गई है। आप इसके बजाय पूरा भुगतान कर सकते हैं।',
    zh: '该借款的冷静期已结束，您可以选择全额还款。',
  },
  OFFER_NOT_OPEN: {
    en: 'This offer is no longer open.',
    hi: 'यह ऑफ़र अब उपलब्ध नहीं है।',
    zh: '该优惠已失效。',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    en: 'The notification signature is not valid.',
    hi: 'सूचना का हस्ताक्षर मान्य नहीं है।',
    zh: '通知签名无效。',
  },
  SIGNATURE_INVALID: {
    en: 'Please sign in the box before you continue.',
    hi: 'आगे बढ़ने से पहले कृपया बॉक्स में हस्ताक्षर करें।',
    zh: '请先在框内签名再继续。',
  },
  SIGN_CODE_INCORRECT: {
    en: 'Verification code incorrect, please re-enter.',
    hi: 'सत्यापन कोड गलत है, कृपया दोबारा दर्ज करें।',
    zh: '验证码错误，请重新输入。',
  },
  SIGN_CODE_EXPIRED: {
    en: 'The code has expired. Please ask for a new one.',
    hi: 'कोड की समय-सीमा समाप्त हो गई है। कृपया नया कोड मँगाएँ।',
    zh: '验证码已过期，请重新获取。',
  },
  SIGN_METHOD_UNAVAILABLE: {
    en: 'This way of signing is not available now. Please go back and sign again.',
    hi: 'हस्ताक्षर का यह तरीका अभी उपलब्ध नहीं है। कृपया वापस जाकर फिर से हस्ताक्षर करें।',
    zh: '此签署方式目前不可用，请返回后重新签署。',
  },
  ESIGN_PENDING: {
    en: 'Your e-sign is not finished yet. Please complete it and come back.',
    hi: 'आपका ई-साइन अभी पूरा नहीं हुआ है। कृपया इसे पूरा करके वापस आएँ।',
    zh: '您的电子签署尚未完成，请完成后再返回。',
  },
  ESIGN_FAILED: {
    en: 'The e-sign was not completed. Please sign again.',
    hi: 'ई-साइन पूरा नहीं हुआ। कृपया फिर से हस्ताक्षर करें।',
    zh: '电子签署未完成，请重新签署。',
  },
  PHOTO_TYPE_UNSUPPORTED: {
    en: 'Please upload a JPG or PNG photo.',
    hi: 'कृपया JPG या PNG फ़ोटो अपलोड करें।',
    zh: '请上传 JPG 或 PNG 格式的照片。',
  },
  // --- issue 31: the face in the photo holding the Aadhaar card (K5, decision 074) ---
  FACE_NOT_FOUND: {
    en: 'We could not see a face in the photo. Please take it again with your face clearly in view, holding your Aadhaar card.',
    hi: 'फ़ोटो में चेहरा दिखाई नहीं दिया। कृपया अपना आधार कार्ड पकड़कर, चेहरा साफ़ दिखाते हुए फ़ोटो दोबारा लें।',
    zh: '照片中未检测到人脸。请手持 Aadhaar 卡、露出清晰的面部后重新拍摄。',
  },
  FACE_MANY: {
    en: 'There is more than one face in the photo. Please take it again with only your own face in view.',
    hi: 'फ़ोटो में एक से ज़्यादा चेहरे हैं। कृपया केवल अपना चेहरा दिखाते हुए फ़ोटो दोबारा लें।',
    zh: '照片中有不止一张人脸。请重新拍摄，画面中只保留您本人的脸。',
  },
  FACE_NOT_LIVE: {
    en: 'This looks like a photo of a photo or of a screen. Please take a new photo of yourself with the camera.',
    hi: 'यह किसी फ़ोटो या स्क्रीन की फ़ोटो लगती है। कृपया कैमरे से अपनी नई फ़ोटो लें।',
    zh: '这看起来是翻拍的照片或屏幕。请用相机重新拍一张您本人的照片。',
  },
  FACE_MISMATCH: {
    en: 'The face in the photo does not match the photo on your verified Aadhaar. Please take the photo yourself, holding your own card.',
    hi: 'फ़ोटो का चेहरा आपके सत्यापित आधार की फ़ोटो से मेल नहीं खाता। कृपया अपना कार्ड पकड़कर स्वयं अपनी फ़ोटो लें।',
    zh: '照片中的人脸与您已验证的 Aadhaar 照片不一致。请手持您本人的卡片，拍摄您本人的照片。',
  },
  PIN_NOT_FOUND: {
    en: 'We could not find this pin code, please check it.',
    hi: 'यह पिन कोड नहीं मिला, कृपया जाँच करें।',
    zh: '未找到该邮政编码，请检查。',
  },
  IFSC_NOT_FOUND: {
    en: 'We could not find this IFSC code, please check it.',
    hi: 'यह IFSC कोड नहीं मिला, कृपया जाँच करें।',
    zh: '未找到该 IFSC 代码，请检查。',
  },
  FAQ_NOT_FOUND: {
    en: 'We could not find this question. Please choose one from the help center.',
    hi: 'यह प्रश्न नहीं मिला। कृपया सहायता केंद्र से कोई प्रश्न चुनें।',
    zh: '未找到该问题，请在帮助中心重新选择。',
  },
  // --- issue 31: DigiLocker, CKYC and PAN verification (K3) ---
  DIGILOCKER_DENIED: {
    en: 'You did not allow DigiLocker to share your Aadhaar, so nothing was shared. Open DigiLocker again and choose Allow, or verify another way.',
    hi: 'आपने DigiLocker को अपना आधार साझा करने की अनुमति नहीं दी, इसलिए कुछ भी साझा नहीं हुआ। DigiLocker फिर से खोलकर "अनुमति दें" चुनें, या किसी दूसरे तरीके से सत्यापन करें।',
    zh: '您未允许 DigiLocker 共享您的 Aadhaar，因此未共享任何信息。请重新打开 DigiLocker 并选择“允许”，或改用其他方式验证。',
  },
  DIGILOCKER_FAILED: {
    en: 'DigiLocker could not sign you in. Please try again, or verify another way.',
    hi: 'DigiLocker आपको साइन इन नहीं कर सका। कृपया फिर से प्रयास करें, या किसी दूसरे तरीके से सत्यापन करें।',
    zh: 'DigiLocker 无法为您登录。请重试，或改用其他方式验证。',
  },
  DIGILOCKER_LINK_INVALID: {
    en: 'This DigiLocker link has expired or was already used. Please start DigiLocker again.',
    hi: 'यह DigiLocker लिंक समाप्त हो गया है या पहले ही उपयोग हो चुका है। कृपया DigiLocker फिर से शुरू करें।',
    zh: '此 DigiLocker 链接已过期或已被使用。请重新开始 DigiLocker 验证。',
  },
  DIGILOCKER_NO_AADHAAR: {
    en: 'Your DigiLocker has no Aadhaar. Please add your Aadhaar in DigiLocker, or verify another way.',
    hi: 'आपके DigiLocker में आधार नहीं है। कृपया DigiLocker में अपना आधार जोड़ें, या किसी दूसरे तरीके से सत्यापन करें।',
    zh: '您的 DigiLocker 中没有 Aadhaar。请先在 DigiLocker 中添加 Aadhaar，或改用其他方式验证。',
  },
  DIGILOCKER_SIGNATURE_INVALID: {
    en: "The Aadhaar from DigiLocker failed UIDAI's signature check, so it was not used. Please try again, or verify another way.",
    hi: 'DigiLocker से मिला आधार UIDAI के हस्ताक्षर की जाँच में विफल रहा, इसलिए उसका उपयोग नहीं किया गया। कृपया फिर से प्रयास करें, या किसी दूसरे तरीके से सत्यापन करें।',
    zh: '来自 DigiLocker 的 Aadhaar 未通过 UIDAI 签名校验，因此未被使用。请重试，或改用其他方式验证。',
  },
  CKYC_NOT_FOUND: {
    en: 'No central KYC record was found for this PAN. Please verify with Aadhaar or DigiLocker.',
    hi: 'इस PAN के लिए कोई केंद्रीय KYC रिकॉर्ड नहीं मिला। कृपया आधार या DigiLocker से सत्यापन करें।',
    zh: '未找到此 PAN 的中央 KYC 记录。请使用 Aadhaar 或 DigiLocker 验证。',
  },
  CKYC_DETAILS_MISMATCH: {
    en: 'The central KYC record of this PAN has another date of birth than the one you entered. Please check your date of birth, or verify with Aadhaar or DigiLocker.',
    hi: 'इस PAN के केंद्रीय KYC रिकॉर्ड में जन्म तिथि आपकी दर्ज की गई तिथि से अलग है। कृपया अपनी जन्म तिथि जाँचें, या आधार या DigiLocker से सत्यापन करें।',
    zh: '此 PAN 的中央 KYC 记录中的出生日期与您填写的不一致。请核对您的出生日期，或使用 Aadhaar 或 DigiLocker 验证。',
  },
  KYC_SERVICE_UNAVAILABLE: {
    en: 'The verification service is not answering right now. Please try again in a few minutes.',
    hi: 'सत्यापन सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
    zh: '验证服务暂时无响应，请几分钟后再试。',
  },
  KYC_IDENTITY_REQUIRED: {
    en: 'Please verify your identity first (Aadhaar, DigiLocker or CKYC), then your PAN.',
    hi: 'कृपया पहले अपनी पहचान सत्यापित करें (आधार, DigiLocker या CKYC), फिर अपना PAN।',
    zh: '请先验证您的身份（Aadhaar、DigiLocker 或 CKYC），再验证 PAN。',
  },
  KYC_TOO_MANY_ATTEMPTS: {
    en: 'You have tried to verify your identity too many times today. Please try again tomorrow.',
    hi: 'आज आपने पहचान सत्यापन के लिए बहुत बार प्रयास किया है। कृपया कल फिर से प्रयास करें।',
    zh: '您今天验证身份的次数过多，请明天再试。',
  },
  // --- issue 31: Aadhaar offline e-KYC and Secure QR (K1) ---
  KYC_ZIP_INVALID: {
    en: 'This is not the Aadhaar ZIP file from UIDAI. Please download it again and upload the ZIP as it is.',
    hi: 'यह UIDAI की आधार ZIP फ़ाइल नहीं है। कृपया इसे फिर से डाउनलोड करें और ZIP को जैसी है वैसी ही अपलोड करें।',
    zh: '这不是 UIDAI 的 Aadhaar ZIP 文件。请重新下载，并原样上传该 ZIP 文件。',
  },
  KYC_FILE_TOO_LARGE: {
    en: 'The file is too large. The Aadhaar ZIP is at most 5 MB and a card photo at most 8 MB.',
    hi: 'फ़ाइल बहुत बड़ी है। आधार ZIP अधिकतम 5 MB और कार्ड की फ़ोटो अधिकतम 8 MB की हो सकती है।',
    zh: '文件过大。Aadhaar ZIP 最大 5 MB，卡片照片最大 8 MB。',
  },
  KYC_SHARE_CODE_FORMAT: {
    en: 'Enter the 4-digit share code you chose when downloading the file.',
    hi: 'फ़ाइल डाउनलोड करते समय चुना गया 4 अंकों का शेयर कोड दर्ज करें।',
    zh: '请输入您下载文件时设置的 4 位共享码。',
  },
  KYC_SHARE_CODE_INCORRECT: {
    en: 'The share code does not open this file. Please check the 4 digits you chose when downloading it.',
    hi: 'यह शेयर कोड इस फ़ाइल को नहीं खोलता। कृपया डाउनलोड करते समय चुने गए 4 अंक जाँचें।',
    zh: '该共享码无法打开此文件。请检查您下载时设置的 4 位数字。',
  },
  KYC_SIGNATURE_INVALID: {
    en: "UIDAI's digital signature on this Aadhaar data is not valid. Please download a fresh copy from UIDAI and try again.",
    hi: 'इस आधार डेटा पर UIDAI का डिजिटल हस्ताक्षर मान्य नहीं है। कृपया UIDAI से नई प्रति डाउनलोड करके फिर से प्रयास करें।',
    zh: '此 Aadhaar 数据上的 UIDAI 数字签名无效。请从 UIDAI 重新下载后再试。',
  },
  KYC_FILE_EXPIRED: {
    en: 'This Aadhaar file is more than {{days}} days old. Please download a new one from UIDAI and upload it.',
    hi: 'यह आधार फ़ाइल {{days}} दिन से अधिक पुरानी है। कृपया UIDAI से नई फ़ाइल डाउनलोड करके अपलोड करें।',
    zh: '此 Aadhaar 文件已超过 {{days}} 天。请从 UIDAI 重新下载后上传。',
  },
  KYC_DATA_INVALID: {
    en: 'We could not read the Aadhaar data in this file. Please download it again from UIDAI.',
    hi: 'हम इस फ़ाइल में आधार डेटा नहीं पढ़ सके। कृपया इसे UIDAI से फिर से डाउनलोड करें।',
    zh: '无法读取此文件中的 Aadhaar 数据。请从 UIDAI 重新下载。',
  },
  KYC_QR_UNREADABLE: {
    en: "We could not read the QR code. Please photograph the card's QR side flat, in good light, with the whole code in view.",
    hi: 'हम QR कोड नहीं पढ़ सके। कृपया कार्ड के QR वाले हिस्से की फ़ोटो सीधी, अच्छी रोशनी में और पूरा कोड दिखाते हुए लें।',
    zh: '无法识别二维码。请在光线充足处平放卡片，拍摄含完整二维码的一面。',
  },
  KYC_QR_NOT_AADHAAR: {
    en: 'This QR code is not an Aadhaar Secure QR code. Please photograph the QR code on your Aadhaar card or e-Aadhaar.',
    hi: 'यह QR कोड आधार सिक्योर QR कोड नहीं है। कृपया अपने आधार कार्ड या ई-आधार पर बने QR कोड की फ़ोटो लें।',
    zh: '这不是 Aadhaar 安全二维码。请拍摄您 Aadhaar 卡或电子 Aadhaar 上的二维码。',
  },
  KYC_NAME_MISMATCH: {
    en: 'The name on this Aadhaar does not match the name you entered. Please use your own Aadhaar.',
    hi: 'इस आधार पर लिखा नाम आपके दर्ज किए गए नाम से मेल नहीं खाता। कृपया अपना ही आधार उपयोग करें।',
    zh: '此 Aadhaar 上的姓名与您填写的姓名不一致。请使用您本人的 Aadhaar。',
  },
  // --- session and transport ---
  AUTH_REQUIRED: {
    en: 'Please log in first.',
    hi: 'कृपया पहले लॉग इन करें।',
    zh: '请先登录。',
  },
  AUTH_INVALID: {
    en: 'Your login information is invalid, please log in again.',
    hi: 'आपकी लॉगिन जानकारी अमान्य है, कृपया फिर से लॉग इन करें।',
    zh: '登录信息无效，请重新登录。',
  },
  SESSION_EXPIRED: {
    en: 'Your login has expired, please log in again.',
    hi: 'आपका लॉगिन समाप्त हो गया है, कृपया फिर से लॉग इन करें।',
    zh: '登录已过期，请重新登录。',
  },
  VALIDATION_FAILED: {
    en: 'Some information is not correct, please check and try again.',
    hi: 'कुछ जानकारी सही नहीं है, कृपया जाँच कर पुनः प्रयास करें।',
    zh: '部分信息不正确，请检查后重试。',
  },
  BODY_INVALID: {
    en: 'The request could not be read.',
    hi: 'अनुरोध पढ़ा नहीं जा सका।',
    zh: '无法读取请求。',
  },
  BODY_TOO_LARGE: {
    en: 'The request is too large.',
    hi: 'अनुरोध बहुत बड़ा है।',
    zh: '请求过大。',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'The request format is not supported.',
    hi: 'अनुरोध का प्रारूप समर्थित नहीं है।',
    zh: '不支持该请求格式。',
  },
  NOT_FOUND: {
    en: 'The page or item was not found.',
    hi: 'पेज या वस्तु नहीं मिली।',
    zh: '未找到页面或内容。',
  },
  METHOD_NOT_ALLOWED: {
    en: 'This action is not allowed here.',
    hi: 'यहाँ यह कार्य अनुमत नहीं है।',
    zh: '此处不允许该操作。',
  },
  MAINTENANCE: {
    en: 'The service is under maintenance, please try again later.',
    hi: 'सेवा का रखरखाव चल रहा है, कृपया बाद में पुनः प्रयास करें।',
    zh: '服务维护中，请稍后再试。',
  },
  SERVICE_BUSY: {
    en: 'The service is busy, please try again in a moment.',
    hi: 'सेवा अभी व्यस्त है, कृपया थोड़ी देर में पुनः प्रयास करें।',
    zh: '服务繁忙，请稍后再试。',
  },
  UPLOAD_BUSY: {
    en: 'Many uploads are being checked right now, please try again in a few seconds.',
    hi: 'अभी कई अपलोड जाँचे जा रहे हैं, कृपया कुछ सेकंड में पुनः प्रयास करें।',
    zh: '当前正在检查的上传较多，请几秒后再试。',
  },
  INTERNAL: {
    en: 'Something went wrong on our side, please try again later.',
    hi: 'हमारी ओर से कुछ गड़बड़ हो गई, कृपया बाद में पुनः प्रयास करें।',
    zh: '系统出现问题，请稍后再试。',
  },
  // --- operations console (staff) ---
  STAFF_LOGIN_FAILED: {
    en: 'E-mail or password incorrect.',
    hi: 'ई-मेल या पासवर्ड गलत है।',
    zh: '邮箱或密码错误。',
  },
  STAFF_TOTP_INCORRECT: {
    en: 'Authenticator code incorrect, please enter the current code.',
    hi: 'ऑथेंटिकेटर कोड गलत है, कृपया मौजूदा कोड दर्ज करें।',
    zh: '验证器代码错误，请输入当前代码。',
  },
  STAFF_CHALLENGE_EXPIRED: {
    en: 'Sign-in timed out, please enter your e-mail and password again.',
    hi: 'साइन-इन का समय समाप्त हो गया, कृपया ई-मेल और पासवर्ड फिर से दर्ज करें।',
    zh: '登录已超时，请重新输入邮箱和密码。',
  },
  STAFF_UNAUTHENTICATED: {
    en: 'Please sign in to the console.',
    hi: 'कृपया कंसोल में साइन इन करें।',
    zh: '请登录管理控制台。',
  },
  STAFF_FORBIDDEN: {
    en: 'Your role does not allow this.',
    hi: 'आपकी भूमिका इसकी अनुमति नहीं देती।',
    zh: '您的角色无权执行此操作。',
  },
  // --- customer service (console) ---
  DELETION_ALREADY_PROCESSED: {
    en: 'This deletion request has already been processed.',
    hi: 'यह हटाने का अनुरोध पहले ही संसाधित हो चुका है।',
    zh: '该注销申请已处理过。',
  },
  GRIEVANCE_ALREADY_RESOLVED: {
    en: 'This grievance has already been resolved.',
    hi: 'इस शिकायत का समाधान पहले ही हो चुका है।',
    zh: '该投诉已处理完毕。',
  },
  FEEDBACK_ALREADY_ESCALATED: {
    en: 'This feedback is already a grievance.',
    hi: 'यह प्रतिक्रिया पहले से एक शिकायत है।',
    zh: '该反馈已升级为投诉。',
  },
  GRIEVANCE_CUSTOMER_UNKNOWN: {
    en: 'No customer has this phone number.',
    hi: 'इस फ़ोन नंबर का कोई ग्राहक नहीं है।',
    zh: '没有使用该手机号的客户。',
  },
  GRIEVANCE_DATE_INVALID: {
    en: 'The day received cannot be in the future or more than a year ago.',
    hi: 'प्राप्ति की तारीख भविष्य में या एक वर्ष से अधिक पुरानी नहीं हो सकती।',
    zh: '收到日期不能是未来日期，也不能早于一年前。',
  },
  STAFF_EMAIL_TAKEN: {
    en: 'A staff member with this e-mail already exists.',
    hi: 'इस ई-मेल से एक स्टाफ़ सदस्य पहले से मौजूद है।',
    zh: '该邮箱的员工账号已存在。',
  },
  STAFF_SELF_CHANGE: {
    en: 'You cannot disable, demote or reset your own account.',
    hi: 'आप अपना खाता अक्षम, पदावनत या रीसेट नहीं कर सकते।',
    zh: '不能停用、降级或重置自己的账号。',
  },
  CONFIG_INVALID: {
    en: 'The configuration cannot be saved: {{field}} must be {{rule}}.',
    hi: 'कॉन्फ़िगरेशन सहेजा नहीं जा सकता: {{field}} का मान {{rule}} होना चाहिए।',
    zh: '无法保存配置：{{field}} 必须为 {{rule}}。',
  },
  CONFIG_VERSION_NOT_FOUND: {
    en: 'There is no such configuration version.',
    hi: 'ऐसा कोई कॉन्फ़िगरेशन संस्करण नहीं है।',
    zh: '没有这个配置版本。',
  },
  CONFIG_STALE: {
    en: 'Someone saved a newer configuration meanwhile. Reload and try again.',
    hi: 'इस बीच किसी ने नया कॉन्फ़िगरेशन सहेजा। दोबारा लोड करके फिर कोशिश करें।',
    zh: '在此期间有人保存了更新的配置，请刷新后重试。',
  },
  PAYOUT_NOT_RETRYABLE: {
    en: 'This payout cannot be retried: the bank refused the account, or it is not stuck or failed.',
    hi: 'इस भुगतान को दोबारा नहीं भेजा जा सकता: बैंक ने खाता अस्वीकार किया, या यह अटका या विफल नहीं है।',
    zh: '该放款无法重试：银行拒绝了该账户，或它并未卡住或失败。',
  },
  PAYOUT_ALREADY_RETRIED: {
    en: 'This payout was already retried.',
    hi: 'इस भुगतान को पहले ही दोबारा भेजा जा चुका है।',
    zh: '该放款已重试过。',
  },
  UTR_ALREADY_DECIDED: {
    en: 'This repayment was already confirmed or rejected.',
    hi: 'यह भुगतान पहले ही पुष्टि या अस्वीकार किया जा चुका है।',
    zh: '该还款已被确认或拒绝。',
  },
  RECONCILIATION_DAY_INVALID: {
    en: 'Choose a day (YYYY-MM-DD) not in the future.',
    hi: 'भविष्य की नहीं, एक तारीख (YYYY-MM-DD) चुनें।',
    zh: '请选择不晚于今天的日期（YYYY-MM-DD）。',
  },
  CONTENT_CUSTOMER_NOT_FOUND: {
    en: 'No customer has this phone number.',
    hi: 'इस फ़ोन नंबर का कोई ग्राहक नहीं है।',
    zh: '没有使用该手机号的客户。',
  },
  REVIEW_NOT_FOUND: {
    en: 'There is no such application waiting for review.',
    hi: 'समीक्षा के लिए ऐसा कोई आवेदन प्रतीक्षा में नहीं है।',
    zh: '没有这份待审核的申请。',
  },
  REVIEW_ALREADY_DECIDED: {
    en: 'This application has already been decided.',
    hi: 'इस आवेदन पर पहले ही निर्णय हो चुका है।',
    zh: '该申请已有审核结果。',
  },
  REVIEW_QUOTA_OUT_OF_BOUNDS: {
    en: 'The quota must be between {{min}} and {{max}} in steps of {{step}}.',
    hi: 'सीमा {{min}} और {{max}} के बीच, {{step}} के गुणकों में होनी चाहिए।',
    zh: '额度必须在 {{min}} 到 {{max}} 之间，并为 {{step}} 的整数倍。',
  },
  REVIEW_RATE_OUT_OF_BOUNDS: {
    en: 'The daily rate must be between {{min}} and {{max}} ppm.',
    hi: 'दैनिक दर {{min}} और {{max}} ppm के बीच होनी चाहिए।',
    zh: '日利率必须在 {{min}} 到 {{max}} ppm 之间。',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The message for `code` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(ERROR_CATALOGUE[code][lang], params);
}
