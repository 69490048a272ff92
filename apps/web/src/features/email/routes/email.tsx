import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { apiErrorText } from '@/lib/api-error-text';
import { showToast } from '@/lib/toast';
import { useProfileEmail } from '../api/get-profile-email';
import { useSetProfileEmail } from '../api/set-profile-email';
import { useVerifyProfileEmail } from '../api/verify-profile-email';
import '../email.css';

// The server's rule is the contract's (z.email); this only spares a round trip for an obvious slip.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /email: add, verify and change the address documents are e-mailed to (decision 082). */
export default function EmailPage() {
  const { t } = useTranslation();
  const current = useProfileEmail();
  const setEmail = useSetProfileEmail();
  const verify = useVerifyProfileEmail();
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The address as typed: resending the code needs it, the server only shows it masked.
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (current.isPending) return <PageLoading />;
  if (current.isError) return <QueryProblem error={current.error} retry={() => void current.refetch()} />;
  const { email, verified, codePending } = current.data;
  const askAddress = editing || email === null || (!verified && !codePending);
  const askCode = !askAddress && !verified && codePending;

  const send = (value: string) => {
    const trimmed = value.trim();
    if (!LOOKS_LIKE_EMAIL.test(trimmed)) return setError(t('email.invalid'));
    setError(null);
    setEmail.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          setSentTo(trimmed);
          setEditing(false);
          setCode('');
        },
        onError: (e) => setError(apiErrorText(e)),
      },
    );
  };

  const check = () => {
    if (!/^\d{6}$/.test(code)) return setError(t('email.codeInvalid'));
    setError(null);
    verify.mutate(
      { code },
      {
        onSuccess: () => {
          setCode('');
          showToast(t('email.done'));
        },
        onError: (e) => setError(apiErrorText(e)),
      },
    );
  };

  return (
    <div className="page">
      <PageHeader title={t('email.title')} fallback="/my" />
      <p className="form__note">{t('email.intro')}</p>
      {email && !askAddress ? (
        <section className="card email-card" data-testid="email-current">
          <span className="email-card__address">{email}</span>
          <span
            className={`email-card__tag${verified ? ' email-card__tag--ok' : ''}`}
            data-testid="email-status"
          >
            {verified ? t('email.verified') : t('email.unverified')}
          </span>
        </section>
      ) : null}
      {askAddress ? (
        <Form onSubmit={() => send(address)}>
          <TextInput
            id="email-address"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('email.address')}
            placeholder={t('email.placeholder')}
            value={address}
            onChange={setAddress}
            maxLength={254}
            data-testid="email-input"
          />
          {error ? <ErrorLine text={error} /> : null}
          <Button type="submit" block loading={setEmail.isPending} data-testid="email-send">
            {t('email.add')}
          </Button>
          {editing ? (
            <Button variant="outline" block onClick={() => setEditing(false)} className="email-secondary">
              {t('email.cancel')}
            </Button>
          ) : null}
        </Form>
      ) : null}
      {askCode ? (
        <Form onSubmit={check}>
          <p className="form__note" data-testid="email-code-sent">
            {t('email.codeSent', { email })}
          </p>
          <TextInput
            id="email-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('email.code')}
            value={code}
            onChange={setCode}
            filter={(v) => v.replace(/\D/g, '').slice(0, 6)}
            data-testid="email-code"
          />
          {error ? <ErrorLine text={error} /> : null}
          <Button type="submit" block loading={verify.isPending} data-testid="email-verify">
            {t('email.verify')}
          </Button>
          {sentTo ? (
            <button
              type="button"
              className="link-button"
              disabled={setEmail.isPending}
              onClick={() => send(sentTo)}
              data-testid="email-resend"
            >
              {t('email.resend')}
            </button>
          ) : null}
        </Form>
      ) : null}
      {email && !askAddress ? (
        <Button
          variant="outline"
          block
          className="email-secondary"
          onClick={() => {
            setEditing(true);
            setAddress('');
            setError(null);
          }}
          data-testid="email-change"
        >
          {t('email.change')}
        </Button>
      ) : null}
    </div>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p className="email-error" role="alert" data-testid="email-error">
      {text}
    </p>
  );
}
