// Who is who (issue 30 point 7, decision 071) in Chromium at phone size: the
// lender (and the LSP running the app) named the same way on /start, About,
// Privacy, Terms and the grievance page, with RBI's complaint portal and Sachet.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, type Suite, useSuite } from './support/suite';

const LENDER = 'Setu Finance Private Limited';
const LSP = 'RupeeSetu Technologies Private Limited';
const CMS = 'https://cms.rbi.org.in';
const SACHET = 'https://sachet.rbi.org.in';

const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
const href = (page: Page, id: string) => byTestId(page, id).first().getAttribute('href');

/** /privacy and /conditionalTerms: their text, once the document (which waits for the config) is up. */
async function legalText(page: Page, route: string, key: string): Promise<string> {
  await page.goto(`/#${route}`);
  const doc = page.locator(`[data-testid="legal-document"][data-doc="${key}"]`);
  await doc.waitFor();
  return (await doc.textContent()) ?? '';
}

async function journey(suite: Suite, model: 'lsp' | 'lender') {
  const context = await phoneContext(suite.browser, suite.server.baseUrl);
  const page = await context.newPage();
  const names = model === 'lsp' ? [LENDER, LSP] : [LENDER];

  // /start, before login: who lends, who runs the app, and RBI's two portals.
  await page.goto('/#/start');
  const note = byTestId(page, 'operator-note');
  await note.waitFor();
  expect(await note.getAttribute('data-model')).toBe(model);
  for (const name of names) expect(await text(page, 'operator-note')).toContain(name);
  if (model === 'lender') expect(await text(page, 'operator-note')).not.toContain(LSP);
  expect(await href(page, 'rbi-cms-link')).toBe(CMS);
  expect(await href(page, 'rbi-sachet-link')).toBe(SACHET);
  await screenshot(page, `operator-start-${model}`);

  // Privacy and Terms: the same names, the lender's registration, both portals.
  for (const [route, key] of [
    ['/privacy', 'privacy'],
    ['/conditionalTerms', 'terms'],
  ] as const) {
    const words = await legalText(page, route, key);
    for (const name of names) expect(words).toContain(name);
    if (model === 'lender') expect(words).not.toContain(LSP);
    expect(words).toContain('N-00.00000');
    expect(words).toContain(CMS);
    expect(words).toContain(SACHET);
  }

  // About and the grievance page, logged in.
  await logInByOtp(page, suite.server, newPhone());
  await page.goto('/#/aboutUs');
  await byTestId(page, 'about-lender').waitFor();
  expect(await text(page, 'about-lender')).toContain(LENDER);
  expect(await text(page, 'about-lender')).toContain('N-00.00000');
  expect(await byTestId(page, 'about-lsp').count()).toBe(model === 'lsp' ? 1 : 0);
  for (const name of names) expect(await text(page, 'operator-note')).toContain(name);
  expect(await href(page, 'rbi-cms-link')).toBe(CMS);
  expect(await href(page, 'rbi-sachet-link')).toBe(SACHET);
  await screenshot(page, `operator-about-${model}`);

  await page.goto('/#/customerService');
  await byTestId(page, 'grievance-name').waitFor();
  expect(await text(page, 'grievance-name')).toBe('Priya Raman');
  expect(await text(page, 'grievance-email')).toBe('grievance@setufinance.in');
  if (model === 'lsp') {
    expect(await text(page, 'lsp-grievance-name')).toBe('Arjun Mehta');
    expect(await page.getByText(`Grievance officer of ${LSP}`).count()).toBe(1);
  } else {
    expect(await byTestId(page, 'lsp-grievance-officer').count()).toBe(0);
  }
  expect(await page.getByText(`Grievance officer of ${LENDER}`).count()).toBe(1);
  expect(await href(page, 'rbi-link')).toBe(CMS);
  expect(await href(page, 'sachet-link')).toBe(SACHET);
  await screenshot(page, `operator-grievance-${model}`);
  await context.close();
}

describe('an LSP runs the app for the lender (the default configuration)', () => {
  const suite = useSuite(MANY_PHONES_ONE_CLIENT);
  it('/start, Privacy, Terms, About and the grievance page name the lender and the LSP, and link CMS and Sachet', async () => {
    await journey(suite, 'lsp');
  });
});

describe("the lender's own app (OPERATOR_MODEL=lender)", () => {
  const suite = useSuite({ ...MANY_PHONES_ONE_CLIENT, OPERATOR_MODEL: 'lender' });
  it('/start, Privacy, Terms, About and the grievance page name the lender alone, and link CMS and Sachet', async () => {
    await journey(suite, 'lender');
  });
});
