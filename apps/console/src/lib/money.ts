import { formatPaise } from '@app/domain';

/** Paise as the console shows money: 'Rs 1,23,456.50' (Indian grouping, paise only when there are some). */
export const rupees = (paise: number | null | undefined): string =>
  paise === null || paise === undefined
    ? '—'
    : `Rs ${formatPaise(paise as Parameters<typeof formatPaise>[0])}`;
