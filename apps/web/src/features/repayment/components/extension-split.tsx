import type { ExtensionQuoteView } from '@app/contract';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';

/** What an extension costs, piece by piece, the new due date, and the principal that does not change. */
export function ExtensionSplit({ extension }: { extension: ExtensionQuoteView }) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    {
      label: t('repayment.extension.interest'),
      value: formatPaise(extension.interestPaise),
      testId: 'ext-interest',
    },
    { label: t('repayment.extension.penal'), value: formatPaise(extension.penalPaise), testId: 'ext-penal' },
    { label: t('repayment.extension.fee'), value: formatPaise(extension.feePaise), testId: 'ext-fee' },
    { label: t('repayment.extension.gst'), value: formatPaise(extension.gstPaise), testId: 'ext-gst' },
    {
      label: t('repayment.extension.total'),
      value: formatPaise(extension.totalPaise),
      testId: 'ext-total',
      strong: true,
    },
    { label: t('repayment.extension.newDue'), value: dayText(extension.newDueDay), testId: 'ext-new-due' },
    {
      label: t('repayment.extension.principal'),
      value: t('repayment.extension.principalValue', { amount: formatPaise(extension.principalPaise) }),
      testId: 'ext-principal',
    },
  ];
  return (
    <section className="card" data-testid="extension-split">
      <h2 className="card__title">{t('repayment.extension.title')}</h2>
      <FigureList figures={figures} />
      <p className="card__hint repay-note">{t('repayment.extension.note')}</p>
    </section>
  );
}
