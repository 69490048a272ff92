import { useTranslation } from '@/i18n/use-translation';
import { BankForm } from '../components/bank-form';
import { BankSaved } from '../components/bank-saved';
import { isEditable, StepPage } from '../components/form-fields/step-page';

/** /bankInfo: the payout bank account (spec §3 bank state). */
export default function BankInfoPage() {
  const { t } = useTranslation();
  return (
    <StepPage title={t('applicationForms.bank.title')}>
      {(view) => (
        <>
          {view.bank ? <BankSaved bank={view.bank} /> : null}
          {isEditable(view) ? (
            <BankForm view={view} />
          ) : (
            <p className="form-notice">{t('applicationForms.common.locked')}</p>
          )}
        </>
      )}
    </StepPage>
  );
}
