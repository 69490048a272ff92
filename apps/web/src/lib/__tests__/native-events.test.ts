import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appUrl, nativeEvents } from '../native-events';

type Posted = [action: string, payload: unknown];
let posted: Posted[] = [];

/** An iOS WebView that registered every handler, recording what the page posts. */
function insideTheApp(): void {
  const handlers = new Proxy(
    {},
    {
      get: (_target, action: string) => ({
        postMessage: (payload: unknown) => posted.push([action, payload]),
      }),
    },
  );
  window.webkit = { messageHandlers: handlers };
}

const json = (value: object) => JSON.stringify(value);

beforeEach(() => {
  posted = [];
  insideTheApp();
});

afterEach(() => {
  delete (window as { webkit?: unknown }).webkit;
  sessionStorage.clear();
});

describe('nativeEvents: one function per event, with the documented payload', () => {
  it('announces the flow completions', () => {
    nativeEvents.stepSaved('identity');
    nativeEvents.stepSaved('basic');
    nativeEvents.stepSaved('career');
    nativeEvents.stepSaved('contacts');
    nativeEvents.stepSaved('bank');
    nativeEvents.consentGiven();
    nativeEvents.applicationSubmitted();
    nativeEvents.orderCreated('ord-1');
    expect(posted).toEqual([
      ['baseFinsh', ''],
      ['contactComepelete', ''],
      ['bankComepelete', ''],
      ['grapOne', ''],
      ['baseComepelete', ''],
      ['grapTwo', ''],
      ['afPoint', json({ event: 'apply' })],
      ['loanConfirm', json({ orderId: 'ord-1' })],
      ['tixianPoint', json({ step: 'success', orderId: 'ord-1' })],
      ['afPoint', json({ event: 'loan' })],
    ]);
  });

  it('says fixbank only when the new bank details sent the failed payout again', () => {
    nativeEvents.bankChanged('ord-2', false);
    expect(posted).toEqual([['changeBankSuccess', json({ orderId: 'ord-2' })]]);
    posted = [];
    nativeEvents.bankChanged('ord-2', true);
    expect(posted.map(([action]) => action)).toEqual(['changeBankSuccess', 'fixbank']);
  });

  it('hands the session to the app at login, with the phone under its §3 name', () => {
    nativeEvents.loggedIn({ token: 't-1', customerId: 'c-1', phone: '9876543210' });
    expect(posted).toEqual([
      ['loginSuccess', json({ token: 't-1', customerId: 'c-1', phone_number: '9876543210' })],
      ['afPoint', json({ event: 'login' })],
    ]);
  });

  it('sends the single-value flags as plain strings', () => {
    nativeEvents.popup(true);
    nativeEvents.popup(false);
    nativeEvents.headTabBar(true);
    nativeEvents.homeLoading(true);
    nativeEvents.homeLoading(false);
    nativeEvents.refreshDone();
    nativeEvents.languageChanged('hi');
    expect(posted).toEqual([
      ['isPop', '1'],
      ['isPop', '0'],
      ['isShowHeadTabBar', '1'],
      ['homeRefreshStatus', 'start'],
      ['homeRefreshStatus', 'end'],
      ['isRefreshOk', '1'],
      ['switchLanguage', 'hi'],
    ]);
  });

  it('names the photos to retake and the step reopened', () => {
    nativeEvents.retakePhotos(['aadhaar_front', 'pan']);
    nativeEvents.stepReopened('contacts');
    expect(posted).toEqual([
      ['toModify', json({ photos: ['aadhaar_front', 'pan'] })],
      ['toModifyInfo', json({ step: 'contacts' })],
    ]);
  });
});

describe('actions a WebView cannot carry out alone', () => {
  it('inside the app: posted, and the page leaves the act to the app', () => {
    expect(nativeEvents.openUrl('https://cms.rbi.org.in')).toBe(true);
    expect(nativeEvents.hrefNew('upi://pay?pa=x@bank')).toBe(true);
    expect(nativeEvents.goBroswer('https://api.example/doc.pdf', 'kfs.pdf')).toBe(true);
    expect(nativeEvents.closePage()).toBe(true);
    expect(posted).toEqual([
      ['openUrl', json({ url: 'https://cms.rbi.org.in' })],
      ['hrefNew', json({ url: 'upi://pay?pa=x@bank' })],
      ['goBroswer', json({ url: 'https://api.example/doc.pdf', fileName: 'kfs.pdf' })],
      ['closePage', ''],
    ]);
  });

  it('opens a page of the app by its full address, with its title', () => {
    expect(nativeEvents.openPageInApp('/pdf/kfs/ord-1', 'Key Fact Statement')).toBe(true);
    const [action, payload] = posted[0] ?? [];
    expect(action).toBe('openPageInApp');
    expect(JSON.parse(String(payload))).toEqual({
      url: appUrl('/pdf/kfs/ord-1'),
      title: 'Key Fact Statement',
    });
    expect(appUrl('/privacy', 'https://app.example/dev/native-app?platform=ios#/start')).toBe(
      'https://app.example/dev/native-app?platform=ios#/privacy',
    );
  });

  it('in a browser (or with isBrowser=true): nothing posted, the page acts itself', () => {
    sessionStorage.setItem('isBrowser', 'true');
    expect(nativeEvents.openUrl('https://cms.rbi.org.in')).toBe(false);
    delete (window as { webkit?: unknown }).webkit;
    sessionStorage.clear();
    expect(nativeEvents.closePage()).toBe(false);
    expect(nativeEvents.goWebsite('https://rupeesetu.in')).toBe(false);
    expect(posted).toEqual([]);
  });
});

describe('homeLoaded', () => {
  const approved = { stage: 'approved', quotaPaise: 15_000_00, orderState: null };

  it('sends homeData on the first load, and nothing more', () => {
    nativeEvents.homeLoaded(approved, {});
    expect(posted).toEqual([['homeData', json(approved)]]);
  });

  it('asks the app to refresh its home when the stage moved, and counts a new approval', () => {
    nativeEvents.homeLoaded(approved, { stage: 'under_review', quotaPaise: null, orderState: null });
    expect(posted).toEqual([
      ['homeData', json(approved)],
      ['homeRefresh', json({ stage: 'approved', orderState: null })],
      ['afPoint', json({ event: 'approved' })],
    ]);
  });

  it('asks for a refresh when the order moved (paid out), without a second approval', () => {
    const paidOut = { ...approved, orderState: 'disbursed' };
    nativeEvents.homeLoaded(paidOut, { ...approved, orderState: 'disbursing' });
    expect(posted.map(([action]) => action)).toEqual(['homeData', 'homeRefresh']);
  });

  it('stays quiet when nothing moved', () => {
    nativeEvents.homeLoaded(approved, approved);
    expect(posted.map(([action]) => action)).toEqual(['homeData']);
  });
});
