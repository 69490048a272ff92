import type { HomeResponse } from '@app/contract';
import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { useAfterPaint } from '@/lib/use-after-paint';
import { maxLoanRupees } from './max-loan';

// Closed until Apply is tapped, and its sheet brings the animation library: loaded after Home shows.
const DocumentsSheet = lazy(() => import('./documents-sheet'));

/** Nothing started yet: the largest amount on offer and the Apply button. */
export function ApplyHero({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const painted = useAfterPaint();
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
      {painted ? (
        <Suspense fallback={null}>
          <DocumentsSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
