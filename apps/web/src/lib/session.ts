import { useCoreStore } from '@/stores/core-store';
import { apiRequest } from './api-client';
import { LOCAL_KEYS, local, removeCookie, sessionCookieName, setCookie } from './storage';

export interface SessionInput {
  token: string;
  customerId: string;
  phone: string;
  appType?: number;
}

/** Stores a session everywhere spec §3 keeps it: core store, userInfo and the phone-keyed cookie. */
export function startSession({ token, customerId, phone, appType }: SessionInput): void {
  const core = useCoreStore.getState();
  core.setPublicData({
    token,
    customerId,
    phone_number: phone,
    ...(appType === undefined ? {} : { app_type: appType }),
  });
  local.set(LOCAL_KEYS.userInfo, JSON.stringify({ token, customerId }));
  if (phone) setCookie(sessionCookieName(phone), token);
}

const logoutListeners = new Set<() => void>();

/** Runs `listener` at each logout, e.g. to drop cached server data of the customer who left. */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * Spec §4 logout, the one used by sign-out, the expire popup and the native
 * `appLogout` hook. The server is told last and its answer ignored: the local
 * session is gone whatever happens.
 */
export async function logout(): Promise<void> {
  const { token, phone_number } = useCoreStore.getState().publicData;
  if (phone_number) removeCookie(sessionCookieName(phone_number));
  useCoreStore.getState().clearSession();
  local.set(LOCAL_KEYS.userInfo, null);
  // The application stores are only used behind login: load them for the reset
  // instead of shipping them with the landing page. The session is gone already.
  const { resetAllStores } = await import('@/stores/reset-all-stores');
  resetAllStores();
  for (const listener of logoutListeners) listener();
  if (token) {
    await apiRequest('/api/v1/auth/logout', { method: 'POST', token, quiet: true }).catch(() => undefined);
  }
}
