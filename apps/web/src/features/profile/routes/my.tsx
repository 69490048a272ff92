import { List } from 'antd-mobile';
import { GiftOutline, GlobalOutline, MailOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useBrand } from '@/lib/public-config';
import { useCoreStore } from '@/stores/core-store';
import { formatIndianPhone } from '../components/format-phone';
import '../profile.css';

const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी', zh: '中文' } as const;

/** Profile tab (spec §2 /my). */
export default function MyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const phone = useCoreStore((state) => state.publicData.phone_number);
  const { serviceEmail } = useBrand();
  const langName = LANGUAGE_NAMES[i18n.language as keyof typeof LANGUAGE_NAMES] ?? LANGUAGE_NAMES.en;

  return (
    <div className="page">
      <header className="profile-head">
        <BrandLogo size={52} />
        <div>
          <p className="profile-head__label">{t('profile.phone')}</p>
          <p className="profile-head__phone" data-testid="profile-phone">
            {formatIndianPhone(phone)}
          </p>
        </div>
      </header>
      <List className="card card--list">
        <List.Item prefix={<GiftOutline />} onClick={() => navigate('/coupon')} data-testid="profile-coupons">
          {t('coupons.profileEntry')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => navigate('/setup')} data-testid="profile-settings">
          {t('profile.settings')}
        </List.Item>
        <List.Item prefix={<GlobalOutline />} extra={langName} onClick={() => navigate('/changeLang')}>
          {t('profile.language')}
        </List.Item>
        {serviceEmail ? (
          <List.Item
            prefix={<MailOutline />}
            description={
              <>
                <span className="service-line">{serviceEmail}</span>
                <span className="service-line">{t('profile.serviceHours')}</span>
              </>
            }
            onClick={() => {
              window.location.href = `mailto:${serviceEmail}`;
            }}
            data-testid="profile-service-email"
          >
            {t('profile.serviceEmail')}
          </List.Item>
        ) : null}
      </List>
    </div>
  );
}
