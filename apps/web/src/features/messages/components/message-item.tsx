import type { MessageView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';

/** One message in the list: a dot while unread, the title, the start of the text and when it came. */
export function MessageItem({ message }: { message: MessageView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className={`message-item${message.read ? '' : ' message-item--unread'}`}
        data-testid={`message-${message.id}`}
        data-read={message.read}
        onClick={() => navigate(`/msgDetail?id=${encodeURIComponent(message.id)}`)}
      >
        <span className="message-item__head">
          {message.read ? null : (
            <span className="message-item__dot" role="img" aria-label={t('messages.unread')} />
          )}
          <span className="message-item__title" data-testid="message-title">
            {message.title}
          </span>
        </span>
        <span className="message-item__body">{message.body}</span>
        <time className="message-item__time" dateTime={message.createdAt}>
          {formatDate(message.createdAt, 'DD-MM-YYYY hh:mm')}
        </time>
      </button>
    </li>
  );
}
