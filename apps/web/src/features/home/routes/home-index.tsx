import { CheckShieldOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import errorImage from '@/assets/unavailable.svg';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { formatMoney } from '@/lib/money';
import { useBrand } from '@/lib/public-config';
import { useHome } from '../api/get-home';
import { DocumentsSheet } from '../components/documents-sheet';
import { maxLoanRupees } from '../components/max-loan';
import { ProductList } from '../components/product-list';
import '../home.css';

/** Home tab (spec §2): for a new user the offer and the Apply button. */
export default function HomeIndexPage() {
  const { t } = useTranslation();
  const { proName } = useBrand();
  const home = useHome();
  const [sheetOpen, setSheetOpen] = useState(false);

  if (home.isPending) return <PageLoading />;
  if (home.isError) {
    return (
      <div className="page">
        <section className="card full-state" data-testid="home-error" role="alert">
          <img src={errorImage} alt="" width={200} height={150} />
          <h1 className="full-state__title">{t('home.loadFailed')}</h1>
          <p className="full-state__body">{t('home.loadFailedBody')}</p>
          <Button
            className="full-state__action"
            data-testid="home-retry"
            loading={home.isFetching}
            onClick={() => void home.refetch()}
          >
            {t('common.retry')}
          </Button>
        </section>
      </div>
    );
  }

  const max = maxLoanRupees(home.data);
  return (
    <div className="page">
      <header className="home-hero">
        <p className="home-hero__brand">{proName}</p>
        <p className="home-hero__label">{t('home.limitTitle')}</p>
        <p className="home-hero__amount" data-testid="home-max-amount">
          {formatMoney(max)}
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
      </header>
      <ProductList offers={home.data.offers} />
      <DocumentsSheet visible={sheetOpen} onClose={() => setSheetOpen(false)} />
    </div>
  );
}
