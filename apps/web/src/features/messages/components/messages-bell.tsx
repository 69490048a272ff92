import { BellOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { useTranslation } from '@/i18n/use-translation';
import { useUnreadCount } from '../api/get-unread-count';

/** The bell: the message center, with the unread count. */
export function MessagesBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <button
      type="button"
      className="home-bell"
      // The name holds the count the badge shows (axe label-content-name-mismatch).
      aria-label={
        unread > 0
          ? `${t('messages.open')}, ${t('messages.unreadCount', { count: unread })}`
          : t('messages.open')
      }
      data-testid="home-messages"
      onClick={() => navigate('/msgCenter')}
    >
      <BellOutline aria-hidden />
      <CountBadge
        count={unread}
        label={unread > 0 ? t('messages.unreadCount', { count: unread }) : ''}
        testId="home-messages-badge"
      />
    </button>
  );
}
