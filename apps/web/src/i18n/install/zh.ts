import type { Resources } from '../en';

/** 添加到主屏幕（spec §1、§9）。 */
export const zhInstall: Pick<Resources, 'install'> = {
  install: {
    title: '将 {{proName}} 添加到主屏幕',
    reward: '一键打开，还款立减 {{amount}}。',
    noReward: '像普通应用一样一键打开。',
    add: '添加到主屏幕',
    howTo: '查看方法',
    later: '以后再说',
    granted: '谢谢！{{amount}} 还款优惠券已放入"我的优惠券"。',
    iosTitle: '添加到主屏幕',
    iosShare: '点击 Safari 中的"共享"按钮。',
    iosAdd: '向下滑动，选择"添加到主屏幕"，然后点击"添加"。',
    iosOpen: '从主屏幕打开 {{proName}}。',
    iosOpenReward: '从主屏幕打开 {{proName}}，即可获得 {{amount}} 优惠券。',
    iosDone: '知道了',
  },
};
