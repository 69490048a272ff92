import type { Lang } from '@app/domain';
import { APP_VERSION } from '@/config/app-config';
import { currentLang } from '@/i18n';
import { ANDROID_INTERFACE, type DeviceType, deviceType, isInNativeApp } from '@/lib/bridge';
import { receivedHandover } from '@/lib/handover';
import { type LayoutMode, layoutModeFor } from '@/lib/layout-mode';
import { LOCAL_KEYS, local, SESSION_KEYS, session } from '@/lib/storage';
import { useAppStatus } from '@/stores/app-status-store';
import { apiBaseUrl, isLoggedIn, useCoreStore } from '@/stores/core-store';
import { maskHandover, maskPhone, maskSecret } from './mask';

declare global {
  /** Set by vite.config.ts at build time; absent where the code runs unbuilt. */
  const __BUILD_TIME__: string | undefined;
}

export type BridgeKind = 'ios' | 'android' | 'absent';

/** Everything /test reports about this page view, secrets masked. */
export interface Snapshot {
  appVersion: string;
  nativeVersion: string;
  buildTime: string;
  language: Lang;
  layout: LayoutMode;
  bridge: BridgeKind;
  inApp: boolean;
  deviceType: DeviceType;
  userAgent: string;
  browserMode: boolean;
  deskrop: string;
  promotionChannel: string;
  proSource: string;
  handover: Record<string, unknown> | null;
  loggedIn: boolean;
  customerId: string;
  token: string;
  phone: string;
  /** '' when the API is this site's own origin. */
  apiBase: string;
}

/** Which native bridge object the page can see: iOS message handlers first, as postToNative tries them. */
export function bridgeKind(win: Window = window): BridgeKind {
  if (win.webkit?.messageHandlers) return 'ios';
  if ((win as unknown as Record<string, unknown>)[ANDROID_INTERFACE]) return 'android';
  return 'absent';
}

export function readSnapshot(): Snapshot {
  const { publicData } = useCoreStore.getState();
  const handover = receivedHandover();
  return {
    appVersion: APP_VERSION,
    nativeVersion: useAppStatus.getState().nativeInfo?.appVersion ?? '',
    buildTime: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : '',
    language: currentLang(),
    layout: layoutModeFor(navigator.userAgent),
    bridge: bridgeKind(),
    inApp: isInNativeApp(),
    deviceType: deviceType(),
    userAgent: navigator.userAgent,
    browserMode: session.get(SESSION_KEYS.isBrowser) === 'true',
    deskrop: local.get(LOCAL_KEYS.deskrop) ?? '',
    promotionChannel: session.get(SESSION_KEYS.promotionChannel) ?? '',
    proSource: session.get(SESSION_KEYS.proSource) ?? '',
    handover: handover ? maskHandover(handover) : null,
    loggedIn: isLoggedIn(publicData),
    customerId: publicData.customerId,
    token: maskSecret(publicData.token),
    phone: maskPhone(publicData.phone_number),
    apiBase: apiBaseUrl(),
  };
}
