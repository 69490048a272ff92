import { redirect } from 'react-router';
import { waitForHandover } from '@/lib/handover-wait';
import { loadPublicConfig } from '@/lib/public-config';
import { LOCAL_KEYS, local, SESSION_KEYS, session } from '@/lib/storage';
import { isLoggedIn, useCoreStore } from '@/stores/core-store';
import { NO_CHECK_PATHS, ROUTE_PATHS } from './routes';

/**
 * With hash routing the query may sit before the '#' (location.search) or
 * inside the hash ("#/start?p=x"): both are read, the hash one winning.
 */
export function readQuery(search: string, hashSearch: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hashSearch)) params.set(key, value);
  return params;
}

interface KeyValueStore {
  set: (key: string, value: string | null) => void;
}

/**
 * Spec §2: `p` is the promotion channel, `isBrowser=true` browser mode, `deskrop` a flag;
 * `ref` a friend's referral code (refer and earn), kept for the sign-up.
 */
export function rememberQueryFlags(
  params: URLSearchParams,
  stores: { local: KeyValueStore; session: KeyValueStore } = { local, session },
): void {
  const channel = params.get('p');
  if (channel) stores.session.set(SESSION_KEYS.promotionChannel, channel);
  const referralCode = params.get('ref');
  if (referralCode) stores.session.set(SESSION_KEYS.referralCode, referralCode);
  if (params.get('isBrowser') === 'true') stores.session.set(SESSION_KEYS.isBrowser, 'true');
  if (params.has('deskrop')) stores.local.set(LOCAL_KEYS.deskrop, params.get('deskrop') || '1');
}

/** Spec §2 login rules: where to send the user instead, or null to let them in. */
export function guardRedirect(
  path: string,
  loggedIn: boolean,
  noCheck: ReadonlySet<string> = NO_CHECK_PATHS,
) {
  if (loggedIn && path === '/start') return '/homeIndex';
  if (!loggedIn && !noCheck.has(path)) return '/start';
  return null;
}

/** The route an alias path stands for, if it names a registered route. */
export function resolveAlias(
  path: string,
  aliases: Record<string, string>,
  known: ReadonlySet<string> = ROUTE_PATHS,
): string | null {
  const slash = (p: string) => (p.startsWith('/') ? p : `/${p}`);
  for (const [alias, target] of Object.entries(aliases)) {
    if (slash(alias) === path && known.has(slash(target))) return slash(target);
  }
  return null;
}

async function prepare(request: Request): Promise<URL> {
  const url = new URL(request.url);
  rememberQueryFlags(readQuery(window.location.search, url.search));
  await waitForHandover();
  return url;
}

const loggedIn = () => isLoggedIn(useCoreStore.getState().publicData);

/** No page has been let in yet: the app is opening. */
let opening = true;

/**
 * Loader of every registered page: query flags, native handover, then the login rules.
 * The page the app opens on asks for its first data (`prefetch`) beside its code; by the
 * next navigation the query client has loaded and asks for itself.
 */
export function guardLoader(path: string, prefetch?: () => void) {
  return async ({ request }: { request: Request }) => {
    await prepare(request);
    const target = guardRedirect(path, loggedIn());
    if (target) throw redirect(target);
    if (opening) prefetch?.();
    opening = false;
    const core = useCoreStore.getState();
    if (core.routeName !== path) core.setRoute(path, core.routeName);
    return null;
  };
}

/** Loader of the catch-all route: alias paths from the public config, else home or start. */
export async function unknownRouteLoader({ request }: { request: Request }) {
  const url = await prepare(request);
  const config = await loadPublicConfig();
  const target = resolveAlias(url.pathname, config?.routeAliases ?? {});
  throw redirect(target ? `${target}${url.search}` : loggedIn() ? '/homeIndex' : '/start');
}
