import type { BillView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { kindAmount, type RepayKind } from './repay-choice';

/** What to pay: each open kind with its amount and what it does. */
export function KindChoice({
  bill,
  kinds,
  value,
  onChange,
  disabled,
}: {
  bill: BillView;
  kinds: readonly RepayKind[];
  value: RepayKind;
  onChange: (kind: RepayKind) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const hint = (kind: RepayKind) => {
    switch (kind) {
      case 'partial':
        return t('repayment.kindHints.partial', { max: formatPaise(bill.payoff?.totalPaise ?? 0) });
      case 'extension':
        return t('repayment.kindHints.extension', { days: bill.extension?.days ?? 0 });
      case 'cooling_off':
        return t('repayment.kindHints.cooling_off', {
          time: bill.coolingOff ? formatDate(bill.coolingOff.until, 'DD-MM-YYYY hh:mm') : '',
        });
      default:
        return t(`repayment.kindHints.${kind}`);
    }
  };
  return (
    <fieldset className="card repay-options" data-testid="repay-kinds" disabled={disabled}>
      <legend className="card__title repay-options__legend">{t('repayment.whatToPay')}</legend>
      {kinds.map((kind) => {
        const amount = kindAmount(bill, kind, null);
        return (
          <label key={kind} className="repay-option" data-testid={`repay-kind-${kind}`}>
            <input
              type="radio"
              name="repay-kind"
              value={kind}
              checked={kind === value}
              onChange={() => onChange(kind)}
            />
            <span className="repay-option__name">{t(`repayment.kinds.${kind}`)}</span>
            {amount !== null ? (
              <span className="repay-option__amount" data-testid={`repay-kind-amount-${kind}`}>
                {formatPaise(amount)}
              </span>
            ) : null}
            <span className="repay-option__hint">{hint(kind)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
