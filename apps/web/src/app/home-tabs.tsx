import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import TabLayout from '@/components/ui/tab-layout';
import { unreadCountQuery, useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useTranslation } from '@/i18n/use-translation';
import { useAfterPaint } from '@/lib/use-after-paint';

/**
 * The tab bar with the unread messages on Profile (where the message center
 * is). The count is asked again on each tab change once it is stale, and on
 * focus: one small request now and then, never a poll.
 */
export default function HomeTabs() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  // The first count is asked for after the first paint (useUnreadCount); from then on, on each tab change.
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) void client.prefetchQuery(unreadCountQuery);
  }, [client, pathname, painted]);
  const badge = (
    <CountBadge
      count={unread}
      // Plural rules load on their first use: not for a badge that shows nothing (docs/decisions/042).
      label={unread > 0 ? t('messages.unreadCount', { count: unread }) : ''}
      testId="tab-profile-badge"
    />
  );
  return <TabLayout badges={{ profile: badge }} />;
}
