import { afterEach, describe, expect, it } from 'vitest';
import { anyPopupOpen, watchPopups } from '../popup-watch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mask(className = 'adm-mask'): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('watchPopups', () => {
  it('reports the first popup opening and the last one closing, once each', async () => {
    const changes: boolean[] = [];
    const stop = watchPopups((open) => changes.push(open));
    const sheet = mask();
    await settle();
    const dialog = mask();
    await settle();
    sheet.style.display = 'none';
    await settle();
    expect(changes).toEqual([true]);
    dialog.remove();
    await settle();
    expect(changes).toEqual([true, false]);
    stop();
  });

  it('sees a mask hidden by its popup wrapper as closed, and ignores toasts', () => {
    const wrapper = document.createElement('div');
    wrapper.style.display = 'none';
    wrapper.append(Object.assign(document.createElement('div'), { className: 'adm-mask' }));
    document.body.append(wrapper);
    mask('adm-mask adm-toast-mask');
    expect(anyPopupOpen()).toBe(false);
    wrapper.style.display = '';
    expect(anyPopupOpen()).toBe(true);
  });
});
