import { FAQ_REPAY_GUIDE_ID } from '@app/contract';
import { List } from 'antd-mobile';
import { MailOutline, MessageOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useTranslation } from '@/i18n/use-translation';
import { useTabLinks } from '@/lib/use-tab-links';
import { useFaq } from '../api/get-faq';
import { useFaqEntry } from '../api/get-faq-entry';
import { CategoryIcon } from '../components/category-icon';
import { FaqAnswer } from '../components/faq-answer';
import '../help.css';

/** The repayment how-to (spec §1), step by step: the FAQ's own answer, so it matches the live rules. */
function RepayGuide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabLinks();
  const guide = useFaqEntry(FAQ_REPAY_GUIDE_ID);
  return (
    <section className="card repay-guide" data-testid="help-guide">
      <h2 className="card__title">{t('help.help.guideTitle')}</h2>
      {guide.isPending ? (
        <PageLoading />
      ) : guide.isError ? (
        <p className="card__hint">
          {t('help.faq.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void guide.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <FaqAnswer entry={guide.data} stepTestId="help-guide-step" />
      )}
      <div className="repay-guide__actions">
        <Button block data-testid="help-guide-loan" onClick={() => tabs.toMyLoan()}>
          {t('help.help.guideToLoan')}
        </Button>
        <Button
          block
          variant="outline"
          data-testid="help-guide-more"
          onClick={() => navigate('/faq?category=repayment')}
        >
          {t('help.help.guideMore')}
        </Button>
      </div>
    </section>
  );
}

/** /helpCenter: the repayment guide, the FAQ by topic, and the ways to reach a person. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const faq = useFaq();
  return (
    <div className="page support-page" data-testid="help-center-page">
      <PageHeader title={t('help.help.title')} fallback="/my" />
      <RepayGuide />
      <section>
        <h2 className="card__subtitle">{t('help.help.topics')}</h2>
        {faq.isPending ? (
          <PageLoading />
        ) : (
          <List className="card card--list">
            {(faq.data?.categories ?? []).map((category) => (
              <List.Item
                key={category.id}
                prefix={<CategoryIcon category={category.id} />}
                description={t('help.help.count', { count: category.count })}
                onClick={() => navigate(`/faq?category=${category.id}`)}
                data-testid={`help-category-${category.id}`}
              >
                {category.title}
              </List.Item>
            ))}
            <List.Item
              prefix={
                <span className="support-icon" aria-hidden>
                  <UnorderedListOutline />
                </span>
              }
              onClick={() => navigate('/faq')}
              data-testid="help-all"
            >
              {t('help.help.allQuestions')}
            </List.Item>
          </List>
        )}
      </section>
      <section>
        <h2 className="card__subtitle">{t('help.help.moreHelp')}</h2>
        <List className="card card--list">
          <List.Item
            prefix={
              <span className="support-icon" aria-hidden>
                <MailOutline />
              </span>
            }
            description={t('help.help.serviceHint')}
            onClick={() => navigate('/customerService')}
            data-testid="help-service"
          >
            {t('help.entry.service')}
          </List.Item>
          <List.Item
            prefix={
              <span className="support-icon" aria-hidden>
                <MessageOutline />
              </span>
            }
            description={t('help.help.feedbackHint')}
            onClick={() => navigate('/question')}
            data-testid="help-feedback"
          >
            {t('help.help.feedback')}
          </List.Item>
        </List>
      </section>
    </div>
  );
}
