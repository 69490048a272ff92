import type { HomeResponse } from '@app/contract';
import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { DocumentsSheet } from './documents-sheet';
import { maxLoanRupees } from './max-loan';

/** Nothing started yet: the largest amount on offer and the Apply button. */
export function ApplyHero({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
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
      <DocumentsSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
