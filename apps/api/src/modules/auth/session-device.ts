import { isIP } from 'node:net';

/**
 * What "my devices" shows of a session, and no more (DPDP data minimisation,
 * decision 063): the network an address belongs to, never the address, and a
 * browser-and-system name, never the whole user agent.
 */

/** IPv4 as its /24 ("203.0.113.x"), IPv6 as its /48 ("2001:db8:abcd::/48"); null if not an address. */
export function networkPrefix(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const kind = isIP(address);
  if (kind === 4) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (kind !== 6) return null;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 3).map((group) => Number.parseInt(group || '0', 16).toString(16));
  while (prefix.length > 1 && prefix.at(-1) === '0') prefix.pop();
  return `${prefix.join(':')}::/48`;
}

const BROWSERS: [RegExp, string | null][] = [
  // An app's web view names no browser: the system alone is shown.
  [/; wv\)/, null],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'Mac'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Browser and system names (proper nouns, the same in every language); null where unknown. */
export function deviceOf(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}
