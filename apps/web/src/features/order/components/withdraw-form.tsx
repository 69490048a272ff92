import type { WithdrawOptions } from '@app/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useQuote } from '../api/get-quote';
import { AmountPicker } from './amount-picker';
import { type AmountRange, clampAmount, quickAmounts } from './amount-steps';
import { choiceSearch, type WithdrawChoice } from './choice';
import { QuoteSummary } from './quote-summary';
import { TermPicker } from './term-picker';

/** Quiet time after the last slider move before the choice is priced. */
export const QUOTE_DEBOUNCE_MS = 300;

/** The choice: amount and term, the live quote of it, and Next to the confirmation. */
export function WithdrawForm({
  options,
  range,
  initial,
}: {
  options: WithdrawOptions;
  range: AmountRange;
  initial: WithdrawChoice | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const terms = options.termsMonths;
  const [amountPaise, setAmount] = useState(() => clampAmount(initial?.amountPaise ?? range.maxPaise, range));
  const [termMonths, setTerm] = useState(() =>
    initial && terms.includes(initial.termMonths) ? initial.termMonths : (terms[0] ?? 0),
  );
  const [priced, setPriced] = useState<WithdrawChoice>({ amountPaise, termMonths });
  useEffect(() => {
    const timer = setTimeout(() => setPriced({ amountPaise, termMonths }), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amountPaise, termMonths]);

  const quote = useQuote(priced);
  const current = priced.amountPaise === amountPaise && priced.termMonths === termMonths;
  const stale = !current || quote.isPlaceholderData || quote.isFetching;
  const problem =
    quote.isError && !quote.isFetching
      ? quote.error instanceof ApiError && quote.error.message
        ? quote.error.message
        : t('home.loadFailedBody')
      : null;

  const onNext = () => {
    const search = choiceSearch({ amountPaise, termMonths });
    // Back from the confirmation returns to this choice.
    navigate({ search }, { replace: true });
    navigate(`/withdrawModel${search}`);
  };

  return (
    <>
      <AmountPicker
        range={range}
        value={amountPaise}
        quick={quickAmounts(options.loanOptions, range)}
        onChange={setAmount}
      />
      <TermPicker
        terms={terms}
        installmentDays={options.installmentDays}
        daysPerMonth={options.daysPerMonth}
        value={termMonths}
        onChange={setTerm}
      />
      <QuoteSummary quote={problem ? undefined : quote.data} stale={stale} problem={problem} />
      <Button
        block
        data-testid="withdraw-next"
        disabled={problem !== null || terms.length === 0}
        onClick={onNext}
      >
        {t('order.next')}
      </Button>
    </>
  );
}
