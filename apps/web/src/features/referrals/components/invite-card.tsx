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
    title: t('referrals.shareTitle', { proName }),
    text: t('referrals.shareText', { proName, code: summary.code }),
    url: summary.link,
  };
  const copy = async (value: string) => {
    showToast((await copyText(value)) ? t('referrals.copied') : t('referrals.copyFailed'));
  };
  const share = async () => {
    const outcome = await shareInvite(invitation);
    if (outcome === 'copied') showToast(t('referrals.copied'));
    if (outcome === 'failed') showToast(t('referrals.copyFailed'));
  };
  const whatsApp = whatsAppLink(invitation);
  return (
    <section className="referral-hero" data-testid="referral-invite">
      <h1 className="referral-hero__title">{t('referrals.heroTitle')}</h1>
      <p className="referral-hero__body">{t('referrals.heroBody')}</p>
      <div className="referral-code">
        <div className="referral-link__text">
          <p className="referral-code__label">{t('referrals.codeLabel')}</p>
          <p className="referral-code__value" data-testid="referral-code">
            {summary.code}
          </p>
        </div>
        <button
          type="button"
          className="referral-copy"
          aria-label={t('referrals.copyCodeLabel')}
          data-testid="referral-copy-code"
          onClick={() => void copy(summary.code)}
        >
          {t('referrals.copy')}
        </button>
      </div>
      <div className="referral-link">
        <div className="referral-link__text">
          <p className="referral-code__label">{t('referrals.linkLabel')}</p>
          <p className="referral-link__value" data-testid="referral-link">
            {summary.link}
          </p>
        </div>
        <button
          type="button"
          className="referral-copy"
          aria-label={t('referrals.copyLinkLabel')}
          data-testid="referral-copy-link"
          onClick={() => void copy(summary.link)}
        >
          {t('referrals.copy')}
        </button>
      </div>
      <div className="referral-actions">
        <Button variant="accent" data-testid="referral-share" onClick={() => void share()}>
          {t('referrals.share')}
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
          {t('referrals.whatsApp')}
        </a>
      </div>
    </section>
  );
}
