import type { MessageKind } from '@app/contract';
import { useEffect, useRef } from 'react';
import emptyImage from '@/assets/empty-messages.svg';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { useMessages } from '../api/get-messages';
import { MessageItem } from './message-item';

/** Asks for the next page as the end of the list scrolls into view (the button does the same by hand). */
function useLoadWhenSeen(load: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect(); // once per page: the next page's render watches again
      latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/** One kind's messages: loading, failure with a retry, empty, or the list paged by cursor. */
export function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  const list = useMessages(kind);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const more = hasNextPage && !isFetchingNextPage;
  const sentinel = useLoadWhenSeen(() => void fetchNextPage(), more && !list.isFetchNextPageError);

  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <PageProblem
        testId="messages-error"
        title={t('messages.loadFailed')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const messages = list.data.pages.flatMap((page) => page.messages);
  if (messages.length === 0) {
    return (
      <section className="card full-state" data-testid="messages-empty">
        <img src={emptyImage} alt="" width={160} height={120} />
        <h2 className="full-state__title">{t(`messages.empty.${kind}`)}</h2>
        <p className="full-state__body">{t('messages.emptyBody')}</p>
      </section>
    );
  }
  return (
    <>
      <ul className="card card--list message-list" data-testid={`message-list-${kind}`}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel}>
          <Button
            block
            variant="outline"
            loading={isFetchingNextPage}
            data-testid="messages-more"
            onClick={() => void fetchNextPage()}
          >
            {list.isFetchNextPageError ? t('messages.moreFailed') : t('messages.more')}
          </Button>
        </div>
      ) : list.data.pages.length > 1 ? (
        <p className="message-list__end">{t('messages.end')}</p>
      ) : null}
    </>
  );
}
