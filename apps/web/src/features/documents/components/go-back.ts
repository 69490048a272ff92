import type { NavigateFunction } from 'react-router';

/** Back where the borrower came from, or to `fallback` when the page was opened directly. */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const state = window.history.state as { idx?: number } | null;
  if (state?.idx) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
