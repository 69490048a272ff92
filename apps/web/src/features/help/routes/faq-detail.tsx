import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useQueryParams } from '@/lib/use-query-params';
import { useFaqEntry } from '../api/get-faq-entry';
import { FaqAnswer } from '../components/faq-answer';
import '../help.css';

function FaqDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = useFaqEntry(id);
  if (entry.isPending) return <PageLoading />;
  if (entry.isError) {
    const missing = entry.error instanceof ApiError && [400, 404].includes(entry.error.status);
    return missing ? (
      <PageProblem
        testId="faq-missing"
        title={t('help.faq.notFound')}
        action={t('help.faq.toHelp')}
        onAction={() => navigate('/helpCenter', { replace: true })}
      />
    ) : (
      <PageProblem title={t('help.faq.loadFailed')} onAction={() => void entry.refetch()} />
    );
  }
  const { data } = entry;
  return (
    <>
      <article className="card faq-article">
        <h2 className="faq-article__question" data-testid="faq-question">
          {data.question}
        </h2>
        <div data-testid="faq-answer">
          <FaqAnswer entry={data} />
        </div>
      </article>
      {data.related.length > 0 ? (
        <section>
          <h2 className="card__subtitle">{t('help.faq.related')}</h2>
          <List className="card card--list">
            {data.related.map((other) => (
              <List.Item
                key={other.id}
                onClick={() => navigate(`/faqDetail?id=${other.id}`)}
                data-testid={`faq-related-${other.id}`}
              >
                {other.question}
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
      <section className="card faq-contact">
        <p className="card__hint">{t('help.faq.notAnswered')}</p>
        <Button
          block
          variant="outline"
          data-testid="faq-contact"
          onClick={() => navigate('/customerService')}
        >
          {t('help.faq.contact')}
        </Button>
      </section>
    </>
  );
}

/** /faqDetail?id=: one question, its answer with the live figures, and the others of its topic. */
export default function FaqDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useQueryParams().get('id');
  return (
    <div className="page support-page" data-testid="faq-detail-page">
      <PageHeader title={t('help.faq.title')} fallback="/helpCenter" />
      {id ? (
        <FaqDetail id={id} />
      ) : (
        <PageProblem
          testId="faq-missing"
          title={t('help.faq.notFound')}
          action={t('help.faq.toHelp')}
          onAction={() => navigate('/helpCenter', { replace: true })}
        />
      )}
    </div>
  );
}
