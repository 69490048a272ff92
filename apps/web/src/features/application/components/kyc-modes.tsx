import { checkPan } from '@app/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { startDigilocker, useVerifyIdentity } from '../api/verify-identity';
import { messageOf } from './kyc-error';

/** The modes the borrower picks from, in this order; CKYC is tried first by PAN above them. */
const CHOICES = ['aadhaar_offline', 'aadhaar_qr', 'digilocker', 'card_photos'] as const;
type Choice = (typeof CHOICES)[number];

export const panFilter = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

/**
 * Issue 31 point 1: CKYC by PAN first, then Aadhaar Offline e-KYC, Aadhaar
 * Secure QR, DigiLocker, and card photos as the last resort (`onCardPhotos`).
 * A verification lands in the kyc query; the page then shows its summary.
 */
export function KycModes({ onCardPhotos, returned }: { onCardPhotos: () => void; returned?: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Choice | null>(null);
  return (
    <>
      {returned ? (
        <p className="notice notice--warning" role="alert" data-testid="kyc-returned-error">
          {returned}
        </p>
      ) : null}
      <CkycFirst />
      <section className="card kyc-modes" aria-labelledby="kyc-modes-title">
        <h2 id="kyc-modes-title" className="card__title">
          {t('application.kyc.orChoose')}
        </h2>
        <p className="card__hint">{t('application.kyc.modesIntro')}</p>
        <ul className="kyc-modes__list">
          {CHOICES.map((mode) => (
            <li key={mode} className={`kyc-mode${open === mode ? ' kyc-mode--open' : ''}`}>
              <button
                type="button"
                className="kyc-mode__head"
                data-testid={`kyc-mode-${mode}`}
                aria-expanded={open === mode}
                onClick={() =>
                  mode === 'card_photos' ? onCardPhotos() : setOpen(open === mode ? null : mode)
                }
              >
                <span className="kyc-mode__title">{t(`application.kyc.mode.${mode}`)}</span>
                <span className="kyc-mode__hint">{t(`application.kyc.modeHint.${mode}`)}</span>
              </button>
              {open === mode && mode !== 'card_photos' ? <ModePanel mode={mode} /> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function CkycFirst() {
  const { t } = useTranslation();
  const verify = useVerifyIdentity();
  const [pan, setPan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const find = () => {
    const invalid = checkPan(pan);
    if (invalid) {
      setError(messageOf(new ApiError(400, invalid, '')));
      return;
    }
    setError(null);
    verify.mutate(
      { mode: 'ckyc', pan },
      {
        onError: (err) =>
          setError(
            err instanceof ApiError && err.code === 'CKYC_NOT_FOUND'
              ? t('application.kyc.ckycNone')
              : messageOf(err),
          ),
      },
    );
  };
  return (
    <section className="card form form-card" aria-labelledby="ckyc-title" data-testid="kyc-ckyc">
      <h2 id="ckyc-title" className="card__title">
        {t('application.kyc.ckycTitle')}
      </h2>
      <p className="card__hint">{t('application.kyc.ckycHint')}</p>
      <TextInput
        data-testid="ckyc-pan"
        aria-label={t('application.identity.pan')}
        value={pan}
        filter={panFilter}
        onChange={setPan}
        placeholder={t('application.identity.panPlaceholder')}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={10}
      />
      {error ? (
        <p className="form-row__error" role="alert" data-testid="ckyc-error">
          {error}
        </p>
      ) : null}
      <Button block variant="outline" loading={verify.isPending} data-testid="ckyc-find" onClick={find}>
        {t('application.kyc.ckycFind')}
      </Button>
    </section>
  );
}

function ModePanel({ mode }: { mode: Exclude<Choice, 'card_photos'> }) {
  switch (mode) {
    case 'aadhaar_offline':
      return <OfflinePanel />;
    case 'aadhaar_qr':
      return <QrPanel />;
    case 'digilocker':
      return <DigilockerPanel />;
  }
}

function OfflinePanel() {
  const { t } = useTranslation();
  const verify = useVerifyIdentity();
  const [file, setFile] = useState<File | null>(null);
  const [shareCode, setShareCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!file) return setError(t('application.kyc.fileRequired'));
    if (!/^\d{4}$/.test(shareCode)) return setError(t('application.kyc.shareCodeInvalid'));
    setError(null);
    verify.mutate(
      { mode: 'aadhaar_offline', file, shareCode },
      { onError: (err) => setError(messageOf(err)) },
    );
  };
  return (
    <div className="kyc-mode__panel" data-testid="kyc-panel-aadhaar_offline">
      <ol className="kyc-steps">
        <li>{t('application.kyc.offlineStep1')}</li>
        <li>{t('application.kyc.offlineStep2')}</li>
        <li>{t('application.kyc.offlineStep3')}</li>
      </ol>
      <label className="button button--outline button--block kyc-file-button">
        <span className="kyc-file-button__text" data-testid="offline-file-name">
          {file ? file.name : t('application.kyc.offlineFile')}
        </span>
        <input
          type="file"
          accept=".zip,application/zip"
          className="visually-hidden"
          data-testid="offline-file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <TextInput
        data-testid="offline-share-code"
        aria-label={t('application.kyc.shareCode')}
        placeholder={t('application.kyc.shareCode')}
        value={shareCode}
        filter={(value) => value.replace(/\D/g, '').slice(0, 4)}
        onChange={setShareCode}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
      />
      <PanelError error={error} />
      <Button block loading={verify.isPending} data-testid="offline-verify" onClick={submit}>
        {t('application.kyc.verify')}
      </Button>
    </div>
  );
}

function QrPanel() {
  const { t } = useTranslation();
  const verify = useVerifyIdentity();
  const [error, setError] = useState<string | null>(null);
  const send = (image: File | undefined) => {
    if (!image) return;
    setError(null);
    verify.mutate({ mode: 'aadhaar_qr', image }, { onError: (err) => setError(messageOf(err)) });
  };
  return (
    <div className="kyc-mode__panel" data-testid="kyc-panel-aadhaar_qr">
      <p>{t('application.kyc.qrHint')}</p>
      <label
        className={`button button--primary button--block kyc-file-button${verify.isPending ? ' is-busy' : ''}`}
      >
        {verify.isPending ? <span className="button__spinner" aria-hidden /> : null}
        {t('application.kyc.qrChoose')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          className="visually-hidden"
          data-testid="qr-input"
          disabled={verify.isPending}
          onChange={(event) => send(event.target.files?.[0])}
        />
      </label>
      <PanelError error={error} />
    </div>
  );
}

function DigilockerPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await startDigilocker();
      window.location.assign(url);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };
  return (
    <div className="kyc-mode__panel" data-testid="kyc-panel-digilocker">
      <p>{t('application.kyc.digilockerHint')}</p>
      <PanelError error={error} />
      <Button block loading={busy} data-testid="digilocker-open" onClick={() => void open()}>
        {t('application.kyc.digilockerOpen')}
      </Button>
    </div>
  );
}

function PanelError({ error }: { error: string | null }) {
  return error ? (
    <p className="form-row__error" role="alert" data-testid="kyc-error">
      {error}
    </p>
  ) : null;
}
