import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { button, byTestId, cleanup, click, pageText, renderScreen, serve, settle } from '@/testing/screen';
import type { StaffRow } from '../staff-api';
import StaffPage from '../staff-page';

// antd's dialogs and a table of selects: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/staff/v1/staff';
const FARAH: StaffRow = {
  id: 's-2',
  email: 'farah@staff.test',
  name: 'Farah Finance',
  role: 'finance',
  disabled: false,
  totpEnrolled: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T04:00:00.000Z',
};

const dialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm') ?? document.body;
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => session.signIn('t', { id: 's-1', email: 'admin@staff.test', name: 'Admin', role: 'admin' }));
afterEach(() => {
  cleanup();
  session.clear();
});

describe('Staff: what signs a member out asks first', () => {
  it('Disable names the member and says they are signed out; Cancel changes nothing, Disable calls once', async () => {
    const calls = serve({
      [`GET ${BASE}`]: [200, { staff: [FARAH] }],
      [`PUT ${BASE}/s-2`]: [200, { ...FARAH, disabled: true }],
    });
    await renderScreen(<StaffPage />, '/staff');
    await click(byTestId('staff-toggle-s-2'));
    expect(pageText()).toContain('Disable Farah Finance (farah@staff.test)?');
    expect(pageText()).toContain('will be signed out now and cannot sign in');
    await click(button('Cancel', dialog()));
    expect(posts(calls)).toEqual([]);

    await click(byTestId('staff-toggle-s-2'));
    await click(button('Disable', dialog()));
    expect(posts(calls)).toEqual([{ method: 'PUT', url: `${BASE}/s-2`, body: { disabled: true } }]);
  });

  it('a new role asks first, naming the member and the new role', async () => {
    const calls = serve({
      [`GET ${BASE}`]: [200, { staff: [FARAH] }],
      [`PUT ${BASE}/s-2`]: [200, { ...FARAH, role: 'risk' }],
    });
    await renderScreen(<StaffPage />, '/staff');
    const select = document.querySelector('[aria-label="Role of Farah Finance"]')?.closest('.ant-select');
    act(() => {
      (select?.querySelector('.ant-select-selector') ?? select)?.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true }),
      );
    });
    await settle();
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === 'risk',
    );
    await click(option ?? null);
    expect(pageText()).toContain('Make Farah Finance (farah@staff.test) risk?');
    expect(pageText()).toContain('they are signed out now');
    await click(button('Cancel', dialog()));
    expect(posts(calls)).toEqual([]);
    // The select shows the role the server holds, not the one picked and cancelled.
    expect(select?.textContent).toBe('finance');
  });
});
