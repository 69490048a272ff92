import type { ReactNode } from 'react';

export interface Figure {
  label: ReactNode;
  value: string;
  testId: string;
}

/** A calculator's answer: the headline figure large, the others listed under it. */
export function ResultFigures({ headline, rows }: { headline: Figure; rows: readonly Figure[] }) {
  return (
    <section className="card calc-result" aria-live="polite">
      <p className="calc-result__label">{headline.label}</p>
      <p className="calc-result__headline" data-testid={headline.testId}>
        {headline.value}
      </p>
      <dl className="calc-figures">
        {rows.map((row) => (
          <div key={row.testId} className="calc-figures__row">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** In place of the answer while the inputs cannot give one: why, in the catalogue's words. */
export function CalculatorProblem({ children }: { children: ReactNode }) {
  return (
    <section className="card calc-problem" role="alert" data-testid="calc-problem">
      {children}
    </section>
  );
}
