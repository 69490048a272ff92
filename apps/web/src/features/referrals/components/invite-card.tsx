import type { ReferralSummary } from '@app/contract';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { copyText } from '@/lib/copy-text';
import { nativeEvents } from '@/lib/native-events';
import { useBrand } from '@/lib/public-config';
import { showToast } from '@/lib/toast';
import { type Invitation, shareInvite, whatsAppLink } from './share-invite';

/** The code and link with copy, Share (the system sheet, else copy) and WhatsApp. */
export function InviteCard({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const invitation: Invitation = {
    title: t('referral.shareTitle', { proName }),
    text: t('referral.shareText', { proName, code: summary.code }),
    url: summary.link,
  };
  const copy = async (value: string) => {
    showToast((await copyText(value)) ? t('referral.copied') : t('referral.copyFailed'));
  };
  const share = async () => {
    const outcome = await shareInvite(invitation);
    if (outcome === 'copied') showToast(t('referral.copied'));
    if (outcome === 'failed') showToast(t('referral.copyFailed'));
  };
  const whatsApp = whatsAppLink(invitation);
  return (
    <section className="referral-hero" data-testid="referral-invite">
      <h1 className="referral-hero__title">{t('referral.heroTitle')}</h1>
      <p className="referral-hero__body">{t('referral.heroBody')}</p>
      <div className="referral-code">
        <div className="referral-link__text">
          <p className="referral-code__label">{t('referral.codeLabel')}</p>
          <p className="referral-code__value" data-testid="referral-code">
            {summary.code}
          </p>
        </div>
        <button
          type="button"
          className="referral-copy"
          aria-label={t('referral.copyCodeLabel')}
          data-testid="referral-copy-code"
          onClick={() => void copy(summary.code)}
        >
          {t('referral.copy')}
        </button>
      </div>
      <div className="referral-link">
        <div className="referral-link__text">
          <p className="referral-code__label">{t('referral.linkLabel')}</p>
          <p className="referral-link__value" data-testid="referral-link">
            {summary.link}
          </p>
        </div>
        <button
          type="button"
          className="referral-copy"
          aria-label={t('referral.copyLinkLabel')}
          data-testid="referral-copy-link"
          onClick={() => void copy(summary.link)}
        >
          {t('referral.copy')}
        </button>
      </div>
      <div className="referral-actions">
        <Button variant="accent" data-testid="referral-share" onClick={() => void share()}>
          {t('referral.share')}
        </Button>
        <a
          className="button referral-whatsapp"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="referral-whatsapp"
          onClick={(event) => {
            // Inside the native app a WebView would load WhatsApp in place of the app: the app opens it (spec §7).
            if (nativeEvents.openUrl(whatsApp)) event.preventDefault();
          }}
        >
          {t('referral.whatsApp')}
        </a>
      </div>
    </section>
  );
}
