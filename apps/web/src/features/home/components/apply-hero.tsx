import type { HomeResponse } from '@app/contract';
import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/lib/money';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { maxLoanRupees } from './max-loan';

// Closed until Apply is tapped, and its sheet brings Popup and the animation library, whose
// module code alone took 30-70 ms unthrottled (with a collection) when it ran while Home loaded.
// So its files are fetched by the service worker, off the main thread (build/service-worker-plugin
// lists it with the shell), and its code runs when a finger or the focus reaches Apply; it is
// drawn from the first tap (useOpenedOnce). Without a worker, the tap fetches it.
const loadDocumentsSheet = () => import('./documents-sheet');
const DocumentsSheet = lazy(loadDocumentsSheet);
const warmDocumentsSheet = () => void loadDocumentsSheet();

/** Nothing started yet: the largest amount on offer and the Apply button. */
export function ApplyHero({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetOpened = useOpenedOnce(sheetOpen);
  return (
    <>
      <p className="home-hero__label">{t('home.limitTitle')}</p>
      <p className="home-hero__amount" data-testid="home-max-amount">
        {formatMoney(maxLoanRupees(home))}
      </p>
      <ul className="home-hero__facts">
        <li>
          <ClockCircleOutline aria-hidden /> {t('home.applyMinutes')}
        </li>
        <li>
          <CheckShieldOutline aria-hidden /> {t('home.reviewMinutes')}
        </li>
      </ul>
      <Button
        block
        variant="accent"
        data-testid="apply-button"
        onPointerDown={warmDocumentsSheet}
        onFocus={warmDocumentsSheet}
        onClick={() => setSheetOpen(true)}
      >
        {t('home.apply')}
      </Button>
      {sheetOpened ? (
        <Suspense fallback={null}>
          <DocumentsSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
