import type { ExtensionQuoteView } from '@app/contract';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';

/**
 * The whole cost of an extension before paying (issue 30): what is paid now,
 * what falls due on the new due day with the interest the added days put on
 * the loan, the cost of the extension itself, the new due dates, and how many
 * extensions in a row are left.
 */
export function ExtensionSplit({ extension }: { extension: ExtensionQuoteView }) {
  const { t } = useTranslation();
  const newDue = dayText(extension.newDueDay);
  // a date in running text never breaks at its hyphens
  const newDueInText = newDue.replaceAll('-', '\u2011');
  const lastDue = extension.newDueDays.at(-1);
  const now: Figure[] = [
    {
      label: t('repayment.extension.interest'),
      value: formatPaise(extension.interestPaise),
      testId: 'ext-interest',
    },
    ...(extension.penalPaise > 0
      ? [
          {
            label: t('repayment.extension.penal'),
            value: formatPaise(extension.penalPaise),
            testId: 'ext-penal',
          },
        ]
      : []),
    { label: t('repayment.extension.fee'), value: formatPaise(extension.feePaise), testId: 'ext-fee' },
    { label: t('repayment.extension.gst'), value: formatPaise(extension.gstPaise), testId: 'ext-gst' },
    {
      label: t('repayment.extension.total'),
      value: formatPaise(extension.totalPaise),
      testId: 'ext-total',
      strong: true,
    },
  ];
  const later: Figure[] = [
    {
      label: t('repayment.extension.addedInterest'),
      value: formatPaise(extension.addedInterestPaise),
      testId: 'ext-added-interest',
    },
    {
      label: t('repayment.extension.dueAtNewDue'),
      value: formatPaise(extension.dueAtNewDueDayPaise),
      testId: 'ext-due-at-new',
      strong: true,
    },
  ];
  const cost: Figure[] = [
    {
      label: t('repayment.extension.cost'),
      value: formatPaise(extension.costPaise),
      testId: 'ext-cost',
      strong: true,
    },
  ];
  const terms: Figure[] = [
    { label: t('repayment.extension.newDue'), value: newDue, testId: 'ext-new-due' },
    ...(lastDue && lastDue !== extension.newDueDay
      ? [{ label: t('repayment.extension.lastDue'), value: dayText(lastDue), testId: 'ext-last-due' }]
      : []),
    {
      label: t('repayment.extension.principal'),
      value: t('repayment.extension.principalValue', { amount: formatPaise(extension.principalPaise) }),
      testId: 'ext-principal',
    },
  ];
  return (
    <section className="card ext-split" data-testid="extension-split">
      <h2 className="card__title">{t('repayment.extension.title')}</h2>
      <p className="card__hint">
        {t('repayment.extension.intro', { days: extension.days, date: newDueInText })}
      </p>
      <h3 className="ext-split__head">{t('repayment.extension.payNow')}</h3>
      <FigureList figures={now} />
      <h3 className="ext-split__head">{t('repayment.extension.later', { date: newDueInText })}</h3>
      <FigureList figures={later} />
      <div className="ext-split__cost">
        <FigureList figures={cost} />
        <p className="card__hint repay-note">{t('repayment.extension.costHint')}</p>
      </div>
      <FigureList figures={terms} />
      <ExtensionCap extension={extension} />
      <p className="card__hint repay-note">{t('repayment.extension.note')}</p>
    </section>
  );
}

/** The cap on extensions in a row, and how many are left (decision 068). */
export function ExtensionCap({ extension }: { extension: Pick<ExtensionQuoteView, 'allowance'> }) {
  const { t } = useTranslation();
  const { max, left } = extension.allowance;
  return (
    <p className="card__hint repay-note ext-cap" data-testid="ext-cap">
      {left > 0
        ? t('repayment.extension.cap', { count: max, left })
        : t('repayment.extension.capNone', { count: max })}
    </p>
  );
}
