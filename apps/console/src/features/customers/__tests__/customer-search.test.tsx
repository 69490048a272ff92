import type { CustomerSearchView } from '@app/contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import {
  byTestId,
  cleanup,
  click,
  pageText,
  renderScreen,
  rows,
  serve,
  settle,
  type,
} from '@/testing/screen';
import CustomersPage from '../customers-page';

const SEARCH = 'GET /api/staff/v1/customers';
const NEHA = '00000000-0000-4000-8000-000000000001';
const RAVI = '00000000-0000-4000-8000-000000000002';

const found = (id: string, phone: string, name: string): CustomerSearchView => ({
  customers: [
    {
      id,
      phone,
      name,
      applicationState: 'approved',
      createdAt: '2026-11-20T04:30:00.000Z',
      lastLoginAt: '2026-11-27T04:30:00.000Z',
    },
  ],
  total: 1,
});

/** Searches `text` and waits until the answer is on screen (the list stops loading). */
async function search(text: string) {
  await type(byTestId('customer-search')?.querySelector('input') ?? null, text);
  await click(byTestId('customer-search')?.querySelector('.ant-input-search-btn') ?? null);
  for (let i = 0; i < 50 && document.querySelector('.ant-spin-spinning'); i++) await settle();
}

afterEach(() => {
  cleanup();
  session.clear();
});

describe('customer search', () => {
  it('never shows the rows of an earlier search under a failed or empty one', {
    timeout: 30_000,
  }, async () => {
    session.signIn('t', { id: 's-1', email: 'agent@rupeesetu.local', name: 'Agent', role: 'agent' });
    let answer: [number, unknown] = [200, found(NEHA, '9876541234', 'Neha Kapoor')];
    const calls = serve({ [SEARCH]: () => answer });
    await renderScreen(<CustomersPage />, '/customers');
    expect(pageText()).toContain('Search by phone, order number or name.');

    await search('9876541234');
    expect(rows('customer-results')).toHaveLength(1);
    expect(rows('customer-results')[0]?.[1]).toBe('Neha Kapoor');

    // A refused search: its own message, and the first customer's row is gone.
    answer = [
      400,
      {
        code: 'CUSTOMER_SEARCH_TOO_SHORT',
        message: 'Type at least 3 letters of a name (or 4 digits of a phone number).',
      },
    ];
    await search('ne');
    expect(pageText()).toContain('Type at least 3 letters of a name');
    expect(rows('customer-results')).toEqual([]);
    expect(pageText()).not.toContain('9876541234');
    expect(pageText()).not.toContain('Neha Kapoor');

    // Back to a match, then a search that matches nobody: no error, no rows, its own line.
    answer = [200, found(NEHA, '9876541234', 'Neha Kapoor')];
    await search('9876541234');
    expect(rows('customer-results')).toHaveLength(1);
    answer = [200, { customers: [], total: 0, capped: false }];
    await search('Zed Nobody');
    expect(rows('customer-results')).toEqual([]);
    expect(pageText()).toContain('No customer matches.');
    expect(pageText()).not.toContain('Neha Kapoor');

    // A server error after a match: the error, no rows.
    answer = [200, found(NEHA, '9876541234', 'Neha Kapoor')];
    await search('1234');
    answer = [500, { code: 'INTERNAL', message: 'Something went wrong, please try again later.' }];
    await search('Neha');
    expect(pageText()).toContain('Something went wrong');
    expect(rows('customer-results')).toEqual([]);

    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('q'))).toEqual([
      '9876541234',
      'ne',
      '9876541234',
      'Zed Nobody',
      '1234',
      'Neha',
    ]);
  });

  it('finds by name, says when only the first 50 are listed, and opens a row with Enter', {
    timeout: 30_000,
  }, async () => {
    session.signIn('t', { id: 's-1', email: 'agent@rupeesetu.local', name: 'Agent', role: 'agent' });
    serve({ [SEARCH]: [200, { ...found(RAVI, '9876500002', 'Ravi Kumar'), total: 50, capped: true }] });
    await renderScreen(<CustomersPage />, '/customers');
    await search('ravi');
    expect(rows('customer-results')[0]?.[1]).toBe('Ravi Kumar');
    expect(byTestId('customer-search-capped')?.textContent).toContain('first 50');

    const row = byTestId('customer-results')?.querySelector<HTMLElement>('tbody tr.ant-table-row');
    expect(row?.tabIndex).toBe(0);
    act(() => {
      row?.focus();
      row?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await settle();
    expect(byTestId('where')?.textContent).toBe(`/customers/${RAVI}`);
  });
});
