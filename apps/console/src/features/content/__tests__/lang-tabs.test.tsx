import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, byTestId, cleanup, click, pageText, renderScreen, serve, type } from '@/testing/screen';
import { FaqDrawer } from '../faq-drawer';
import { MessagesTab } from '../messages-tab';

// antd's forms and tabs: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/staff/v1/content';
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;
const marked = () =>
  [...document.querySelectorAll('[data-testid^="lang-tab-"][data-error="true"]')].map((tab) =>
    tab.getAttribute('data-testid'),
  );
/** The English fields: the first title input and body textarea (every tab is rendered). */
const english = () => document.querySelectorAll<HTMLElement>('[role="tabpanel"]')[0] as HTMLElement;
const shownPane = () =>
  document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]') as HTMLElement;

afterEach(cleanup);

describe('Forms in three languages say what is wrong where the person is looking', () => {
  it('Send message with only English: the Hindi tab opens, Hindi and Chinese are marked, a line names them', async () => {
    const calls = serve({
      [`GET ${BASE}/campaigns`]: [200, { campaigns: [] }],
      [`GET ${BASE}/segments/count`]: [200, { count: 12 }],
    });
    await renderScreen(<MessagesTab />, '/content');
    expect(activeTab()).toBe('English');
    await type(english().querySelector('input'), 'Diwali offer');
    await type(english().querySelector('textarea'), 'Half the processing fee this week.');
    await click(button('Send message'));

    expect(activeTab()).toContain('Hindi');
    expect(marked()).toEqual(['lang-tab-hi', 'lang-tab-zh']);
    expect(byTestId('lang-error-summary')?.textContent).toBe('The Hindi and Chinese texts are missing');
    // The Hindi tab shows its own errors, where the person now looks.
    const hindi = shownPane();
    expect(hindi.textContent).toContain('Title in Hindi is required');
    // Nothing was asked of the server, and no confirmation opened.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(pageText()).not.toContain('Send this message?');

    // Hindi filled: only Chinese is left, and the line says so.
    await type(hindi.querySelector('input'), 'दिवाली ऑफ़र');
    await type(hindi.querySelector('textarea'), 'इस सप्ताह प्रोसेसिंग शुल्क आधा।');
    expect(marked()).toEqual(['lang-tab-zh']);
    expect(byTestId('lang-error-summary')?.textContent).toBe('The Chinese text is missing');
  });

  it('a server refusal of one text shows under that field, on its tab, named by its label, never by its key', async () => {
    serve({
      [`POST ${BASE}/faq`]: [
        400,
        { code: 'VALIDATION_FAILED', message: 'Some details are not valid.', field: 'answer.zh' },
      ],
    });
    await renderScreen(<FaqDrawer entry="new" onClose={() => {}} onSaved={() => {}} />, '/content');
    const panes = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    for (const [i, pane] of panes.entries()) {
      await type(pane.querySelector('input'), `Question ${i}`);
      await type(pane.querySelector('textarea'), `Answer ${i}`);
    }
    await click(button('Save'));
    expect(activeTab()).toContain('Chinese');
    expect(marked()).toEqual(['lang-tab-zh']);
    expect(pageText()).toContain('Answer in Chinese: Some details are not valid.');
    expect(pageText()).not.toContain('answer.zh');
  });
});
