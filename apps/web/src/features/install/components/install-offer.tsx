import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { useBrand } from '@/lib/public-config';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useInstallOffer } from './use-install-offer';
import '../install.css';

/**
 * The close mark, drawn here rather than taken from antd-mobile-icons: the build
 * puts that icon in the chunk of the Apply sheet's Popup, and importing it made
 * Home load and run Popup and react-spring (30-70 ms of module evaluation, unthrottled)
 * for one small cross.
 */
function CloseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

// Only iOS Safari needs the steps (and with them the sheet's animation code): loaded there alone.
const loadIosInstallSheet = () => import('./ios-install-sheet');
const IosInstallSheet = lazy(loadIosInstallSheet);

/**
 * Home's offer to install the app (spec §1), with the coupon it brings (§9):
 * the browser's own prompt where there is one, the Share steps on iOS Safari.
 * Closing it keeps it away for a week.
 */
export default function InstallOffer() {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const { offer, couponPaise, accept, dismiss } = useInstallOffer();
  const [steps, setSteps] = useState(false);
  // Drawn from the first tap on "How to": Popup's animation code costs a task even when closed.
  const stepsOpened = useOpenedOnce(steps);
  useEffect(() => {
    if (offer === 'ios') void loadIosInstallSheet();
  }, [offer]);
  if (offer === 'none' && !steps) return null;
  const amount = formatPaise(couponPaise);
  return (
    <>
      {offer === 'none' ? null : (
        <section className="card install-offer" data-testid="install-offer" data-offer={offer}>
          <img className="install-offer__icon" src="/icons/icon-192.png" width={48} height={48} alt="" />
          <div className="install-offer__text">
            <h2 className="install-offer__title">{t('install.title', { proName })}</h2>
            <p className="install-offer__body">
              {couponPaise > 0 ? t('install.reward', { amount }) : t('install.noReward')}
            </p>
            <Button
              className="install-offer__action"
              data-testid="install-accept"
              onClick={() => (offer === 'prompt' ? void accept() : setSteps(true))}
            >
              {offer === 'prompt' ? t('install.add') : t('install.howTo')}
            </Button>
          </div>
          <button
            type="button"
            className="install-offer__close"
            aria-label={t('install.later')}
            data-testid="install-dismiss"
            onClick={dismiss}
          >
            <CloseIcon />
          </button>
        </section>
      )}
      {stepsOpened ? (
        <Suspense fallback={null}>
          <IosInstallSheet
            visible={steps}
            proName={proName}
            amount={couponPaise > 0 ? amount : null}
            onClose={() => {
              setSteps(false);
              dismiss();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
