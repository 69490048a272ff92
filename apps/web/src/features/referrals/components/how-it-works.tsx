import type { ReferralSummary } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise, ppmToPercent } from '@/lib/money';

type Rules = ReferralSummary['rules'];
type RuleKey = 'disbursal' | 'repayment' | 'firstLoan' | 'signupBonus';

const ORDER: readonly RuleKey[] = ['disbursal', 'repayment', 'firstLoan', 'signupBonus'];

/** The configured rules in words: each rate, what it is of, and its cap (from the API, so changes show). */
export function HowItWorks({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  const line = (key: RuleKey) => {
    const rule = rules[key];
    const text =
      key === 'repayment' && rules.repaymentOnTimeOnly
        ? t('referrals.how.repaymentOnTime', { rate: ppmToPercent(rule.ratePpm) })
        : t(`referrals.how.${key}`, {
            rate: ppmToPercent(rule.ratePpm),
            base: t(`referrals.base.${rule.base}`),
          });
    // The cap brings its own separator: a space in English and Hindi, none before Chinese brackets.
    return rule.capPaise > 0 ? text + t('referrals.cap', { cap: formatPaise(rule.capPaise) }) : text;
  };
  return (
    <section className="card" aria-labelledby="referral-how">
      <h2 className="card__title" id="referral-how">
        {t('referrals.howTitle')}
      </h2>
      <ol className="referral-how" data-testid="referral-how">
        {ORDER.filter((key) => rules[key].ratePpm > 0).map((key) => (
          <li key={key} data-testid={`referral-how-${key}`}>
            {line(key)}
          </li>
        ))}
      </ol>
      <p className="referral-note">
        {t('referrals.couponNote', {
          kind: t(`referrals.couponKind.${rules.disbursal.couponKind}`),
          days: rules.couponValidDays,
        })}
      </p>
      <p className="referral-note">{t('referrals.rulesNote')}</p>
    </section>
  );
}
