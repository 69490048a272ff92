import { List } from 'antd-mobile';
import {
  BellOutline,
  EditSOutline,
  FileOutline,
  GiftOutline,
  GlobalOutline,
  InformationCircleOutline,
  MailOpenOutline,
  MailOutline,
  QuestionCircleOutline,
  SetOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { CountBadge } from '@/components/ui/count-badge';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useTranslation } from '@/i18n/use-translation';
import { formatIndianPhone } from '@/lib/format-phone';
import { useBrand } from '@/lib/public-config';
import { useCoreStore } from '@/stores/core-store';
import '@/features/customer/customer.css';

const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी', zh: '中文' } as const;

/** Profile tab (spec §2 /my). */
export default function MyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const phone = useCoreStore((state) => state.publicData.phone_number);
  const { serviceEmail } = useBrand();
  const unread = useUnreadCount();
  const langName = LANGUAGE_NAMES[i18n.language as keyof typeof LANGUAGE_NAMES] ?? LANGUAGE_NAMES.en;

  return (
    <div className="page">
      <header className="profile-head">
        <BrandLogo size={52} />
        <div>
          <p className="profile-head__label">{t('profile.phone')}</p>
          <h1 className="profile-head__phone" data-testid="profile-phone">
            {formatIndianPhone(phone)}
          </h1>
        </div>
      </header>
      <List className="card card--list">
        <List.Item
          prefix={<BellOutline />}
          extra={
            <CountBadge
              count={unread}
              label={t('messages.unreadCount', { count: unread })}
              testId="profile-messages-badge"
            />
          }
          onClick={() => navigate('/msgCenter')}
          data-testid="profile-messages"
        >
          {t('messages.title')}
        </List.Item>
        <List.Item
          prefix={<FileOutline />}
          onClick={() => navigate('/documents')}
          data-testid="profile-documents"
        >
          {t('documents.center.entry')}
        </List.Item>
        <List.Item
          prefix={<MailOpenOutline />}
          onClick={() => navigate('/email')}
          data-testid="profile-email"
        >
          {t('email.entry')}
        </List.Item>
        <List.Item prefix={<GiftOutline />} onClick={() => navigate('/coupon')} data-testid="profile-coupons">
          {t('coupons.profileEntry')}
        </List.Item>
        <List.Item
          prefix={<UserAddOutline />}
          onClick={() => navigate('/invite')}
          data-testid="profile-invite"
        >
          {t('referrals.profileEntry')}
        </List.Item>
        <List.Item prefix={<SetOutline />} onClick={() => navigate('/setup')} data-testid="profile-settings">
          {t('profile.settings')}
        </List.Item>
        <List.Item prefix={<GlobalOutline />} extra={langName} onClick={() => navigate('/changeLang')}>
          {t('profile.language')}
        </List.Item>
        <List.Item
          prefix={<QuestionCircleOutline />}
          onClick={() => navigate('/helpCenter')}
          data-testid="profile-help"
        >
          {t('help.entry.help')}
        </List.Item>
        <List.Item
          prefix={<EditSOutline />}
          onClick={() => navigate('/question')}
          data-testid="profile-feedback"
        >
          {t('feedback.profileEntry')}
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
            onClick={() => navigate('/customerService')}
            data-testid="profile-service-email"
          >
            {t('profile.serviceEmail')}
          </List.Item>
        ) : null}
        <List.Item
          prefix={<InformationCircleOutline />}
          onClick={() => navigate('/aboutUs')}
          data-testid="profile-about"
        >
          {t('help.entry.about')}
        </List.Item>
      </List>
    </div>
  );
}
