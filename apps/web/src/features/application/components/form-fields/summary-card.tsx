import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * Saved answers of a step, read-only, with a way back to the form while the
 * application may still change (`editTo` null hides it).
 */
export function SummaryCard({
  title,
  rows,
  filled,
  editTo,
}: {
  title?: string;
  rows: readonly SummaryRow[];
  filled: boolean;
  editTo: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card summary">
      {title ? <h2 className="card__title">{title}</h2> : null}
      {filled ? (
        <dl className="summary__list">
          {rows.map((row) => (
            <div className="summary__row" key={row.label}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="card__hint">{t('applicationForms.common.notFilled')}</p>
      )}
      {editTo ? (
        <Button block variant="outline" data-testid="summary-modify" onClick={() => navigate(editTo)}>
          {filled ? t('applicationForms.common.modify') : t('applicationForms.common.fill')}
        </Button>
      ) : null}
    </section>
  );
}
