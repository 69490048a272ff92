import { describe, expect, it } from 'vitest';
import {
  daysIncluded,
  foreclosureBounds,
  foreclosureDayValid,
  plusDays,
  statementBounds,
  statementRangeProblem,
} from '../components/document-days';
import { documentHref, documentSearch, pdfHref, readDocumentParams } from '../components/document-kinds';

describe('the documents days', () => {
  it('counts days across months and years', () => {
    expect(plusDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(plusDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysIncluded('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysIncluded('2026-02-01', '2026-03-01')).toBe(29);
  });

  it('starts the statement on the payout day in India, which is the next day after 18:30 UTC', () => {
    const now = new Date('2026-06-10T06:00:00Z');
    expect(statementBounds('2026-05-01T10:00:00Z', now)).toEqual({
      first: '2026-05-01',
      today: '2026-06-10',
    });
    expect(statementBounds('2026-05-01T19:00:00Z', now).first).toBe('2026-05-02');
  });

  it('says what is wrong with a range before the server is asked', () => {
    const bounds = { first: '2026-05-01', today: '2026-06-10' };
    expect(statementRangeProblem('2026-05-01', '2026-06-10', bounds)).toBeNull();
    expect(statementRangeProblem('2026-06-01', '2026-05-20', bounds)).toBe('order');
    expect(statementRangeProblem('2026-04-30', '2026-05-20', bounds)).toBe('outside');
    expect(statementRangeProblem('2026-05-01', '2026-06-11', bounds)).toBe('outside');
    expect(statementRangeProblem('', '2026-06-10', bounds)).toBe('outside');
    const long = { first: '2025-01-01', today: '2026-06-10' };
    expect(statementRangeProblem('2025-01-01', '2026-02-04', long)).toBeNull();
    expect(statementRangeProblem('2025-01-01', '2026-02-05', long)).toBe('long');
    expect(statementRangeProblem('2025-01-02', '2026-02-05', long)).toBeNull();
  });

  it('dates a foreclosure letter from today to 30 days ahead, India time', () => {
    const bounds = foreclosureBounds(new Date('2026-06-10T20:00:00Z'));
    expect(bounds).toEqual({ today: '2026-06-11', last: '2026-07-11' });
    expect(foreclosureDayValid('2026-06-11', bounds)).toBe(true);
    expect(foreclosureDayValid('2026-07-11', bounds)).toBe(true);
    expect(foreclosureDayValid('2026-06-10', bounds)).toBe(false);
    expect(foreclosureDayValid('2026-07-12', bounds)).toBe(false);
    expect(foreclosureDayValid('', bounds)).toBe(false);
  });
});

describe('the documents links', () => {
  const id = '0b1c2d3e-0000-4000-8000-000000000001';

  it('carries only the parameters the kind reads', () => {
    const params = { from: '2026-05-01', to: '2026-06-10', date: '2026-06-12' };
    expect(pdfHref('statement', id, params)).toBe(`/pdf/statement/${id}?from=2026-05-01&to=2026-06-10`);
    expect(pdfHref('foreclosure', id, params)).toBe(`/pdf/foreclosure/${id}?date=2026-06-12`);
    expect(pdfHref('noc', id, params)).toBe(`/pdf/noc/${id}`);
    expect(pdfHref('kfs', id)).toBe(`/pdf/kfs/${id}`);
    expect(documentHref('statement', id, { from: '2026-05-01' })).toBe(`/statement?id=${id}&from=2026-05-01`);
    expect(documentHref('kfs', id, params)).toBe(`/kfs?id=${id}`);
    expect(documentSearch('schedule', params)).toBe('');
  });

  it('reads back well-formed days only', () => {
    const search = new URLSearchParams('from=2026-05-01&to=junk&date=2026-06-12');
    expect(readDocumentParams('statement', search)).toEqual({ from: '2026-05-01' });
    expect(readDocumentParams('foreclosure', search)).toEqual({ date: '2026-06-12' });
    expect(readDocumentParams('loan', search)).toEqual({});
  });
});
