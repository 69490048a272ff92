import type { FaqEntry, FaqList, PublicConfigResponse } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '@/config/app-config';
import { usePublicConfigStore } from '@/lib/public-config';
import { showToast } from '@/lib/toast';
import { json, renderPage, settle, text, type, where } from '@/testing/harness';
import { LENDER_APP_OPERATOR, LSP_OPERATOR } from '@/testing/operator-fixture';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import AboutUsPage from '../routes/about-us';
import CustomerServicePage from '../routes/customer-service';
import FaqPage from '../routes/faq';
import FaqDetailPage from '../routes/faq-detail';
import HelpCenterPage from '../routes/help-center';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(), showErrorToast: vi.fn() }));

const LIST: FaqList = {
  lang: 'en',
  categories: [
    { id: 'repayment', title: 'Repayment', count: 2 },
    { id: 'extension', title: 'Extension', count: 1 },
  ],
  entries: [
    { id: 'repay-how', category: 'repayment', question: 'How do I repay my loan?' },
    { id: 'repay-utr', category: 'repayment', question: 'What is a UTR and where do I find it?' },
    { id: 'extension-what', category: 'extension', question: 'What is an extension?' },
  ],
};

const GUIDE: FaqEntry = {
  id: 'repay-how',
  lang: 'en',
  category: 'repayment',
  categoryTitle: 'Repayment',
  question: 'How do I repay my loan?',
  steps: ['Open My Loan and tap your loan.', 'Tap Repay.', 'Enter the 12-digit UTR.'],
  answer: ['Pay only inside the app. Questions? Write to support@rupeesetu.in.'],
  related: [{ id: 'repay-utr', category: 'repayment', question: 'What is a UTR and where do I find it?' }],
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
  grievanceOfficer: LSP_OPERATOR.lender.grievanceOfficer,
  operator: LSP_OPERATOR,
  routeAliases: {},
};

let requested: string[];

function serve() {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.includes('/api/v1/help/faq/repay-how')) return json(200, GUIDE);
      if (url.includes('/api/v1/help/faq/'))
        return json(404, { code: 'FAQ_NOT_FOUND', message: 'Not found' });
      if (url.includes('/api/v1/help/faq')) return json(200, LIST);
      if (url.endsWith('/api/v1/config')) return json(200, CONFIG);
      return json(404, {});
    }),
  );
}

const items = (prefix: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-testid^="${prefix}"]`)].map((el) => el.dataset.testid);

beforeAll(setupI18n);
beforeEach(() => {
  serve();
  usePublicConfigStore.setState({ config: CONFIG });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(showToast).mockClear();
});

describe('/helpCenter', () => {
  it('shows the repayment guide step by step and the FAQ topics with their counts', async () => {
    renderPage(HelpCenterPage, '/helpCenter');
    await settle();
    const steps = [...document.querySelectorAll('[data-testid="help-guide-step"]')].map(
      (li) => li.textContent,
    );
    expect(steps).toEqual(GUIDE.steps);
    expect(requested.some((url) => url.endsWith('/api/v1/help/faq/repay-how?lang=en'))).toBe(true);
    expect(byTestId('help-category-repayment')?.textContent).toContain('2 questions');
    expect(byTestId('help-category-extension')?.textContent).toContain('1 question');
    click(byTestId('help-category-extension'));
    await settle();
    expect(where()).toBe('/faq?category=extension');
  });

  it('links to customer service and to feedback', async () => {
    renderPage(HelpCenterPage, '/helpCenter');
    await settle();
    click(byTestId('help-feedback'));
    await settle();
    expect(where()).toBe('/question');
  });
});

describe('/faq and /faqDetail', () => {
  it('lists one topic, all topics, and filters by the words typed', async () => {
    renderPage(FaqPage, '/faq?category=repayment');
    await settle();
    expect(text('page-title')).toBe('Repayment');
    expect(items('faq-item-')).toEqual(['faq-item-repay-how', 'faq-item-repay-utr']);
    click(byTestId('faq-chip-all'));
    await settle();
    expect(items('faq-item-')).toHaveLength(3);
    expect(text('page-title')).toBe('All questions');
    type('faq-search', 'utr FIND');
    await settle();
    expect(items('faq-item-')).toEqual(['faq-item-repay-utr']);
    type('faq-search', 'aadhaar');
    await settle();
    expect(text('faq-empty')).toBe('No question matches “aadhaar”.');
  });

  it('shows a question with its steps, its answer with a tappable e-mail, and related questions', async () => {
    renderPage(FaqDetailPage, '/faqDetail?id=repay-how');
    await settle();
    expect(text('faq-question')).toBe('How do I repay my loan?');
    expect(document.querySelectorAll('[data-testid="faq-step"]')).toHaveLength(3);
    const mail = byTestId('faq-answer')?.querySelector('a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe('mailto:support@rupeesetu.in');
    expect(byTestId('faq-related-repay-utr')).not.toBeNull();
    click(byTestId('faq-contact'));
    await settle();
    expect(where()).toBe('/customerService');
  });

  it('says so when the question does not exist and leads back to the help center', async () => {
    renderPage(FaqDetailPage, '/faqDetail?id=no-such-question');
    await settle();
    expect(byTestId('faq-missing')?.textContent).toContain('We could not find this question.');
    click(byTestId('faq-missing')?.querySelector('button') ?? null);
    await settle();
    expect(where()).toBe('/helpCenter');
  });
});

describe('/customerService', () => {
  it('is open at 09:00 IST and says when it closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:00:00+05:30'));
    renderPage(CustomerServicePage, '/customerService');
    await settle();
    expect(byTestId('service-status')?.dataset.open).toBe('true');
    expect(byTestId('service-status')?.textContent).toContain('Open now');
    expect(text('service-hours')).toBe('Every day, 09:00–18:00 IST');
    expect(text('service-next')).toBe('Closes at 18:00 IST');
  });

  it('is closed at 18:00 IST and opens the next morning, whatever the device zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:30:00Z'));
    renderPage(CustomerServicePage, '/customerService');
    await settle();
    expect(byTestId('service-status')?.dataset.open).toBe('false');
    expect(text('service-next')).toBe('Opens tomorrow at 09:00 IST');
  });

  it('shows the contacts, copies the e-mail with the copy-success toast, and names the grievance officer', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderPage(CustomerServicePage, '/customerService');
    await settle();
    expect(text('service-email')).toBe('support@rupeesetu.in');
    expect(text('service-whatsapp')).toBe('+91 80400 01234');
    expect(byTestId('service-chat')?.getAttribute('href')).toBe('https://wa.me/918040001234');
    click(byTestId('copy-service-email'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('support@rupeesetu.in');
    expect(showToast).toHaveBeenCalledWith('Copied');
    // Both grievance officers (decision 071): the LSP's, then the lender's.
    expect(text('lsp-grievance-name')).toBe('Arjun Mehta');
    expect(text('lsp-grievance-email')).toBe('grievance@rupeesetu.in');
    expect(byTestId('lsp-grievance-call')?.getAttribute('href')).toBe('tel:+918040001234');
    expect(text('grievance-name')).toBe('Priya Raman');
    expect(text('grievance-email')).toBe('grievance@setufinance.in');
    expect(byTestId('grievance-call')?.getAttribute('href')).toBe('tel:+918041005600');
    expect(text('grievance-address')).toBe('12 MG Road, Bengaluru 560001');
    expect(byTestId('service-escalation')?.textContent).toContain('within 30 days');
    expect(byTestId('rbi-link')?.getAttribute('href')).toBe('https://cms.rbi.org.in');
    expect(byTestId('sachet-link')?.getAttribute('href')).toBe('https://sachet.rbi.org.in');
    expect(byTestId('service-to-loan')?.textContent).toContain('Within 24 hours');
    click(byTestId('service-to-settings'));
    await settle();
    expect(where()).toBe('/setup');
  });
});

describe('/aboutUs', () => {
  it('shows the product, version, website, e-mail, lender and the legal links', async () => {
    renderPage(AboutUsPage, '/aboutUs');
    await settle();
    expect(text('about-name')).toBe('RupeeSetu');
    expect(text('about-version')).toBe(APP_VERSION);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(byTestId('about-website')?.getAttribute('href')).toBe('https://rupeesetu.in');
    expect(text('about-email')).toBe('support@rupeesetu.in');
    expect(byTestId('about-lender')?.textContent).toContain('Setu Finance Private Limited');
    expect(byTestId('about-lender')?.textContent).toContain('N-00.00000');
    expect(byTestId('about-lsp')?.textContent).toContain('RupeeSetu Technologies Private Limited');
    expect(byTestId('operator-note')?.getAttribute('data-model')).toBe('lsp');
    expect(text('operator-note')).toContain(
      'RupeeSetu is run by RupeeSetu Technologies Private Limited, the lending service provider (LSP) of Setu Finance Private Limited',
    );
    expect(byTestId('rbi-cms-link')?.getAttribute('href')).toBe('https://cms.rbi.org.in');
    expect(byTestId('rbi-sachet-link')?.getAttribute('href')).toBe('https://sachet.rbi.org.in');
    click(byTestId('about-terms'));
    await settle();
    expect(where()).toBe('/conditionalTerms');
  });

  it('leads to the public list of recovery agents (decision 086)', async () => {
    renderPage(AboutUsPage, '/aboutUs');
    await settle();
    expect(text('about-recovery-agents')).toBe('Recovery agents');
    click(byTestId('about-recovery-agents'));
    await settle();
    expect(where()).toBe('/recoveryAgents');
  });

  it("names the lender alone when the app is the lender's own (OPERATOR_MODEL=lender)", async () => {
    usePublicConfigStore.setState({ config: { ...CONFIG, operator: LENDER_APP_OPERATOR } });
    renderPage(AboutUsPage, '/aboutUs');
    await settle();
    expect(byTestId('about-lender')?.textContent).toContain('Setu Finance Private Limited');
    expect(byTestId('about-lsp')).toBeNull();
    expect(byTestId('operator-note')?.getAttribute('data-model')).toBe('lender');
    expect(text('operator-note')).toContain('RupeeSetu is the own app of Setu Finance Private Limited');
  });
});

describe("/customerService of the lender's own app", () => {
  it("shows the lender's grievance officer only", async () => {
    usePublicConfigStore.setState({ config: { ...CONFIG, operator: LENDER_APP_OPERATOR } });
    renderPage(CustomerServicePage, '/customerService');
    await settle();
    expect(text('grievance-name')).toBe('Priya Raman');
    expect(byTestId('lsp-grievance-officer')).toBeNull();
  });
});
