import { isValidPassword, PASSWORD_MAX_LENGTH } from '@app/domain';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { showErrorToast, showToast } from '@/lib/toast';
import { useSetPassword } from '../api/set-password';
import '@/components/ui/sheet.css';

/** Set or change the login password (PUT /api/v1/me/password). */
export function PasswordSheet({
  visible,
  hasPassword,
  onClose,
}: {
  visible: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useSetPassword();

  const close = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    onClose();
  };

  const submit = useClickLock(() => {
    if ((hasPassword && !isValidPassword(current)) || !isValidPassword(next)) {
      return showErrorToast('PASSWORD_FORMAT');
    }
    if (next !== confirm) return showToast(t('setup.passwordMismatch'));
    save.mutate(
      { password: next, ...(hasPassword ? { currentPassword: current } : {}) },
      {
        onSuccess: () => {
          showToast(t('setup.passwordSaved'));
          close();
        },
        onError: toastApiError,
      },
    );
  });

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName="sheet" showCloseButton>
      <Form onSubmit={submit}>
        <h2 className="sheet__title">{hasPassword ? t('setup.changePassword') : t('setup.setPassword')}</h2>
        {hasPassword ? (
          <TextInput
            id="current-password"
            type="password"
            label={t('setup.currentPassword')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={current}
            onChange={setCurrent}
          />
        ) : null}
        <TextInput
          id="new-password"
          type="password"
          label={t('setup.newPassword')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={next}
          onChange={setNext}
          data-testid="new-password-input"
        />
        <TextInput
          id="confirm-password"
          type="password"
          label={t('setup.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          onChange={setConfirm}
          data-testid="confirm-password-input"
        />
        <Button block type="submit" loading={save.isPending} data-testid="password-save">
          {t('setup.save')}
        </Button>
      </Form>
    </Popup>
  );
}
