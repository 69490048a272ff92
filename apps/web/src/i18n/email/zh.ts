import type { Resources } from '../en';

/** Chinese strings of the e-mail address form and the document link page. */
export const zhEmail: Pick<Resources, 'email' | 'documentLink'> = {
  email: {
    entry: '邮箱',
    title: '邮箱地址',
    intro: '您已签署的贷款文件、对账单和无欠款证明会发送到已验证的邮箱。验证之前仅通过短信链接发送。',
    none: '尚未添加邮箱',
    address: '邮箱地址',
    placeholder: 'name@example.com',
    add: '发送验证码',
    change: '更换邮箱',
    cancel: '取消',
    verified: '已验证',
    unverified: '未验证',
    codeSent: '我们已向 {{email}} 发送 6 位验证码，15 分钟内有效。',
    code: '6 位验证码',
    verify: '验证',
    resend: '重新发送验证码',
    done: '邮箱已验证',
    invalid: '请输入有效的邮箱地址',
    codeInvalid: '请输入 6 位验证码',
  },
  documentLink: {
    title: '您的文件',
    intro: '打开此文件前，我们会向贷款绑定的手机号发送一次性验证码。',
    sendCode: '发送验证码',
    codeSent: '验证码已发送至 {{phone}}',
    code: '6 位验证码',
    open: '打开文件',
    resend: '重新发送验证码',
    expiredTitle: '此链接已过期',
    invalidTitle: '此链接无法打开',
    toDocuments: '在应用中打开我的文件',
  },
};
