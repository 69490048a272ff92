import type { ApplicationView } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '@/i18n';
import { en } from '@/i18n/en';
import { json } from '@/testing/json-response';
import { render } from './render';

/** English strings on the app's i18next instance (what the pages read through useTranslation). */
export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}

/** A fresh draft application: nothing saved, no drafts. */
export function draftView(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: 'app-1',
    state: 'draft',
    consentAt: '2026-01-01T00:00:00.000Z',
    steps: {
      identity: 'todo',
      basic: 'todo',
      address: 'todo',
      career: 'todo',
      contacts: 'todo',
      bank: 'todo',
      face: 'todo',
    },
    progress: 0,
    nextStep: 'identity',
    identity: null,
    age: null,
    personReview: false,
    basic: null,
    career: null,
    address: null,
    contacts: null,
    bank: null,
    drafts: {},
    photos: [],
    submittedAt: null,
    expectedDecisionAt: null,
    decision: null,
    ...overrides,
  };
}

/** A form inside the providers the pages have (query client, router). */
export function renderForm(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export { json } from '@/testing/json-response';

/**
 * Replaces fetch: `routes` answers by "METHOD path-suffix"; drafts answer 204.
 * Returns the mock to inspect the calls.
 */
export function mockApi(routes: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.includes('/application/drafts/')) return new Response(null, { status: 204 });
    const key = Object.keys(routes).find((route) => {
      const [m, path] = route.split(' ');
      return m === method && path !== undefined && url.endsWith(path);
    });
    if (!key) return json(404, { code: 'NOT_FOUND' });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return routes[key]?.(body) ?? json(500, { code: 'INTERNAL' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lets pending promises (fetch answers, React updates) settle. */
export const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

export function blur(element: Element | null) {
  act(() => {
    element?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    element?.dispatchEvent(new FocusEvent('blur'));
  });
}
