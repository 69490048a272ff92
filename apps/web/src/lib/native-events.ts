import type { ApplicationStep, PhotoKind } from '@app/domain';
import { isInNativeApp, type NativeAction, postToNative } from './bridge';

/**
 * Every spec §7 message the page posts, one function per event, named after
 * the event rather than the action (docs/native-integration.md has the table).
 * Payloads are JSON objects as strings, '' when there is nothing to say, or the
 * single flags '1' / '0', 'start' / 'end' and a language code where the action
 * carries one value.
 *
 * Most navigation messages are notices: the page moves on by itself. Where a
 * WebView cannot act alone (close itself, open another page, an external site,
 * a upi:// link or a download) the function returns true inside the app, after
 * posting, and the caller leaves the act to the app; in a browser it posts
 * nothing and returns false, and the caller acts itself.
 */

export type NativeTab = 'home' | 'loan' | 'profile';
export type WithdrawStep = 'open' | 'confirm' | 'success';
export type ConversionEvent = 'login' | 'apply' | 'approved' | 'loan' | 'repay';

/** What Home shows, as homeData carries it (orderState: the open order's state, or null). */
export interface HomeSnapshot {
  stage: string;
  quotaPaise: number | null;
  orderState: string | null;
}

const post = (action: NativeAction, payload: object | string = '') =>
  postToNative(action, typeof payload === 'string' ? payload : JSON.stringify(payload));

/** Inside the app: post and let the app act (true). In a browser: nothing posted, the page acts (false). */
function handOver(action: NativeAction, payload: object | string = ''): boolean {
  if (!isInNativeApp()) return false;
  post(action, payload);
  return true;
}

/** This page's address with another hash route, for the app to open in a page of its own. */
export function appUrl(path: string, base: string = window.location.href): string {
  return `${base.split('#')[0]}#${path}`;
}

/**
 * The steps whose save the app hears of (spec §7 flow completion). The basic
 * information page saves its basic part, then its career part: the page is
 * done with the career.
 */
const STEP_SAVED: Partial<Record<ApplicationStep, NativeAction>> = {
  career: 'baseFinsh',
  contacts: 'contactComepelete',
  bank: 'bankComepelete',
};

export const nativeEvents = {
  // navigation: the app acts
  /** The back arrow with no page to go back to: the app closes this page. */
  closePage: () => handOver('closePage'),
  /** A document or legal text opened in a page of its own. */
  openPageInApp: (path: string, title: string) => handOver('openPageInApp', { url: appUrl(path), title }),
  /** An external https link (WhatsApp, RBI, a help link). */
  openUrl: (url: string) => handOver('openUrl', { url }),
  /** The company website on About us. */
  goWebsite: (url: string) => handOver('goWebsite', { url }),
  /** A upi:// payment link: a WebView cannot open custom schemes. */
  hrefNew: (url: string) => handOver('hrefNew', { url }),
  /** A PDF to save: the app downloads `url` with the session's bearer token (a WebView does not download). */
  goBroswer: (url: string, fileName: string) => handOver('goBroswer', { url, fileName }),

  // navigation: notices
  pageShown: (path: string) => post('openPage', { path }),
  headTabBar: (shown: boolean) => post('isShowHeadTabBar', shown ? '1' : '0'),
  tabShown: (tab: NativeTab) => post('tabControl', { tab }),
  homeShown: () => post('appHomePage'),
  profileShown: () => post('openMy'),
  helpShown: () => post('goFAQ'),
  aboutUsShown: () => post('goUS'),
  customerServiceShown: () => post('customerServe'),
  changeBankShown: () => post('toChangeBank'),
  applicationOpened: () => post('toAuth'),
  /** A button took the user to the Home tab. */
  toHome: () => post('toHome'),
  /** A flow ended and the user is sent Home: the app shows its home. */
  goHome: () => post('goHome'),
  /** A button took the user to the My Loan tab. */
  toMyLoan: () => post('toMyLoan'),
  captchaShown: () => post('openSlider'),
  /** Identity verification failed: the user goes to retake these photos. */
  retakePhotos: (photos: readonly PhotoKind[]) => post('toModify', { photos }),
  /** A saved application step reopened to change it. */
  stepReopened: (step: ApplicationStep) => post('toModifyInfo', { step }),

  // flow completion
  stepSaved: (step: ApplicationStep) => {
    const action = STEP_SAVED[step];
    if (action) post(action);
  },
  consentGiven: () => post('grapOne'),
  applicationSubmitted: () => {
    post('baseComepelete');
    post('grapTwo');
    post('afPoint', { event: 'apply' });
  },
  orderCreated: (orderId: string) => {
    post('loanConfirm', { orderId });
    post('tixianPoint', { step: 'success', orderId });
    post('afPoint', { event: 'loan' });
  },
  /** New bank details saved; `requeued` when that sent a failed payout again. */
  bankChanged: (orderId: string, requeued: boolean) => {
    post('changeBankSuccess', { orderId });
    if (requeued) post('fixbank', { orderId });
  },
  loggedIn: (session: { token: string; customerId: string; phone: string }) => {
    post('loginSuccess', {
      token: session.token,
      customerId: session.customerId,
      phone_number: session.phone,
    });
    post('afPoint', { event: 'login' });
  },
  repaid: () => post('afPoint', { event: 'repay' }),
  withdrawStep: (step: Exclude<WithdrawStep, 'success'>) => post('tixianPoint', { step }),

  // session
  quitLogin: () => post('quitLogin'),
  tokenMissing: () => post('tokenMiss'),

  // refresh and UI control
  homeLoading: (loading: boolean) => post('homeRefreshStatus', loading ? 'start' : 'end'),
  /**
   * Home's data arrived. `previous` is what the last load showed (kept in the
   * core store's homeData): a different stage or order state tells the app to
   * refresh its own home, and a new approval is a conversion.
   */
  homeLoaded: (now: HomeSnapshot, previous: Partial<HomeSnapshot> | null) => {
    post('homeData', now);
    if (!previous?.stage) return;
    if (previous.stage === now.stage && (previous.orderState ?? null) === now.orderState) return;
    post('homeRefresh', { stage: now.stage, orderState: now.orderState });
    if (now.stage === 'approved' && previous.stage !== 'approved') post('afPoint', { event: 'approved' });
  },
  refreshDone: () => post('isRefreshOk', '1'),
  popup: (open: boolean) => post('isPop', open ? '1' : '0'),
  languageChanged: (lang: string) => post('switchLanguage', lang),
};
