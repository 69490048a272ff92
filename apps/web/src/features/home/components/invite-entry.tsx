import { List } from 'antd-mobile';
import { UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Home's way to refer and earn (/invite): friends who borrow earn both sides coupons. */
export function InviteEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className="card card--list">
      <List.Item
        prefix={<UserAddOutline aria-hidden />}
        description={t('referral.homeEntryBody')}
        onClick={() => navigate('/invite')}
        data-testid="home-invite"
      >
        {t('referral.homeEntry')}
      </List.Item>
    </List>
  );
}
