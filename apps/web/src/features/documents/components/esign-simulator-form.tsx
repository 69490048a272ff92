import type { EsignSimulatorSession } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';

const OTP_LENGTH = 6;
const otpFilter = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The simulated ESP page: who signs, the fingerprints the provider received,
 * consent, then the Aadhaar OTP step. A real ESP shows this on its own site.
 */
export function EsignSimulatorForm({
  session,
  busy,
  onSign,
  onCancel,
}: {
  session: EsignSimulatorSession;
  busy: boolean;
  onSign: (otp: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(false);
  const [otpStep, setOtpStep] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);

  const verify = () => {
    if (otp.length !== OTP_LENGTH) setOtpError(t('documents.simOtpInvalid'));
    else onSign(otp);
  };

  return (
    <>
      <p className="card agreements-note esign-sim__banner" data-testid="esign-sim-banner">
        {t('documents.simBanner')}
      </p>
      <section className="card esign-sim">
        <h2 className="card__title">{t('documents.simSigner')}</h2>
        <p data-testid="esign-sim-signer">
          {session.signer.name} · {session.signer.phoneMasked}
        </p>
        <h2 className="card__title">{t('documents.simDocuments')}</h2>
        <ul className="esign-sim__docs">
          {session.documents.map((doc) => (
            <li key={doc.id} data-testid={`esign-sim-doc-${doc.id}`}>
              <span className="esign-sim__title">{doc.title}</span>
              <code className="esign-sim__hash">SHA-256 {doc.sha256}</code>
            </li>
          ))}
        </ul>
      </section>
      <label className="agree" data-testid="esign-sim-consent-label">
        <input
          type="checkbox"
          data-testid="esign-sim-consent"
          checked={consent}
          disabled={busy}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{t('documents.simConsent')}</span>
      </label>
      {otpStep ? (
        <section className="card sign-card">
          <div className={otpError ? 'field form-row form-row--error' : 'field form-row'}>
            <label className="field__label" htmlFor="esign-sim-otp">
              {t('documents.simOtpLabel')}
            </label>
            <TextInput
              id="esign-sim-otp"
              data-testid="esign-sim-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('documents.simOtpPlaceholder')}
              value={otp}
              filter={otpFilter}
              onChange={(value) => {
                setOtp(value);
                setOtpError(null);
              }}
            />
            <p className="card__hint">{t('documents.simOtpHint')}</p>
            {otpError ? (
              <p className="form-row__error" role="alert" data-testid="esign-sim-otp-error">
                {otpError}
              </p>
            ) : null}
          </div>
          <Button block data-testid="esign-sim-verify" loading={busy} disabled={!consent} onClick={verify}>
            {t('documents.simVerify')}
          </Button>
        </section>
      ) : (
        <Button
          block
          data-testid="esign-sim-sign"
          disabled={!consent || busy}
          onClick={() => setOtpStep(true)}
        >
          {t('documents.simSignOtp')}
        </Button>
      )}
      <Button block variant="outline" data-testid="esign-sim-cancel" disabled={busy} onClick={onCancel}>
        {t('documents.simCancel')}
      </Button>
    </>
  );
}
