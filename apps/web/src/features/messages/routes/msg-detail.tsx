import type { MessageTarget } from '@app/contract';
import { formatDate, type MessageTargetPage } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useQueryParams } from '@/lib/use-query-params';
import { useMessage } from '../api/get-message';
import '../messages.css';

const MY_LOAN = { path: '/loanIndex', screen: 'loan' } as const;

/** The route of the screen a message leads to, and which screen it is (the button says so). */
function targetLink({ page, orderId }: MessageTarget): { path: string; screen: MessageTargetPage } {
  const id = orderId ? encodeURIComponent(orderId) : null;
  switch (page) {
    case 'bill':
      return id ? { path: `/bill?orderId=${id}`, screen: page } : MY_LOAN;
    case 'agreements':
      return id ? { path: `/agreementList?id=${id}`, screen: page } : MY_LOAN;
    case 'loan':
      return MY_LOAN;
    case 'home':
      return { path: '/homeIndex', screen: page };
    case 'coupons':
      return { path: '/coupon', screen: page };
    case 'settings':
      return { path: '/setup', screen: page };
    case 'feedback':
      return { path: '/question', screen: page };
  }
}

function MessageContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage(id);
  if (message.isPending) return <PageLoading />;
  if (message.isError) {
    const missing = message.error instanceof ApiError && [400, 404].includes(message.error.status);
    return missing ? (
      <PageProblem
        testId="message-missing"
        title={t('messages.notFound')}
        action={t('messages.toCenter')}
        onAction={() => navigate('/msgCenter', { replace: true })}
      />
    ) : (
      <PageProblem title={t('messages.loadFailed')} onAction={() => void message.refetch()} />
    );
  }
  const { title, body, createdAt, target } = message.data;
  const link = target ? targetLink(target) : null;
  return (
    <article className="card message-detail" data-testid="message-detail">
      <h2 className="message-detail__title" data-testid="message-detail-title">
        {title}
      </h2>
      <time className="message-detail__time" dateTime={createdAt}>
        {formatDate(createdAt, 'DD-MM-YYYY hh:mm')}
      </time>
      <p className="message-detail__body" data-testid="message-detail-body">
        {body}
      </p>
      {link ? (
        <Button block data-testid="message-target" onClick={() => navigate(link.path)}>
          {t(`messages.target.${link.screen}`)}
        </Button>
      ) : null}
    </article>
  );
}

/** /msgDetail?id= (spec §2): one message, read by opening it, with a way to what it is about. */
export default function MsgDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useQueryParams().get('id');
  return (
    <div className="page" data-testid="msg-detail">
      <PageHeader title={t('messages.detailTitle')} fallback="/msgCenter" />
      {id ? (
        <MessageContent id={id} />
      ) : (
        <PageProblem
          testId="message-missing"
          title={t('messages.notFound')}
          action={t('messages.toCenter')}
          onAction={() => navigate('/msgCenter', { replace: true })}
        />
      )}
    </div>
  );
}
