import { compareLoans, paise } from '@app/domain';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { checkOffer, MAX_OFFERS, MIN_OFFERS, type OfferFields } from '../components/check-offer';
import { ComparisonTable } from '../components/comparison-table';
import { OfferForm } from '../components/offer-form';
import { CalculatorProblem } from '../components/result-figures';
import '../calculators.css';

/** Offers are named by their place: A, B, C, D. */
const NAMES = ['A', 'B', 'C', 'D'] as const;

interface Offer extends OfferFields {
  key: number;
}

/** A lower rate with a dearer fee against a higher rate with a small one: the fee decides. */
const START: Offer[] = [
  { key: 1, amount: '100000', rate: '11', tenure: '12', unit: 'months', fee: '2', feeUnit: 'percent' },
  { key: 2, amount: '100000', rate: '12', tenure: '12', unit: 'months', fee: '500', feeUnit: 'rupees' },
];

/** /compareLoans: two to four offers side by side by EMI, interest, fees, total cost and APR. */
export default function CompareLoansPage() {
  const { t } = useTranslation();
  const [offers, setOffers] = useState(START);
  const checks = offers.map(checkOffer);
  const values = checks.flatMap((check) => (check.ok ? [check.value] : []));
  const comparison =
    values.length === offers.length
      ? compareLoans(
          values.map((v) => ({
            ...v,
            amountPaise: paise(v.amountPaise),
            upfrontFeesPaise: paise(v.upfrontFeesPaise),
          })),
        )
      : null;
  // Every loan usable and only a fee wrong: say what is wrong with the fee.
  const onlyFees = checks.every(
    (check) => check.ok || !(check.faults.amount || check.faults.rate || check.faults.tenure),
  );

  const update = (key: number, patch: Partial<OfferFields>) =>
    setOffers((current) => current.map((offer) => (offer.key === key ? { ...offer, ...patch } : offer)));
  const remove = (key: number) => setOffers((current) => current.filter((offer) => offer.key !== key));
  const add = () =>
    setOffers((current) => {
      const last = current.at(-1);
      const key = Math.max(...current.map((offer) => offer.key)) + 1;
      // A new offer starts as a copy of the last one: usually only the rate or fee differs.
      return last ? [...current, { ...last, key }] : current;
    });

  return (
    <div className="page calc-page" data-testid="compare-loans">
      <PageHeader title={t('calculators.compare.title')} fallback="/calculators" />
      {offers.map((offer, i) => {
        const check = checks[i];
        return (
          <OfferForm
            key={offer.key}
            index={i}
            name={NAMES[i] ?? String(i + 1)}
            fields={offer}
            faults={check && !check.ok ? check.faults : null}
            onChange={(patch) => update(offer.key, patch)}
            onRemove={offers.length > MIN_OFFERS ? () => remove(offer.key) : null}
          />
        );
      })}
      {offers.length < MAX_OFFERS ? (
        <Button block variant="outline" onClick={add} data-testid="offer-add">
          <AddOutline aria-hidden />
          {t('calculators.offer.add')}
        </Button>
      ) : null}
      {comparison ? (
        <ComparisonTable comparison={comparison} names={NAMES.slice(0, offers.length)} />
      ) : (
        <CalculatorProblem>
          {onlyFees ? t('calculators.offer.feeTooHigh') : errorText('CALCULATOR_INPUT_REQUIRED')}
        </CalculatorProblem>
      )}
    </div>
  );
}
