import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React only batches act() updates when it is told it runs under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<() => void>();

/** Unmounts everything rendered (its effects' timers, such as draft autosaves, stop with it). */
export function cleanup() {
  for (const unmount of mounted) unmount();
  mounted.clear();
  document.body.innerHTML = '';
}

/** A minimal renderer for happy-dom tests (no testing-library in this repo). */
export function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root?.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, rerender: (next: ReactElement) => act(() => root?.render(next)), unmount };
}

export const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

export function click(element: Element | null) {
  if (!element) throw new Error('element not found');
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Sets an input's value the way React notices (through the native setter) and fires input. */
export function type(element: Element | null, value: string) {
  if (!(element instanceof HTMLInputElement)) throw new Error('input not found');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
