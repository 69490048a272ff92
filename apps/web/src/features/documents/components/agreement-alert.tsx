import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';

/** Signing refused until every document was opened: the server's message and the way to them. */
export function AgreementAlert({ orderId, message }: { orderId: string; message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card agreements-alert" role="alert" data-testid="sign-agreement-required">
      <p>{message}</p>
      <Button
        block
        variant="outline"
        data-testid="sign-to-protocol"
        onClick={() => navigate(`/protocol?id=${encodeURIComponent(orderId)}`)}
      >
        {t('documents.readDocuments')}
      </Button>
    </section>
  );
}
