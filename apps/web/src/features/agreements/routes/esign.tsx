import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { OrderGate } from '../components/order-gate';
import '../agreements.css';

/**
 * /Esign (?id=): the e-sign entry. The default e-sign is the drawn signature
 * confirmed with a one-time code; no outside e-sign provider is connected.
 */
export default function EsignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="esign-page">
      <PageHeader title={t('agreements.esignTitle')} />
      <OrderGate>
        {(orderId) => (
          <>
            <section className="card esign">
              <h2 className="card__title">{t('agreements.esignHow')}</h2>
              <ol className="esign__steps">
                <li>{t('agreements.esignStep1')}</li>
                <li>{t('agreements.esignStep2')}</li>
                <li>{t('agreements.esignStep3')}</li>
              </ol>
              <p className="card__hint">{t('agreements.esignLegal')}</p>
            </section>
            <Button
              block
              data-testid="esign-start"
              onClick={() => navigate(`/sign?id=${encodeURIComponent(orderId)}`)}
            >
              {t('agreements.esignStart')}
            </Button>
          </>
        )}
      </OrderGate>
    </div>
  );
}
