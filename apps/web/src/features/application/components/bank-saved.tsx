import type { ApplicationView } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';

/** The account on file, masked as the server sends it; the form below replaces it. */
export function BankSaved({ bank }: { bank: NonNullable<ApplicationView['bank']> }) {
  const { t } = useTranslation();
  return (
    <section className="card bank-saved" aria-labelledby="bank-saved-title">
      <h2 className="card__subtitle" id="bank-saved-title">
        {t('applicationForms.bank.saved')}
      </h2>
      {bank.bankName ? <p className="bank-saved__name">{bank.bankName}</p> : null}
      <p className="bank-saved__account" data-testid="bank-saved-account">
        {bank.accountMasked}
      </p>
      <p className="bank-saved__ifsc">{bank.ifsc}</p>
      <p className="card__hint">{t('applicationForms.bank.changeHint')}</p>
    </section>
  );
}
