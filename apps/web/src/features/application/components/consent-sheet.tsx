import { Popup } from 'antd-mobile';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import '@/components/ui/sheet.css';

const COLLECTED = [
  'collectIdentity',
  'collectDetails',
  'collectContacts',
  'collectBank',
  'collectFace',
  'collectCards',
  'collectDevice',
] as const;
const PURPOSES = ['whyKyc', 'whyCredit', 'whyDisbursal', 'whyCollection'] as const;

/**
 * The data-use notice the applicant agrees to before the first step (the API
 * refuses step saves without it). It cannot be swiped away: the choice is
 * agree, or go back home.
 */
export function ConsentSheet({
  visible,
  pending,
  onAccept,
  onDecline,
}: {
  visible: boolean;
  pending: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} bodyClassName="sheet consent-sheet" destroyOnClose>
      <div data-testid="consent-sheet" className="consent-sheet__body">
        <h2 className="sheet__title" id="consent-sheet-title">
          {t('application.consent.title')}
        </h2>
        <p className="sheet__intro">{t('application.consent.intro')}</p>
        {/* It scrolls on a small phone: focusable, so a keyboard can scroll it too. */}
        <section
          className="consent-sheet__scroll"
          aria-labelledby="consent-sheet-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
          tabIndex={0}
        >
          <h3 className="consent-sheet__heading">{t('application.consent.collectTitle')}</h3>
          <ul className="consent-sheet__list">
            {COLLECTED.map((key) => (
              <li key={key}>{t(`application.consent.${key}`)}</li>
            ))}
          </ul>
          <h3 className="consent-sheet__heading">{t('application.consent.whyTitle')}</h3>
          <ul className="consent-sheet__list">
            {PURPOSES.map((key) => (
              <li key={key}>{t(`application.consent.${key}`)}</li>
            ))}
          </ul>
          <p className="consent-sheet__note">{t('application.consent.contactsNote')}</p>
          <p className="consent-sheet__note">{t('application.consent.storage')}</p>
          <p className="consent-sheet__note">{t('application.consent.withdraw')}</p>
        </section>
        <div className="consent-sheet__actions">
          <Button block loading={pending} data-testid="consent-accept" onClick={onAccept}>
            {t('application.consent.accept')}
          </Button>
          <Button block variant="outline" data-testid="consent-decline" onClick={onDecline}>
            {t('application.consent.decline')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
