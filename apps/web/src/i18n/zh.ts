import { zhApplication } from './application/zh';
import { zhApplicationForms } from './application-forms/zh';
import { zhCalculators } from './calculators/zh';
import { zhCoupons } from './coupons/zh';
import { zhCustomer } from './customer/zh';
import { zhDiagnostics } from './diagnostics/zh';
import { zhDisbursal } from './disbursal/zh';
import { zhDocuments } from './documents/zh';
import { zhEmail } from './email/zh';
import type { Resources } from './en';
import { zhFeedback } from './feedback/zh';
import { zhHelp } from './help/zh';
import { zhInstall } from './install/zh';
import { zhMessages } from './messages/zh';
import { zhOrder } from './order/zh';
import { zhReferrals } from './referrals/zh';
import { zhRepayment } from './repayment/zh';

/** The error catalogue's Chinese messages load with the Chinese strings (errorText reads them). */
export { ERROR_MESSAGES_ZH as zhErrors } from '@app/domain';

export const zh: Resources = {
  ...zhCustomer,
  ...zhApplication,
  ...zhApplicationForms,
  ...zhOrder,
  ...zhDocuments,
  ...zhEmail,
  ...zhDisbursal,
  ...zhRepayment,
  ...zhCoupons,
  ...zhFeedback,
  ...zhMessages,
  ...zhInstall,
  ...zhReferrals,
  ...zhHelp,
  ...zhCalculators,
  ...zhDiagnostics,
  common: {
    back: '返回',
    loading: '加载中…',
    retry: '重试',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    yes: '是',
    no: '否',
    saved: '已保存',
  },
  brand: {
    tagline: '极速个人贷款，直达您的银行账户',
    operatorLsp:
      '{{proName}} 由 {{lender}} 的贷款服务提供商（LSP）{{lsp}} 运营；{{lender}} 是在印度储备银行注册的非银行金融公司（注册证书 {{registration}}），为您发放贷款。',
    operatorOwn:
      '{{proName}} 是 {{lender}} 自有的应用；{{lender}} 是在印度储备银行注册的非银行金融公司（注册证书 {{registration}}），为您发放贷款。',
    rbiCms: '向印度储备银行投诉：cms.rbi.org.in',
    sachet: '查询贷款机构：sachet.rbi.org.in',
  },
  tabs: { home: '首页', loan: '我的借款', profile: '我的' },
  offer: {
    title: '贷款产品',
    personal: '个人贷款',
    salary: '工薪贷款',
    range: '{{min}} – {{max}}',
    terms: '期限 {{min}} 至 {{max}} 个月',
    rateFrom: '日利率低至 {{rate}}%',
    eligibilityTitle: '申请条件',
    age: '年满 18 周岁',
    citizen: '印度公民',
    income: '年收入不低于 {{amount}}',
    documentsTitle: '所需材料',
    aadhaar: 'Aadhaar 卡',
    pan: 'PAN 卡',
    employment: '工作信息',
    bankAccount: '本人名下的银行账户',
    upTo: '最高可借',
    apr: '年化利率（APR）{{min}}% 至 {{max}}%',
    example:
      '示例：借 {{amount}}，期限 {{months}} 个月（分 {{instalments}} 期），日利率 {{rate}}%：手续费及 GST {{charges}}，实际到账 {{received}}；利息 {{interest}}；共需还款 {{total}}。APR {{apr}}%。',
  },
  login: {
    title: '登录或注册',
    subtitle: '输入手机号码获取一次性验证码。',
    phoneLabel: '手机号码',
    phonePlaceholder: '10 位手机号码',
    getOtp: '获取验证码',
    otpLabel: '验证码',
    otpPlaceholder: '请输入 {{length}} 位验证码',
    otpSentTo: '验证码已发送至 +91 {{phone}}',
    changeNumber: '更换',
    resendIn: '{{seconds}} 秒后重新发送',
    resend: '重新发送',
    submit: '登录',
    withPassword: '密码登录',
    withOtp: '验证码登录',
    passwordTitle: '密码登录',
    passwordLabel: '密码',
    passwordPlaceholder: '6-12 个字符',
    forgotPassword: '忘记密码？请用验证码登录，然后在设置中设置新密码。',
    consentPrefix: '继续即表示您同意我们的',
    privacy: '《隐私政策》',
    loginPrivacy: '《登录隐私声明》',
    terms: '《条款与条件》',
    and: '和',
    captchaVerifying: '正在验证您是真人…',
    captchaVerified: '验证通过，可以继续。',
    captchaFailed: '无法验证您是真人。',
    captchaRetry: '重试',
  },
  home: {
    limitTitle: '您的可借额度，最高',
    applyMinutes: '约 5 分钟完成申请',
    reviewMinutes: '最快 20 分钟内完成审核',
    apply: '立即申请',
    products: '贷款产品',
    sheetTitle: '开始之前',
    sheetIntro: '请准备好以下材料，申请约需 5 分钟。',
    startApplication: '开始申请',
    opensSoon: '即将开放',
    loadFailed: '首页加载失败。',
    loadFailedBody: '请检查移动数据或 Wi-Fi，然后重试。',
  },
  loan: {
    title: '我的借款',
    emptyTitle: '您还没有借款',
    emptyBody: '借款后，金额、到期日和还款记录将显示在这里。',
    toHome: '返回首页',
  },
  profile: {
    title: '我的',
    phone: '手机号码',
    settings: '设置',
    language: '语言',
    serviceEmail: '客户服务',
    serviceHours: '每天 09:00–18:00',
  },
  setup: {
    title: '设置',
    version: '版本',
    language: '语言',
    setPassword: '设置密码',
    changePassword: '修改密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    passwordMismatch: '两次输入的密码不一致。',
    passwordSaved: '密码已保存',
    deleteAccount: '注销账户',
    deleteAccountBody:
      '我们会将您的申请转交客服，客服将在 30 天内注销账户并通知您。法律要求贷款机构保留的记录（您的借款和还款）将被保留，其余信息将被删除。您也可以发送邮件至 {{email}}。',
    deleteAccountSend: '提交申请',
    deleteAccountCancel: '保留账户',
    deleteAccountSent: '已收到申请，账户注销后客服会通知您。',
    deleteAccountPending: '已于 {{date}} 申请',
    diagnostics: '诊断信息',
    signOut: '退出登录',
    signOutConfirm: '确定要在此设备上退出登录吗？',
    save: '保存',
  },
  lang: {
    title: '语言',
    changed: '语言已切换',
  },
  legal: {
    updated: '最后更新：{{date}}',
  },
  expire: {
    title: '登录已过期',
    fallback: '登录已过期，请重新登录。',
    confirm: '重新登录',
  },
  unavailable: {
    title: '服务暂不可用',
    body: '系统正在维护，请几分钟后再试。',
  },
};
