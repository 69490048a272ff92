import type { HomeResponse } from '@app/contract';
import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/lib/money';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { maxLoanRupees } from './max-loan';

// Closed until Apply is tapped, and its sheet brings the animation library: its code loads after
// Home shows, and it is drawn from the first tap (useOpenedOnce).
const loadDocumentsSheet = () => import('./documents-sheet');
const DocumentsSheet = lazy(loadDocumentsSheet);

/** Nothing started yet: the largest amount on offer and the Apply button. */
export function ApplyHero({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetOpened = useOpenedOnce(sheetOpen);
  useEffect(() => {
    // after the first paint (effects run after it), in a task of its own
    const timer = setTimeout(() => void loadDocumentsSheet());
    return () => clearTimeout(timer);
  }, []);
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
      <Button block variant="accent" data-testid="apply-button" onClick={() => setSheetOpen(true)}>
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
