import { formatDate, type Lang, type PhotoKind } from '@app/domain';
import type { TFunction } from 'i18next';

/**
 * "14:35" in India time when the decision is due today, "05-12 09:10" when
 * it falls on another day (a review started late at night).
 */
export function decisionTime(iso: string, now: number = Date.now()): string {
  const sameDay = formatDate(iso, 'YYYY-MM-DD') === formatDate(now, 'YYYY-MM-DD');
  return formatDate(iso, sameDay ? 'hh:mm' : 'DD-MM hh:mm');
}

/** "Aadhaar front and PAN card", in the language's own list style. */
export function photoNames(kinds: readonly PhotoKind[], t: TFunction, lang: Lang): string {
  const names = kinds.map((kind) => t(`application.photo.${kind}`));
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
