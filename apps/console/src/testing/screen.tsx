import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

// React only batches act() updates when it is told it runs under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One call the screen made: method, path with query, and the JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** `METHOD /path` (query left off) -> the status and JSON body the fake server answers. */
export type FakeRoutes = Record<string, [number, unknown] | (() => [number, unknown])>;

/** Stubs fetch with `routes`; an unlisted call answers 404 NOT_FOUND. Answers the calls made. */
export function serve(routes: FakeRoutes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const route = routes[`${method} ${url.split('?')[0]}`];
      const [status, body] = typeof route === 'function' ? route() : (route ?? [404, { code: 'NOT_FOUND' }]);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** The screen at `url` (routed by `path`) with a fresh query cache; other paths show where it went. */
export async function renderScreen(screen: ReactElement, url: string, path = url) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    );
  });
  await settle();
  return client;
}

export function cleanup() {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}

/** Lets fetch answers, React updates and antd's timers land. */
export async function settle() {
  for (let i = 0; i < 8; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

export const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** What the page shows, spaces collapsed. */
export const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

/** The rows of the table under `testId`, each as its cells' text. */
export function rows(testId: string): string[][] {
  const table = byTestId(testId);
  return [...(table?.querySelectorAll('tbody tr.ant-table-row') ?? [])].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim()),
  );
}

/** The button (or link) whose text is `label`, optionally inside `within`. */
export function button(label: string, within: ParentNode = document): HTMLElement {
  const found = [...within.querySelectorAll<HTMLElement>('button, a')].find(
    (b) => (b.textContent ?? '').trim() === label,
  );
  if (!found) throw new Error(`no button "${label}"`);
  return found;
}

export async function click(element: Element | null) {
  if (!element) throw new Error('element not found');
  act(() => (element as HTMLElement).click());
  await settle();
}

/** Types into an input or textarea as a user would: React sees an input event with the new value. */
export async function type(element: Element | null, value: string) {
  if (!element) throw new Error('input not found');
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    (element as HTMLElement).focus();
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}
