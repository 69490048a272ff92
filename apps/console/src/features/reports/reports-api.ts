import type { Report, ReportName } from '@app/contract';
import { api, apiErrorFrom } from '@/lib/api';
import { session } from '@/lib/session';

export type { Report, ReportName } from '@app/contract';

const BASE = '/api/staff/v1/reports';

/** Hands a fetched file to the browser (the staff token must go with the request, so no plain link). */
async function save(res: Response, fallbackName: string): Promise<void> {
  if (!res.ok)
    throw apiErrorFrom(res.status, await res.json().catch(() => null), `Download failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const auth = () => ({ authorization: `Bearer ${session.token() ?? ''}` });

export const reportsApi = {
  report: (name: ReportName, from: string, to: string) => api.get<Report>(`${BASE}/${name}`, { from, to }),
  async downloadCsv(name: ReportName, from: string, to: string): Promise<void> {
    const query = new URLSearchParams({ from, to, format: 'csv' });
    await save(await fetch(`${BASE}/${name}?${query}`, { headers: auth() }), `${name}-${from}-${to}.csv`);
  },
  /** Makes the bureau file now (audited by the server) and downloads it. */
  async downloadBureauFile(): Promise<void> {
    await save(await fetch(`${BASE}/bureau-file`, { method: 'POST', headers: auth() }), 'bureau.txt');
  },
};
