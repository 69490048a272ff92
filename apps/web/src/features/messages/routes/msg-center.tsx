import { MESSAGE_KINDS, type MessageKind } from '@app/contract';
import { Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import { useQueryParams } from '@/lib/use-query-params';
import { useMessages } from '../api/get-messages';
import { useUnreadCount } from '../api/get-unread-count';
import { useReadAll } from '../api/read-all';
import { MessageList } from '../components/message-list';
import '../messages.css';

/** Notices about the borrower's own loan come first: they are the ones to act on. */
const TABS: readonly MessageKind[] = ['notify', 'activity'];
const isKind = (value: string | null): value is MessageKind =>
  (MESSAGE_KINDS as readonly (string | null)[]).includes(value);

/** A tab's title, with a dot while that kind has unread messages. */
function TabTitle({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  const unread = useMessages(kind).data?.pages[0]?.unread ?? 0;
  return (
    <span className="message-tab" data-testid={`message-tab-${kind}`}>
      {t(`messages.tab.${kind}`)}
      {unread > 0 ? <span className="message-tab__dot" role="img" aria-label={t('messages.unread')} /> : null}
    </span>
  );
}

/** /msgCenter (spec §2): the borrower's messages in two kinds, each paged, and "mark all read". */
export default function MsgCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wanted = useQueryParams().get('kind');
  // The tab lives in the URL, so coming back from a message opens the same tab.
  const kind: MessageKind = isKind(wanted) ? wanted : 'notify';
  const unread = useUnreadCount();
  const readAll = useReadAll();

  return (
    <div className="page messages-page" data-testid="msg-center">
      <PageHeader title={t('messages.title')} fallback="/my" />
      <Tabs activeKey={kind} onChange={(key) => navigate(`/msgCenter?kind=${key}`, { replace: true })}>
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={<TabTitle kind={k} />} />
        ))}
      </Tabs>
      {unread > 0 ? (
        <div className="messages-bar">
          <span data-testid="messages-unread">{t('messages.unreadCount', { count: unread })}</span>
          <button
            type="button"
            className="link-button"
            data-testid="messages-read-all"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('messages.readAll')}
          </button>
        </div>
      ) : null}
      <MessageList key={kind} kind={kind} />
    </div>
  );
}
