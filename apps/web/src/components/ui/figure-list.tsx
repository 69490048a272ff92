import type { ReactNode } from 'react';
import './figure-list.css';

export interface Figure {
  label: string;
  value: ReactNode;
  testId: string;
  /** A total: set apart and in bold. */
  strong?: boolean;
}

/** Label and amount rows, as a definition list. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div
          className={figure.strong ? 'figures__row figures__row--strong' : 'figures__row'}
          key={figure.testId}
        >
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
