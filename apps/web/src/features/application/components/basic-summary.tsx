import type { ApplicationView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { labelOf, useChoiceOptions } from './basic-options';
import { CAREER_FIELDS, type CareerField } from './career-values';
import { isEditable } from './form-fields/step-page';
import { SummaryCard, type SummaryRow } from './form-fields/summary-card';

/** The saved basic and career steps, read-only, with Modify while the application can change. */
export function BasicSummary({ view }: { view: ApplicationView }) {
  const { t } = useTranslation();
  const options = useChoiceOptions();
  const { basic, career } = view;
  const editTo = isEditable(view) ? '/baseInfo' : null;

  const basicRows: SummaryRow[] = basic
    ? [
        { label: t('applicationForms.basic.email'), value: basic.email, testId: 'summary-email' },
        { label: t('applicationForms.basic.whatsApp'), value: basic.whatsApp, testId: 'summary-whatsApp' },
        {
          label: t('applicationForms.basic.loanPurpose'),
          value: labelOf(options.loanPurpose, basic.loanPurpose),
          testId: 'summary-loanPurpose',
        },
        {
          label: t('applicationForms.basic.maritalStatus'),
          value: labelOf(options.maritalStatus, basic.maritalStatus),
          testId: 'summary-maritalStatus',
        },
        {
          label: t('applicationForms.basic.education'),
          value: labelOf(options.education, basic.education),
          testId: 'summary-education',
        },
        {
          label: t('applicationForms.basic.occupation'),
          value: labelOf(options.occupation, basic.occupation),
          testId: 'summary-occupation',
        },
      ]
    : [];

  const careerValue = (name: CareerField, raw: string | number): string => {
    if (name === 'operatingYears' || name === 'workingYears' || name === 'joblessTerm') {
      return labelOf(options.duration, raw);
    }
    if (name === 'incomeLevel') return labelOf(options.incomeLevel, raw);
    if (name === 'industry') return labelOf(options.industry, raw);
    if (name === 'nextSalary') return labelOf(options.payday, raw);
    if (name === 'enrollmentTime' || name === 'graduationTime') return formatDate(String(raw));
    return String(raw);
  };
  const careerRows: SummaryRow[] = career
    ? CAREER_FIELDS[career.occupation].map((name) => ({
        label: t(`applicationForms.career.${name}`),
        value: careerValue(name, (career as Record<string, string | number>)[name] ?? ''),
        testId: `summary-${name}`,
      }))
    : [];

  return (
    <>
      <SummaryCard rows={basicRows} filled={basic !== null} editTo={careerRows.length > 0 ? null : editTo} />
      {career ? (
        <SummaryCard title={t('applicationForms.career.title')} rows={careerRows} filled editTo={editTo} />
      ) : null}
    </>
  );
}
