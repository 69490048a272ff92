import { isLang } from '@app/domain';
import { setLanguage } from '@/i18n';
import { useAppStatus } from '@/stores/app-status-store';
import { useCoreStore } from '@/stores/core-store';
import { handoverArrived, resetHandoverWaitForTests } from './handover-wait';
import { startSession } from './session';
import { SESSION_KEYS, safeJsonParse, session } from './storage';

/** The data object the native app hands over (spec §3). Native apps send strings or numbers alike. */
export interface HandoverData {
  token?: string;
  phone_number?: string;
  customerId?: string | number;
  app_version?: string;
  app_type?: string | number;
  device_id?: string;
  app_channel?: string;
  language?: string;
  app_name?: string;
  promotion_channel?: string;
  isTopSafe?: boolean | number | string;
  order_id?: string | number;
}

/** The last handover object as it arrived, for the diagnostics page (which masks its token). */
let received: HandoverData | null = null;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * Applies the native handover: the session, the promotion source and the
 * language; then lets waiting navigations go on. Accepts an object or its JSON.
 */
export function applyHandover(raw: unknown): void {
  const data = (typeof raw === 'string' ? safeJsonParse<HandoverData>(raw) : raw) as HandoverData | null;
  if (data && typeof data === 'object') {
    received = data;
    const token = text(data.token);
    const customerId = text(data.customerId);
    if (token && customerId) {
      startSession({
        token,
        customerId,
        phone: text(data.phone_number),
        appType: Number(data.app_type) || 1,
      });
    }
    // app_type is the device type code (spec §7: 1 Android, 2 iOS, 3 other), with or without a session
    const appType = Number(data.app_type);
    if (appType === 1 || appType === 2 || appType === 3)
      useCoreStore.getState().setPublicData({ app_type: appType });
    if (data.promotion_channel) session.set(SESSION_KEYS.promotionChannel, text(data.promotion_channel));
    if (data.app_channel) session.set(SESSION_KEYS.proSource, text(data.app_channel));
    if (isLang(data.language)) void setLanguage(data.language, { notifyNative: false });
    useAppStatus.getState().setNative(
      {
        appVersion: text(data.app_version),
        deviceId: text(data.device_id),
        appName: text(data.app_name),
        appChannel: text(data.app_channel),
        orderId: text(data.order_id),
      },
      truthy(data.isTopSafe),
    );
  }
  handoverArrived();
}

export { waitForHandover } from './handover-wait';

/** The native app's last handover object, or null when none arrived in this page view. */
export function receivedHandover(): HandoverData | null {
  return received;
}

/** For tests: back to "nothing handed over yet". */
export function resetHandoverForTests(): void {
  received = null;
  resetHandoverWaitForTests();
}
