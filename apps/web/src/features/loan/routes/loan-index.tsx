import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import emptyImage from '@/assets/empty-loans.svg';
import { Button } from '@/components/ui/button';

/** My Loan tab: no orders exist before the application journey (issue 3), so it says so. */
export default function LoanIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <h1 className="page-title">{t('loan.title')}</h1>
      <section className="card full-state" data-testid="loan-empty">
        <img src={emptyImage} alt="" width={200} height={150} />
        <h2 className="full-state__title">{t('loan.emptyTitle')}</h2>
        <p className="full-state__body">{t('loan.emptyBody')}</p>
        <Button className="full-state__action" onClick={() => navigate('/homeIndex')}>
          {t('loan.toHome')}
        </Button>
      </section>
    </div>
  );
}
