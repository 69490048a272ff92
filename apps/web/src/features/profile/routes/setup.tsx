import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { APP_VERSION } from '@/config/app-config';
import { postToNative } from '@/lib/bridge';
import { useBrand } from '@/lib/public-config';
import { logout } from '@/lib/session';
import { useMe } from '../api/get-me';
import { PasswordSheet } from '../components/password-sheet';
import '../profile.css';

/** Settings (spec §2): version, language, password, delete account, sign out. */
export default function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceEmail } = useBrand();
  const me = useMe();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const hasPassword = me.data?.hasPassword ?? false;

  const signOut = () => {
    postToNative('quitLogin');
    void logout();
    navigate('/start', { replace: true });
  };

  const explainDeletion = () => {
    void import('@/lib/antd-imperative').then(({ Dialog }) =>
      Dialog.alert({
        title: t('setup.deleteAccount'),
        content: t('setup.deleteAccountBody', { email: serviceEmail }),
        confirmText: t('common.confirm'),
      }),
    );
  };

  return (
    <div className="page">
      <PageHeader title={t('setup.title')} fallback="/my" />
      <List className="card card--list">
        <List.Item extra={APP_VERSION} data-testid="setup-version">
          {t('setup.version')}
        </List.Item>
        <List.Item onClick={() => navigate('/changeLang')}>{t('setup.language')}</List.Item>
        <List.Item onClick={() => setPasswordOpen(true)} disabled={me.isPending} data-testid="setup-password">
          {hasPassword ? t('setup.changePassword') : t('setup.setPassword')}
        </List.Item>
        <List.Item onClick={explainDeletion}>{t('setup.deleteAccount')}</List.Item>
        <List.Item onClick={() => navigate('/test')}>{t('setup.diagnostics')}</List.Item>
      </List>
      <Button block variant="danger" className="sign-out" data-testid="sign-out" onClick={signOut}>
        {t('setup.signOut')}
      </Button>
      <PasswordSheet
        visible={passwordOpen}
        hasPassword={hasPassword}
        onClose={() => setPasswordOpen(false)}
      />
    </div>
  );
}
