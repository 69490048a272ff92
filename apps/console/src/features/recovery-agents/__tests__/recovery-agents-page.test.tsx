import type { RecoveryAgencyView } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import {
  button,
  byTestId,
  cleanup,
  click,
  pageText,
  renderScreen,
  rows,
  serve,
  type,
} from '@/testing/screen';
import RecoveryAgentsPage from '../recovery-agents-page';

const BASE = '/api/staff/v1/recovery';
const AGENCY_ID = '00000000-0000-4000-8000-0000000000a1';
const AGENT_ID = '00000000-0000-4000-8000-0000000000b1';
const AT = '2026-11-27T04:30:00.000Z';

const AGENCY: RecoveryAgencyView = {
  id: AGENCY_ID,
  name: 'Prompt Recoveries LLP',
  registrationNo: 'AAB-1234',
  phone: '9811100001',
  email: 'desk@prompt.example',
  active: true,
  createdAt: AT,
  updatedAt: AT,
  agents: [
    {
      id: AGENT_ID,
      agencyId: AGENCY_ID,
      name: 'Ravi Kumar',
      idNumber: 'DRA-778899',
      phone: '9811100002',
      email: 'ravi@prompt.example',
      active: true,
      createdAt: AT,
      updatedAt: AT,
    },
  ],
};

afterEach(() => {
  cleanup();
  session.clear();
});

describe('the console: recovery agents', () => {
  it('lists agencies with their agents and registers a new agency', async () => {
    session.signIn('t', { id: 's-1', email: 'admin@rupeesetu.local', name: 'Admin', role: 'admin' });
    const calls = serve({
      [`GET ${BASE}/agencies`]: [200, { agencies: [AGENCY] }],
      [`POST ${BASE}/agencies`]: [200, { ...AGENCY, id: '00000000-0000-4000-8000-0000000000a2', agents: [] }],
    });
    await renderScreen(<RecoveryAgentsPage />, '/recovery-agents');
    expect(rows('recovery-agencies')[0]?.[0]).toContain('Prompt Recoveries LLP');
    expect(pageText()).toContain('Ravi Kumar');
    expect(pageText()).toContain('DRA-778899');

    await click(byTestId('recovery-add-agency'));
    await type(byTestId('recovery-entry-name'), 'Desk Collections Pvt Ltd');
    await type(byTestId('recovery-entry-reference'), 'U74999MH2020PTC000001');
    await type(byTestId('recovery-entry-phone'), '9811100004');
    await type(byTestId('recovery-entry-email'), 'desk@desk.example');
    await click(byTestId('recovery-entry-submit'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${BASE}/agencies`,
        body: {
          name: 'Desk Collections Pvt Ltd',
          registrationNo: 'U74999MH2020PTC000001',
          phone: '9811100004',
          email: 'desk@desk.example',
        },
      },
    ]);
    expect(pageText()).toContain('Desk Collections Pvt Ltd registered');
  });

  it('deactivates an agent after a confirmation', async () => {
    session.signIn('t', { id: 's-1', email: 'admin@rupeesetu.local', name: 'Admin', role: 'admin' });
    const calls = serve({
      [`GET ${BASE}/agencies`]: [200, { agencies: [AGENCY] }],
      [`PUT ${BASE}/agents/${AGENT_ID}`]: [200, { ...AGENCY.agents[0], active: false }],
    });
    await renderScreen(<RecoveryAgentsPage />, '/recovery-agents');
    await click(byTestId(`recovery-toggle-${AGENT_ID}`));
    expect(pageText()).toContain('Deactivate Ravi Kumar? It leaves the public list');
    await click(button('Deactivate', document.querySelector('.ant-popover') ?? document));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: `${BASE}/agents/${AGENT_ID}`, body: { active: false } },
    ]);
    expect(pageText()).toContain('Ravi Kumar deactivated');
  });
});
