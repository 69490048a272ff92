import type { FaqTexts } from './types';

/** 常见问题（中文）；按钮与页面名称与应用中文界面一致（apps/web/src/i18n）。 */
export const zhFaq: FaqTexts = {
  categories: {
    applying: '申请与实名认证',
    loan: '借款与费用',
    disbursal: '放款',
    repayment: '还款',
    extension: '展期',
    account: '账户与安全',
    coupons: '优惠券与邀请',
  },
  words: {
    gstOn: { all_fees: '以上各项费用', service_fee: '服务费' },
    extensionGst: { all_fees: '，以及该费用 {{gstPercent}}% 的 GST', service_fee: '' },
  },
  entries: {
    'apply-who': {
      question: '谁可以申请？需要准备什么？',
      answer: [
        '年满 {{minAge}} 周岁、年收入不低于 {{minIncome}} 的印度公民均可申请。',
        '请准备好 Aadhaar 卡、PAN 卡、工作信息以及本人名下的银行账户。您还需要手持 Aadhaar 卡拍一张本人照片。',
        '受薪人士可获得工薪贷，其他申请人可获得个人贷。',
      ],
    },
    'apply-time': {
      question: '申请和审核需要多长时间？',
      answer: [
        '填写申请约需 5 分钟，修改资料约需 2 分钟。填写内容会随时保存，您可以中途退出，稍后继续。',
        '提交后，我们会在 {{reviewMinutes}} 分钟内完成审核。审核结果会通过应用内消息和短信通知您。',
      ],
    },
    'apply-photos': {
      question: '为什么我的 Aadhaar 照片或人脸照片未通过？',
      answer: [
        'Aadhaar 照片须拍全卡片四个角，清晰且无反光。请将卡片放在光线充足、颜色较深的平整表面上拍摄。',
        '人脸照片须为本人手持自己的 Aadhaar 卡，面部和卡片都要清晰可见。',
        '如审核提示身份验证失败，首页会告诉您需要重拍哪些照片。重新提交后将重新审核。',
      ],
    },
    'apply-rejected': {
      question: '我的申请未获批准，可以重新申请吗？',
      answer: [
        '信用分较低、年龄不符、资料有误、还款记录不良或尚无信用记录，都可能导致申请未获批准。首页会显示具体原因。',
        '您可以在 {{reapplyDays}} 天后重新申请，首页会显示可重新申请的日期。',
      ],
    },
    'loan-amounts': {
      question: '我可以借多少？借多久？',
      answer: [
        '个人贷：{{personalMin}} 至 {{personalMax}}，日利率 {{personalRateMin}}% 至 {{personalRateMax}}%。工薪贷：{{salaryMin}} 至 {{salaryMax}}，日利率 {{salaryRateMin}}% 至 {{salaryRateMax}}%。',
        '借款期限为 {{termMin}} 至 {{termMax}} 个月。首笔借款期限为 {{termMin}} 个月；按时还清一笔借款后，“我的借款”页面可能为您提供更高额度和延长 {{termStep}} 个月的期限。',
        '审核通过后，首页会显示您的批准额度和日利率。您可以在额度内借任意金额，也可以暂不使用。',
      ],
    },
    'loan-fees': {
      question: '借款会扣除哪些费用？',
      answer: [
        '放款时我们会扣除借款金额 {{serviceFeePercent}}% 的服务费、{{creditReportFee}} 的信用报告费和 {{ticketFee}} 的手续费，另按 {{gstPercent}}% 对{{gstOn}}收取 GST。提现优惠券可抵扣这些费用。',
        '示例：借款 {{exampleAmount}}，费用为 {{exampleFees}}，GST 为 {{exampleGst}}，实际到账 {{exampleReceived}}。您需偿还借款本金 {{exampleAmount}} 及利息。',
        '签署前，提现确认页和关键事实声明（KFS）会列明每一项费用及年化利率（APR）。除逾期费用外，不收取其他任何费用（见“还款”）。',
      ],
    },
    'loan-interest': {
      question: '利息如何计算？',
      answer: [
        '利息按日计算，以您尚欠的本金乘以借款的日利率。按 {{exampleRate}}% 的日利率，{{exampleAmount}} 每天的利息为 {{exampleDailyInterest}}。',
        '您每 {{installmentDays}} 天还一期：每期偿还等额本金及该期利息。{{termMin}} 个月的借款共 {{exampleInstalments}} 期。',
        '提前还款可节省利息：利息只计算到还款当天，且不收取提前还款费。',
      ],
    },
    'loan-kfs': {
      question: '什么是关键事实声明（KFS）？',
      answer: [
        '关键事实声明按印度储备银行（RBI）的要求，用一页纸概括您的借款：金额、各项费用与 GST、实际到账金额、分期、年化利率（APR）、罚息以及冷静期。',
        'APR 包含利息和全部费用，方便您公平地比较不同借款。',
        '放款前，您需要阅读并同意《借款协议》和《批准函》并完成签署。签署后的文件副本会提供给您。',
      ],
    },
    'loan-second': {
      question: '有一笔借款未结清时，可以再借一笔吗？',
      answer: [
        '不可以，同一时间只能有一笔借款。借款未结清时，应用会提示“请先还款，存在未结清的订单。”请先还清，再从首页重新提现。',
        '按时还款可解锁更高额度和更长期限。在您于“我的借款”页面接受优惠之前，额度不会变化。',
      ],
    },
    'disbursal-time': {
      question: '我什么时候能收到钱？',
      answer: [
        '签署完成后，我们会立即向您的银行账户放款。通常几分钟内到账，最迟不超过 24 小时。',
        '您会收到应用内消息和短信，内含到账金额和转账的 12 位 UTR（银行参考号）；您的银行流水中也会显示相同的 UTR。',
      ],
    },
    'disbursal-failed': {
      question: '打款到我的银行失败了，怎么办？',
      answer: [
        '如果银行退回转账（例如账户有误或已注销），应用会提示“银行卡信息有误，打款失败”并给出截止日期。请在“我的借款”中打开该借款，填写正确的银行信息；新信息须与原信息不同。',
        '之后我们会重新打款。如果 {{payoutFixHours}} 小时内未修改，借款将被取消，额度恢复可用。未放款的借款，您无需偿还任何款项。',
      ],
    },
    'disbursal-cooling-off': {
      question: '我改变主意了，可以取消借款吗？',
      answer: [
        '可以。收到款项后 {{coolingOffHours}} 小时内（冷静期），您可以无罚金结束借款：只需偿还借款本金及实际用款天数的利息，绝不高于当时全额还款的金额。放款时扣除的一次性费用及 GST 不予退还（印度储备银行允许保留已在 KFS 中披露的处理费）。',
        '打开“我的借款”，点击该借款，在账单页点击“立即结束借款”，然后通过 UPI 或支付网关付款。如需帮助，请在同样的 {{coolingOffHours}} 小时内联系客服。',
        '关键事实声明中列明的一次性费用和 GST 不予退还。',
      ],
    },
    'repay-how': {
      question: '如何还款？',
      steps: [
        '打开“我的借款”，点击您的借款，账单会显示应还金额和还款日期。',
        '点击“还款”，选择还款内容：今日账单、全额还款或部分还款。',
        'UPI 还款：扫描二维码或打开您的 UPI 应用付款，然后输入付款详情中的 12 位 UTR。也可以选择支付网关，用借记卡或网上银行付款。',
        '我们会向银行确认付款，通常几分钟内完成。之后账单和还款记录中会显示这笔还款。',
        '需要更多时间？在账单页点击“展期”，可将还款日推后 {{extensionDays}} 天。',
        '收到款项后 {{coolingOffHours}} 小时内改变主意？在账单页点击“立即结束借款”，或在此时限内联系客服。',
      ],
      answer: ['请只在应用内还款，付至应用显示的 UPI ID（{{vpa}}）或支付网关，切勿转账给任何个人。'],
    },
    'repay-utr': {
      question: '什么是 UTR？在哪里可以找到？',
      answer: [
        'UTR（唯一交易参考号）是银行为每笔 UPI 付款生成的 12 位数字。您的 UPI 应用会在付款详情中显示，通常标为“UPI Ref No.”或“UTR”。',
        '请完整输入 12 位数字：还款需要 12 位 UTR，否则将失败。每个 UTR 只能用于一笔还款。',
      ],
    },
    'repay-pending': {
      question: '我已经付款，但借款仍显示未还，怎么办？',
      answer: [
        '在我们向银行确认付款期间，账单会显示“还款处理中”，通常需要几分钟。',
        '如果未能找到付款（例如 UTR 输错），您会收到消息，可用正确的 UTR 重新提交。如果钱已从您的账户扣除，但一天后借款仍显示未还，请将 UTR 和付款截图发送至 {{serviceEmail}}。',
      ],
    },
    'repay-early': {
      question: '可以提前还款或只还一部分吗？',
      answer: [
        '可以。您可以随时全额还款：本金、截至今日的利息及所有罚息。之后的利息全部免除，且不收取提前结清费用。',
        '您也可以还任意部分金额，优先偿还最早的一期：先还罚息，再还利息，最后还本金。',
      ],
    },
    'repay-late': {
      question: '逾期还款会怎样？',
      answer: [
        '到期未还的分期即为逾期。逾期期间按该期尚欠本金和利息每天收取 {{penalPercent}}% 的罚息，罚息不再计罚息。逾期第一天另收一次性滞纳金 {{penaltyFee}}。',
        '逾期记录会报送征信机构并降低您的信用分，使今后更难获得借款。',
        '我们会在还款日前 3 天、前 1 天及当天提醒您。如无法全额还款，可考虑展期，并尽早联系客服。',
      ],
    },
    'extension-what': {
      question: '什么是展期？',
      answer: [
        '展期是将您的还款日推后 {{extensionDays}} 天，从原还款日起算；如账单已逾期，则从今天起算。本金不变，展期期间不产生逾期费用。',
        '展期需支付截至今日的利息、所有罚息，以及所欠本金 {{extensionFeePercent}}% 的展期费{{extensionGst}}。',
        '之后各期的还款日也相应顺延同样天数，间隔不变。',
      ],
    },
    'extension-how': {
      question: '如何办理展期？',
      steps: [
        '打开“我的借款”，点击您的借款，然后在账单页点击“展期”。',
        '核对展期金额和新的还款日，选择 UPI 或支付网关并付款。',
        '付款确认后，账单会显示新的还款日。',
      ],
      answer: ['之后您还可以用同样方式再次展期，或随时全额还款。'],
    },
    'account-otp': {
      question: '收不到登录验证码（OTP）怎么办？',
      answer: [
        '验证码为 {{otpLength}} 位数字，{{otpMinutes}} 分钟内有效。请检查输入的手机号和短信收件箱。{{resendSeconds}} 秒后可重新获取，每天最多 {{otpDailyLimit}} 次。',
        '输错次数过多时，为保护您的账户，登录会暂停一段时间（“已触发安全机制，请稍候。”）。您也可以在“我的 > 设置”中设置密码，用密码登录。',
      ],
    },
    'account-bank': {
      question: '如何更换银行账户？',
      answer: [
        '款项会打入您申请时填写的银行账户。如打款失败，应用会请您填写新的银行信息，新信息须与原信息不同。',
        '如下一笔借款想使用其他账户，请在提现前发送邮件至客服邮箱 {{serviceEmail}}。',
      ],
    },
    'account-delete': {
      question: '如何注销账户？',
      answer: [
        '打开“我的 > 设置 > 注销账户”并提交申请，或发送邮件至 {{serviceEmail}}。客服会在 30 天内注销账户并通知您。',
        '有未结清借款的账户无法注销，请先还清。依法须由贷款机构保存的记录（如借款和还款记录）将予以保留，其余信息全部删除。',
      ],
    },
    'account-safety': {
      question: '你们如何保障我的数据和资金安全？',
      answer: [
        '您的 Aadhaar、PAN 和银行账号均加密保存，应用只显示最后几位。我们只收集借款所需的信息。',
        '我们的工作人员绝不会索要您的 OTP、UPI PIN 或密码。请只在应用内还款，付至 {{lenderName}} 的 UPI ID {{vpa}} 或通过支付网关，切勿转账给任何个人。',
      ],
    },
    'account-language': {
      question: '如何切换语言？',
      answer: ['打开“我的 > 语言”，选择 English、हिन्दी 或中文。之后您的消息、短信和借款文件也会使用该语言。'],
    },
    'account-complaint': {
      question: '如何投诉？',
      answer: [
        '请发送邮件至客服邮箱 {{serviceEmail}}（每天 {{hours}}，印度标准时间）。如对答复不满意，请写信给我们的投诉处理专员 {{grievanceName}}（{{grievanceEmail}}）。',
        '如投诉在 {{ombudsmanDays}} 天内未得到解决，或您对答复不满意，可依据 RBI 综合监察员计划（RBI Integrated Ombudsman Scheme）通过 {{rbiCms}} 向 RBI 监察员投诉。',
      ],
    },
    'coupons-kinds': {
      question: '优惠券怎么用？',
      answer: [
        '优惠券分两种：应用平台券可抵扣还款金额，提现券可抵扣新借款的费用。在“我的 > 优惠券”中可查看您的优惠券。',
        '每张优惠券只能在有效期内使用一次，且付款金额须达到其最低使用金额。否则应用会提示“优惠券不可用：仅可使用一次，未达到使用金额时暂不可用。”',
        '使用优惠券的还款如果失败，优惠券会退还给您。',
      ],
    },
    'coupons-welcome': {
      question: '什么是新人优惠券？',
      answer: [
        '申请获批后，您会获得一张 {{welcomeCoupon}} 的新人优惠券（提现券），适用于 {{welcomeMin}} 及以上的借款，有效期 {{welcomeDays}} 天。提现确认时会自动为您使用。',
      ],
    },
    'coupons-home-screen': {
      question: '如何获得添加到主屏幕优惠券？',
      answer: [
        '在应用提示时将 {{proName}} 添加到手机主屏幕，即可获得一张 {{homeScreenCoupon}} 的应用平台券，每位用户限一次。',
        '它可在任意金额的还款中抵扣 {{homeScreenCoupon}}，有效期 {{homeScreenDays}} 天。',
      ],
    },
    'coupons-referral': {
      question: '邀请好友如何获得奖励？',
      answer: [
        '打开“我的 > 邀请好友”，分享您的链接或邀请码。通过它注册的好友借款后，你们双方都会获得优惠券。',
        '奖励会发放到“我的 > 优惠券”中。“邀请好友”页面会显示奖励规则和您已获得的全部奖励。',
      ],
    },
  },
};
