/**
 * Where an e-sign URL leads: a page of this app (`#/Esign?session=..`, the
 * simulator and the return to /triLink) or the provider's own https page.
 * Anything else is refused rather than followed.
 */
export type EsignTarget = { route: string } | { href: string } | null;

export function esignTarget(url: string): EsignTarget {
  if (url.startsWith('#/')) return { route: url.slice(1) };
  if (url.startsWith('https://')) return { href: url };
  return null;
}

/** The e-sign outcome an API error stands for, on the return page. */
export function esignOutcome(code: string | undefined): 'pending' | 'failed' | 'error' {
  if (code === 'ESIGN_PENDING') return 'pending';
  if (code === 'ESIGN_FAILED') return 'failed';
  return 'error';
}
