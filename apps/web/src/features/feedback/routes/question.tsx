import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { useFeedback } from '../api/get-feedback';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackItem } from '../components/feedback-item';
import '../feedback.css';

/** /question (spec §2 feedback): write to customer service, and read what was sent and answered. */
export default function QuestionPage() {
  const { t } = useTranslation();
  const list = useFeedback();
  let history: ReactNode;
  if (list.isPending) history = <PageLoading />;
  else if (list.isError)
    history = (
      <div className="card feedback-empty" role="alert">
        <p>{t('feedback.loadFailed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (list.data.feedback.length === 0)
    history = (
      <p className="card feedback-empty" data-testid="feedback-history-empty">
        {t('feedback.historyEmpty')}
      </p>
    );
  else
    history = (
      <ul className="feedback-list" data-testid="feedback-history">
        {list.data.feedback.map((item) => (
          <FeedbackItem key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <div className="page feedback-page" data-testid="feedback-page">
      <PageHeader title={t('feedback.title')} fallback="/my" />
      <p className="feedback-intro">{t('feedback.intro')}</p>
      <FeedbackForm leftToday={list.data?.leftToday} />
      <h2 className="feedback-history-title">{t('feedback.historyTitle')}</h2>
      {history}
    </div>
  );
}
