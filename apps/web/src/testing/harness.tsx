import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { byTestId, render } from '@/testing/test-utils';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** One page at `url` (its path routed to `Page`), every other path showing where the app went. */
export function renderPage(Page: ComponentType, url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = url.split('?')[0] ?? url;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export { json } from '@/testing/json-response';

/** Lets fetch answers and React updates land. */
export async function settle() {
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

export const where = () => byTestId('where')?.textContent ?? null;
export const text = (testId: string) => byTestId(testId)?.textContent ?? null;

/** Types into an input as a user would: React sees an input event with the new value. */
export function type(testId: string, value: string) {
  const input = byTestId(testId) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input.focus();
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
