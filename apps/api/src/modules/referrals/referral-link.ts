/**
 * The link a referrer shares: the web app's address with the promotion
 * channel and the code in the query, before the hash route, so the app
 * stores both when it opens (spec §2 guards) and the friend lands on /start.
 */
export function referralLink(appUrl: string, channel: string, code: string): string {
  const url = new URL(appUrl);
  url.searchParams.set('p', channel);
  url.searchParams.set('ref', code);
  url.hash = '/start';
  return url.toString();
}
