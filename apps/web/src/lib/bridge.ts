/**
 * The native-app bridge (spec §7). iOS registers one WKScriptMessageHandler per
 * action; Android exposes one JavaScript interface object whose methods are the
 * action names. A missing handler or a throwing one is silently ignored: the web
 * app must keep working in a plain browser.
 */

/**
 * Name of the Android JavaScript interface: the native app calls
 * `webView.addJavascriptInterface(bridge, "Android")` and gives `bridge` one
 * `@JavascriptInterface` method per action, each taking one String argument.
 */
export const ANDROID_INTERFACE = 'Android';

export const NATIVE_ACTIONS = [
  // navigation
  'closePage',
  'openPageInApp',
  'openUrl',
  'goHome',
  'goFAQ',
  'goUS',
  'goWebsite',
  'toMyLoan',
  'hrefNew',
  'openMy',
  'toHome',
  'toAuth',
  'goBroswer',
  'openSlider',
  'toModify',
  'appHomePage',
  'toChangeBank',
  'openPage',
  'toModifyInfo',
  // flow completion
  'baseFinsh',
  'fixbank',
  'loanConfirm',
  'changeBankSuccess',
  'contactComepelete',
  'bankComepelete',
  'baseComepelete',
  'loginSuccess',
  // session
  'quitLogin',
  'tokenMiss',
  // device data
  'getPhoto',
  'getContact',
  // refresh and UI control
  'tabControl',
  'homeData',
  'isRefreshOk',
  'isPop',
  'isShowHeadTabBar',
  'homeRefresh',
  'homeRefreshStatus',
  'switchLanguage',
  // other
  'customerServe',
  'tixianPoint',
  'grapOne',
  'grapTwo',
  'afPoint',
] as const;

export type NativeAction = (typeof NATIVE_ACTIONS)[number];

interface IosHandler {
  postMessage(payload: unknown): void;
}

type AndroidInterface = Partial<Record<string, (payload: string) => void>>;

declare global {
  interface Window {
    webkit?: { messageHandlers?: Partial<Record<string, IosHandler>> };
    Android?: AndroidInterface;
  }
}

function androidInterface(): AndroidInterface | undefined {
  return (window as unknown as Record<string, AndroidInterface | undefined>)[ANDROID_INTERFACE];
}

/** Posts `action` to the native app. The payload is sent as '' when absent (spec §7). */
export function postToNative(action: NativeAction, payload?: string): void {
  const message = payload ?? '';
  try {
    window.webkit?.messageHandlers?.[action]?.postMessage(message);
  } catch {
    // ignored (spec §8: failed native message)
  }
  try {
    const android = androidInterface();
    const method = android?.[action];
    if (typeof method === 'function') method.call(android, message);
  } catch {
    // ignored
  }
}

/** True when a native bridge object is present in this page. */
export function hasNativeBridge(): boolean {
  return Boolean(window.webkit?.messageHandlers) || Boolean(androidInterface());
}

/** Spec §7 device type code: 1 Android, 2 iOS, 3 other. */
export type DeviceType = 1 | 2 | 3;

export function deviceType(userAgent: string = navigator.userAgent): DeviceType {
  if (/Android/i.test(userAgent)) return 1;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 2;
  return 3;
}

/**
 * Inside the native WebView unless the page was opened with `isBrowser=true`
 * (remembered for the tab by the guards), which forces plain browser behaviour.
 */
export function isInNativeApp(): boolean {
  let browserMode = false;
  try {
    browserMode = sessionStorage.getItem('isBrowser') === 'true';
  } catch {
    // storage blocked: rely on the bridge alone
  }
  return !browserMode && hasNativeBridge();
}
