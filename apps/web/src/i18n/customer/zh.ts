import type { Resources } from '../en';

/** Chinese strings of the password code and the devices page. */
export const zhCustomer: Pick<Resources, 'customer'> = {
  customer: {
    codeLabel: '短信验证码',
    sendCode: '发送验证码',
    resendIn: '{{seconds}} 秒后重发',
    codeSent: '验证码已发送至 {{phone}}',
    passwordNote: '我们会向您的注册手机发送验证码，无需旧密码。保存后，您的其他所有设备都将退出登录。',
    passwordSaved: '密码已保存，您的其他设备已退出登录。',
    devices: '设备与登录',
    devicesIntro: '以下是您的账户当前登录的位置。如有不认识的设备，请将其退出登录，然后修改密码。',
    thisDevice: '本设备',
    deviceName: '{{system}} 上的 {{browser}}',
    unknownDevice: '未知设备',
    signedIn: '{{date}} 登录',
    lastActive: '最近活动 {{date}}',
    network: '网络 {{network}}',
    end: '退出登录',
    endConfirm: '将此设备退出登录？该设备需要重新登录。',
    ended: '设备已退出登录',
    endOthers: '退出所有其他设备',
    endOthersConfirm: '除本设备外，退出所有设备？',
    endedOthers: '已退出的其他设备：{{count}}',
    noOthers: '没有其他设备登录。',
    cancel: '取消',
  },
};
