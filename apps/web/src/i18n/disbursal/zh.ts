import type { Resources } from '../en';

/** Chinese strings of the payment pages. */
export const zhDisbursal: Pick<Resources, 'disbursal'> = {
  disbursal: {
    title: '放款进度',
    titles: {
      waiting: '放款中',
      disbursed: '款项已到账',
      failed: '打款失败',
      unsigned: '签署后即可放款',
      closed: '放款进度',
    },
    waitingTitle: '款项正在打入您的账户',
    waitingBody: '通常在 10 分钟内到账。',
    canLeave: '您可以离开此页面，到账后我们会短信通知您。',
    steps: { signed: '已签署', sending: '已提交银行', received: '已到账' },
    doneTitle: '款项已打入您的银行账户',
    received: '到账金额',
    viewLoan: '查看我的借款',
    failedTitle: '打款失败',
    cancelIfUnchanged: '如届时仍未修改银行信息，借款订单将被取消。',
    unsigned: '您的借款文件尚未签署，签署后才会放款。',
    changeBankTitle: '修改银行账户',
    newAccount: '新的银行账户',
    mustDiffer: '新的银行信息必须与打款失败的账户不同。',
    submitBank: '保存并重新打款',
    nothingToChange: '该借款订单的银行账户目前无法修改。',
  },
};
