import { formatDate } from '@app/domain';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { APP_VERSION } from '@/config/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { useBrand } from '@/lib/public-config';
import { logout } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useDeletionRequest, useRequestDeletion } from '../api/deletion-request';
import { useMe } from '../api/get-me';
import { PasswordSheet } from '../components/password-sheet';
import '../customer.css';

/** Settings (spec §2): version, language, password, delete account, sign out. */
export default function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceEmail } = useBrand();
  const me = useMe();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const hasPassword = me.data?.hasPassword ?? false;
  const deletion = useDeletionRequest();
  const requestDeletion = useRequestDeletion();
  const pending = deletion.data?.state === 'requested' ? deletion.data : null;

  const signOut = () => {
    nativeEvents.quitLogin();
    void logout();
    navigate('/start', { replace: true });
  };

  /** Spec §6: deletion goes through customer service; the request is recorded here and confirmed. */
  const askDeletion = () => {
    if (pending) return;
    void import('@/lib/antd-imperative').then(({ Dialog }) =>
      Dialog.confirm({
        title: t('setup.deleteAccount'),
        content: t('setup.deleteAccountBody', { email: serviceEmail }),
        confirmText: t('setup.deleteAccountSend'),
        cancelText: t('setup.deleteAccountCancel'),
        onConfirm: () =>
          requestDeletion
            .mutateAsync()
            .then(() => showToast(t('setup.deleteAccountSent')))
            .catch(toastApiError),
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
        <List.Item onClick={() => navigate('/devices')} data-testid="setup-devices">
          {t('customer.devices')}
        </List.Item>
        <List.Item
          onClick={askDeletion}
          extra={
            pending
              ? t('setup.deleteAccountPending', { date: formatDate(pending.requestedAt, 'DD-MM-YYYY') })
              : null
          }
          arrow={!pending}
          data-testid="setup-delete-account"
        >
          {t('setup.deleteAccount')}
        </List.Item>
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
