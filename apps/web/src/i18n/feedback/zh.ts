import type { Resources } from '../en';

/** 意见反馈页面（spec §2 /question）。 */
export const zhFeedback: Pick<Resources, 'feedback'> = {
  feedback: {
    title: '意见反馈',
    profileEntry: '意见反馈',
    intro: '告诉我们遇到了什么问题，或者哪里可以做得更好。客服会阅读每一条反馈，并在这里回复您。',
    textLabel: '您的反馈',
    placeholder: '请描述遇到的问题或您的建议',
    count: '{{length}}/{{max}}',
    rule: '至少 {{min}} 个字符',
    ruleMore_one: '还需输入 {{count}} 个字符',
    ruleMore_other: '还需输入 {{count}} 个字符',
    screenshotLabel: '截图（可选）',
    screenshotAdd: '添加截图',
    screenshotHint: 'JPG、PNG 或 WebP，不超过 5 MB',
    screenshotRemove: '删除',
    screenshotPreview: '您选择的截图',
    preparing: '正在处理图片…',
    submit: '提交反馈',
    sent: '感谢您！我们已收到您的反馈。',
    historyTitle: '我的反馈',
    historyEmpty: '您还没有提交过反馈。',
    loadFailed: '无法加载您的反馈。',
    status: { open: '等待回复', answered: '已回复' },
    replyFrom: '客服',
    screenshotAlt: '随此反馈提交的截图',
    screenshotMissing: '截图不可用',
  },
};
