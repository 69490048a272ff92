import type { ReferralRewardView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

function RewardItem({ reward }: { reward: ReferralRewardView }) {
  const { t } = useTranslation();
  const peer =
    reward.kind === 'signup_bonus'
      ? t('referrals.invitedBy', { last4: reward.peerPhoneLast4 })
      : t('referrals.friend', { last4: reward.peerPhoneLast4 });
  return (
    <li
      className="referral-reward"
      data-testid="referral-reward"
      data-kind={reward.kind}
      data-state={reward.state}
    >
      <div className="referral-reward__main">
        <p className="referral-reward__kind">{t(`referrals.kind.${reward.kind}`)}</p>
        <p className="referral-reward__meta">
          {peer} · {formatDate(reward.createdAt, 'DD-MM-YYYY')}
        </p>
        {reward.reason ? (
          <p className="referral-reward__reason" data-testid="referral-reward-reason">
            {t(`referrals.reason.${reward.reason}`)}
          </p>
        ) : null}
      </div>
      <div className="referral-reward__side">
        <strong className="referral-reward__amount" data-testid="referral-reward-amount">
          {formatPaise(reward.amountPaise)}
        </strong>
        <span className={`referral-chip referral-chip--${reward.state}`} data-testid="referral-reward-state">
          {t(`referrals.state.${reward.state}`)}
        </span>
      </div>
    </li>
  );
}

/** The rewards history: amount, event, date and whether it was credited or not eligible (and why). */
export function RewardList({ rewards }: { rewards: readonly ReferralRewardView[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="referral-history">
      <h2 className="card__title" id="referral-history">
        {t('referrals.historyTitle')}
      </h2>
      {rewards.length === 0 ? (
        <p className="referral-note" data-testid="referral-history-empty">
          {t('referrals.historyEmpty')}
        </p>
      ) : (
        <ul className="referral-rewards" data-testid="referral-history">
          {rewards.map((reward) => (
            <RewardItem key={reward.id} reward={reward} />
          ))}
        </ul>
      )}
    </section>
  );
}
