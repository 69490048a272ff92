import type { MessageView } from '@app/contract';
import {
  isMessageTemplate,
  type Lang,
  renderMessage,
  renderStaffMessage,
  STAFF_MESSAGE_TEMPLATE,
} from '@app/domain';
import type { MessageRow } from '../../db/schema';

/** Rendered for the reader: the stored template and values in their language. */
export function toMessageView(row: MessageRow, lang: Lang, lenderName: string): MessageView {
  // A staff-written message carries its own three languages; a template since
  // retired still shows, by name, rather than breaking the whole list.
  const { title, body } =
    row.template === STAFF_MESSAGE_TEMPLATE
      ? renderStaffMessage(row.params, lang)
      : isMessageTemplate(row.template)
        ? // a message stored before the SMS named the lender (decision 071) is shown with today's lender
          renderMessage(row.template, lang, { lenderName, ...row.params })
        : { title: row.template, body: '' };
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
