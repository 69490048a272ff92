import type { Resources } from '../en';

/** 消息中心（spec §2 /msgCenter、/msgDetail）。 */
export const zhMessages: Pick<Resources, 'messages'> = {
  messages: {
    title: '消息中心',
    detailTitle: '消息详情',
    open: '消息',
    tab: { notify: '通知', activity: '活动' },
    unread: '未读',
    unreadCount_one: '{{count}} 条未读',
    unreadCount_other: '{{count}} 条未读',
    readAll: '全部标为已读',
    more: '加载更多',
    moreFailed: '加载失败，点击重试',
    end: '没有更多消息了',
    empty: {
      notify: '暂无通知',
      activity: '暂无活动',
    },
    emptyBody: '您的申请、借款和还款动态将显示在这里。',
    loadFailed: '消息加载失败。',
    notFound: '找不到这条消息。',
    toCenter: '返回消息中心',
    target: {
      bill: '查看账单',
      agreements: '查看协议',
      loan: '打开我的借款',
      home: '返回首页',
      coupons: '打开我的优惠券',
      settings: '打开设置',
      feedback: '查看回复',
    },
  },
};
