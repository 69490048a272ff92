import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { useReferrals } from '../api/get-referrals';
import { HowItWorks } from '../components/how-it-works';
import { InviteCard } from '../components/invite-card';
import { RewardList } from '../components/reward-list';
import '../referrals.css';

/**
 * /invite (refer and earn, spec §1; not in the spec's route list, see
 * docs/decisions/022): the code and link to share, how rewards are earned,
 * friends and rewards so far.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const referrals = useReferrals();

  let content: ReactNode;
  if (referrals.isPending) content = <PageLoading />;
  else if (referrals.isError)
    content = <PageProblem title={t('referrals.loadFailed')} onAction={() => void referrals.refetch()} />;
  else {
    const summary = referrals.data;
    content = (
      <>
        <InviteCard summary={summary} />
        <dl className="card referral-stats">
          <div>
            <dt>{t('referrals.statsFriends')}</dt>
            <dd data-testid="referral-friends">{summary.friends}</dd>
          </div>
          <div>
            <dt>{t('referrals.statsEarning')}</dt>
            <dd data-testid="referral-earning-friends">{summary.earningFriends}</dd>
          </div>
          <div>
            <dt>{t('referrals.statsTotal')}</dt>
            <dd data-testid="referral-total">{formatPaise(summary.totalPaise)}</dd>
          </div>
        </dl>
        <HowItWorks rules={summary.rules} />
        <RewardList rewards={summary.rewards} />
        <Button variant="outline" block data-testid="referral-coupons" onClick={() => navigate('/coupon')}>
          {t('referrals.toCoupons')}
        </Button>
      </>
    );
  }
  return (
    <div className="page referral-page" data-testid="invite-page">
      <PageHeader title={t('referrals.title')} fallback="/my" />
      {content}
    </div>
  );
}
