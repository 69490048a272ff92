import { UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { LinkRow } from './link-row';

/** Home's way to refer and earn (/invite): friends who borrow earn both sides coupons. */
export function InviteEntry() {
  const { t } = useTranslation();
  return (
    <LinkRow
      to="/invite"
      icon={<UserAddOutline aria-hidden />}
      title={t('referrals.homeEntry')}
      description={t('referrals.homeEntryBody')}
      testId="home-invite"
    />
  );
}
