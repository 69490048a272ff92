import type { PublicConfigResponse, PublicRecoveryAgents } from '@app/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { usePublicConfigStore } from '@/lib/public-config';
import { json, renderPage, settle, text } from '@/testing/harness';
import { LSP_OPERATOR } from '@/testing/operator-fixture';
import { byTestId, click, setupI18n } from '@/testing/test-utils';
import RecoveryAgentsPage from '../routes/recovery-agents';

const LIST: PublicRecoveryAgents = {
  agencies: [
    {
      name: 'Prompt Recoveries LLP',
      phone: '9811100001',
      agents: [
        { name: 'Ravi Kumar', phone: '9811100002' },
        { name: 'Sunita Rao', phone: '9811100003' },
      ],
    },
    { name: 'Desk Collections Pvt Ltd', phone: '9811100004', agents: [] },
  ],
};

const CONFIG = { operator: LSP_OPERATOR } as unknown as PublicConfigResponse;

let answer: () => Response;
let requested: string[];

beforeAll(setupI18n);
beforeEach(() => {
  requested = [];
  answer = () => json(200, LIST);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requested.push(url);
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
      return url.endsWith('/api/v1/recovery-agents') ? answer() : json(404, {});
    }),
  );
  usePublicConfigStore.setState({ config: CONFIG });
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('/recoveryAgents', () => {
  it('lists each agency with its phone and its agents, callable, and says who the lender is', async () => {
    renderPage(RecoveryAgentsPage, '/recoveryAgents');
    await settle();
    expect(text('page-title')).toBe('Recovery agents');
    expect(text('recovery-agents-about')).toContain(LSP_OPERATOR.lender.name);
    expect(text('recovery-agents-about')).toContain('08:00 and 19:00');
    const agencies = document.querySelectorAll('[data-testid="recovery-agency"]');
    expect(agencies).toHaveLength(2);
    expect(agencies[0]?.textContent).toContain('Prompt Recoveries LLP');
    const agents = [...document.querySelectorAll('[data-testid="recovery-agent"]')].map(
      (li) => li.textContent,
    );
    expect(agents).toEqual(['Ravi Kumar9811100002', 'Sunita Rao9811100003']);
    expect(agencies[0]?.querySelector('a')?.getAttribute('href')).toBe('tel:+919811100001');
    expect(agencies[1]?.textContent).toContain('Its agents are not named yet');
    expect(requested).toHaveLength(1);
  });

  it('speaks Hindi and Chinese', async () => {
    for (const [lang, title] of [
      ['hi', 'वसूली एजेंट'],
      ['zh', '催收代理人'],
    ] as const) {
      await i18n.changeLanguage(lang);
      renderPage(RecoveryAgentsPage, '/recoveryAgents');
      await settle();
      expect(text('page-title')).toBe(title);
      document.body.innerHTML = '';
    }
  });

  it('says when no agency acts, and offers a retry when the list cannot load', async () => {
    answer = () => json(200, { agencies: [] });
    renderPage(RecoveryAgentsPage, '/recoveryAgents');
    await settle();
    expect(text('recovery-agents-empty')).toBe('No recovery agency acts for us at present.');
    document.body.innerHTML = '';

    answer = () => json(503, { code: 'INTERNAL', message: 'down' });
    renderPage(RecoveryAgentsPage, '/recoveryAgents');
    await settle();
    expect(byTestId('recovery-agents-error')).not.toBeNull();
    answer = () => json(200, LIST);
    click(byTestId('recovery-agents-error')?.querySelector('button') ?? null);
    await settle();
    expect(document.querySelectorAll('[data-testid="recovery-agency"]')).toHaveLength(2);
  });
});
