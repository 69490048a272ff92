import { useTranslation } from '@/i18n/use-translation';
import { REPAY_METHODS, type RepayMethod } from './repay-choice';

/** How to pay: a UPI app (QR code or intent link, then the UTR) or the payment gateway. */
export function MethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: RepayMethod;
  onChange: (method: RepayMethod) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="card repay-options" data-testid="repay-methods" disabled={disabled}>
      <legend className="card__title repay-options__legend">{t('repayment.methodTitle')}</legend>
      {REPAY_METHODS.map((method) => (
        <label key={method} className="repay-option" data-testid={`repay-method-${method}`}>
          <input
            type="radio"
            name="repay-method"
            value={method}
            checked={method === value}
            onChange={() => onChange(method)}
          />
          <span className="repay-option__name">{t(`repayment.methods.${method}`)}</span>
          <span className="repay-option__hint">{t(`repayment.methodHints.${method}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
