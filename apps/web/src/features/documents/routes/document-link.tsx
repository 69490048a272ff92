import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { TextInput } from '@/components/ui/text-input';
import { addEnglishAppStrings } from '@/i18n';
import { enDocuments } from '@/i18n/documents/en';
import { enEmail } from '@/i18n/email/en';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { isLoggedIn, useCoreStore } from '@/stores/core-store';
import { openDocumentLink, openDocumentLinkWithCode, sendDocumentLinkCode } from '../api/document-link';
import { PdfPages } from '../components/pdf-pages';
import '../documents.css';
import '../document-link.css';

// Reachable without login, so outside the signed-in layout that adds the app's English strings.
addEnglishAppStrings({ ...enDocuments, ...enEmail });

type Step =
  | { at: 'checking' }
  | { at: 'ask' }
  | { at: 'code'; phone: string }
  | { at: 'pdf'; data: Uint8Array }
  | { at: 'dead'; expired: boolean; message: string };

/** The link cannot open at all, whoever asks: no code would help. */
function deadEnd(error: unknown): Step | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'DOCUMENT_LINK_EXPIRED' || error.code === 'DOCUMENT_LINK_INVALID')
    return { at: 'dead', expired: error.code === 'DOCUMENT_LINK_EXPIRED', message: apiErrorText(error) };
  return null;
}

/**
 * /d/:token: the page an SMS document link opens (decision 082). With the borrower's
 * session the PDF opens at once; without one (or with another customer's), a code
 * sent to the loan's phone opens it once. Expired and altered links say so.
 */
export default function DocumentLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const publicData = useCoreStore((state) => state.publicData);
  const session = isLoggedIn(publicData) ? publicData.token : null;
  const [step, setStep] = useState<Step>({ at: 'checking' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Checked once per token, not again when a session appears meanwhile.
  useEffect(() => {
    let live = true;
    openDocumentLink(token, session).then(
      (data) => live && setStep({ at: 'pdf', data }),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 0) setError(apiErrorText(e));
        // no session, an expired one or another customer's: the code opens it
        setStep(deadEnd(e) ?? { at: 'ask' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const askCode = () => {
    setBusy(true);
    setError(null);
    sendDocumentLinkCode(token)
      .then(({ phoneMasked }) => {
        setCode('');
        setStep({ at: 'code', phone: phoneMasked });
      })
      .catch((e: unknown) => {
        const dead = deadEnd(e);
        if (dead) setStep(dead);
        else setError(apiErrorText(e));
      })
      .finally(() => setBusy(false));
  };

  const open = () => {
    if (!/^\d{6}$/.test(code)) return setError(t('email.codeInvalid'));
    setBusy(true);
    setError(null);
    openDocumentLinkWithCode(token, code)
      .then((data) => setStep({ at: 'pdf', data }))
      .catch((e: unknown) => {
        const dead = deadEnd(e);
        if (dead) setStep(dead);
        else setError(apiErrorText(e));
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className="page pdf-page-view" data-testid="document-link">
      <PageHeader title={t('documentLink.title')} fallback={session ? '/documents' : '/start'} />
      {step.at === 'checking' ? <PageLoading /> : null}
      {step.at === 'pdf' ? <LinkedPdf data={step.data} /> : null}
      {step.at === 'dead' ? (
        <PageProblem
          testId="document-link-dead"
          title={step.expired ? t('documentLink.expiredTitle') : t('documentLink.invalidTitle')}
          body={<span data-testid="document-link-message">{step.message}</span>}
          action={t('documentLink.toDocuments')}
          onAction={() => navigate(session ? '/documents' : '/start', { replace: true })}
        />
      ) : null}
      {step.at === 'ask' ? (
        <section className="card document-link-card">
          <p className="form__note">{t('documentLink.intro')}</p>
          {error ? <ErrorLine text={error} /> : null}
          <Button block loading={busy} onClick={askCode} data-testid="document-link-send">
            {t('documentLink.sendCode')}
          </Button>
        </section>
      ) : null}
      {step.at === 'code' ? (
        <section className="card document-link-card">
          <Form onSubmit={open}>
            <p className="form__note" data-testid="document-link-sent">
              {t('documentLink.codeSent', { phone: step.phone })}
            </p>
            <TextInput
              id="document-link-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              label={t('documentLink.code')}
              value={code}
              onChange={setCode}
              filter={(v) => v.replace(/\D/g, '').slice(0, 6)}
              data-testid="document-link-code"
            />
            {error ? <ErrorLine text={error} /> : null}
            <Button type="submit" block loading={busy} data-testid="document-link-open">
              {t('documentLink.open')}
            </Button>
            <button
              type="button"
              className="link-button document-link-resend"
              disabled={busy}
              onClick={askCode}
              data-testid="document-link-resend"
            >
              {t('documentLink.resend')}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

function LinkedPdf({ data }: { data: Uint8Array }) {
  const { t } = useTranslation();
  const download = useMemo(
    () => URL.createObjectURL(new Blob([data.slice()], { type: 'application/pdf' })),
    [data],
  );
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  return (
    <>
      <a className="doc-link pdf-download" href={download} download="document.pdf" data-testid="pdf-download">
        {t('documents.download')}
      </a>
      <PdfPages data={data} />
    </>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p className="document-link-error" role="alert" data-testid="document-link-error">
      {text}
    </p>
  );
}
