import type { CouponView, PublicConfigResponse } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePublicConfigStore } from '@/lib/public-config';
import { useCoreStore } from '@/stores/core-store';
import { json, renderPage, settle } from '@/testing/harness';
import { LSP_OPERATOR } from '@/testing/operator-fixture';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import InstallOffer from '../components/install-offer';
import type { BeforeInstallPromptEvent } from '../install-prompt-store';
import { useInstallPrompt } from '../install-prompt-store';
import { watchInstall } from '../watch-install';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/toast', () => ({
  showToast: (text: string) => toasts.push(text),
  showErrorToast: (code: string) => toasts.push(code),
}));

const COUPON: CouponView = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'repayment',
  source: 'home_screen',
  facePaise: 100_00,
  minAmountPaise: 0,
  validFrom: '2026-11-23T06:30:00.000Z',
  validUntil: '2026-12-23T06:30:00.000Z',
  usedAt: null,
  state: 'unused',
};

const CONFIG: PublicConfigResponse = {
  proName: 'RupeeSetu',
  serviceEmail: { email: 'support@rupeesetu.in' },
  serviceWhatsApp: '918040001234',
  proWebsite: 'https://rupeesetu.in',
  lenderName: 'Setu Finance Private Limited',
  version: '1.2.3',
  otpLength: 4,
  coolingOffHours: 24,
  homeScreenCouponPaise: 100_00,
  grievanceOfficer: { name: 'Priya Raman', email: 'grievance@rupeesetu.in', phone: '', address: '' },
  operator: LSP_OPERATOR,
  routeAliases: {},
};

let claims = 0;
function serve(existing: CouponView[] = []) {
  claims = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/v1/coupons/home-screen') && init?.method === 'POST') {
        claims += 1;
        return json(200, COUPON);
      }
      if (url.endsWith('/api/v1/coupons')) return json(200, { coupons: existing });
      return json(404, { code: 'NOT_FOUND' });
    }),
  );
}

/** What Chromium hands over when the app may be installed; the borrower's answer is `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  window.dispatchEvent(event);
  return event;
}

beforeAll(async () => {
  await setupI18n();
  watchInstall();
});
beforeEach(() => {
  localStorage.clear();
  useCoreStore.getState().setPublicData({ customerId: 'c-1', token: 't-1' });
  usePublicConfigStore.setState({ config: CONFIG });
});
afterEach(() => {
  document.body.innerHTML = '';
  toasts.length = 0;
  useInstallPrompt.setState({ event: null });
  vi.unstubAllGlobals();
});

describe('the install offer on Home', () => {
  it("keeps the browser's prompt, and on acceptance gives the coupon once with a toast", async () => {
    serve();
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // no mini-infobar of the browser's own
    renderPage(InstallOffer, '/homeIndex');
    await settle();
    expect(byTestId('install-offer')?.dataset.offer).toBe('prompt');
    expect(byTestId('install-offer')?.textContent).toContain(
      'Open it in one tap and get ₹100 off a repayment.',
    );
    click(byTestId('install-accept'));
    await settle();
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(claims).toBe(1);
    expect(toasts).toEqual(['Thank you! Your ₹100 repayment coupon is in My coupons.']);
    expect(byTestId('install-offer')).toBeNull();
    // the browser then reports the install: nothing is asked twice
    window.dispatchEvent(new Event('appinstalled'));
    await settle();
    expect(claims).toBe(1);
  });

  it('remembers "not now", and a declined prompt, for a week', async () => {
    serve();
    offerInstall('dismissed');
    renderPage(InstallOffer, '/homeIndex');
    await settle();
    click(byTestId('install-accept'));
    await settle();
    expect(claims).toBe(0);
    expect(byTestId('install-offer')).toBeNull();
    expect(JSON.parse(localStorage.getItem('installOffer') ?? '{}').dismissedAt).toBeGreaterThan(0);

    document.body.innerHTML = '';
    localStorage.clear();
    offerInstall('accepted');
    renderPage(InstallOffer, '/homeIndex');
    await settle();
    click(byTestId('install-dismiss'));
    await settle();
    expect(byTestId('install-offer')).toBeNull();
    expect(JSON.parse(localStorage.getItem('installOffer') ?? '{}').dismissedAt).toBeGreaterThan(0);
  });

  it('is not offered when the coupon was given already (another device)', async () => {
    serve([COUPON]);
    offerInstall('accepted');
    renderPage(InstallOffer, '/homeIndex');
    await settle();
    expect(byTestId('install-offer')).toBeNull();
  });
});
