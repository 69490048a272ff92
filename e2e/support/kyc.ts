import type { Browser } from 'playwright-core';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './console';
import type { RunningServer } from './server';

/**
 * A person approves the borrower's referred application (card photos go to the
 * console's review queue, issue 31): a risk user, made by the first admin,
 * waits for it in the queue and approves `quotaPaise` through the staff API.
 */
export async function approveAsRisk(
  browser: Browser,
  server: RunningServer,
  phone: string,
  quotaPaise = 20_000_00,
): Promise<{ referReason: string }> {
  const { baseUrl } = server;
  const adminCtx = await desktopContext(browser, baseUrl);
  try {
    const admin = await adminCtx.newPage();
    await consoleLogin(admin, baseUrl, firstAdmin(server));
    const risk = await createStaff(baseUrl, await staffToken(admin), 'risk');
    const desk = await desktopContext(browser, baseUrl);
    try {
      const page = await desk.newPage();
      await consoleLogin(page, baseUrl, risk);
      const token = await staffToken(page);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      for (let i = 0; i < 100; i++) {
        const res = await fetch(`${baseUrl}/api/staff/v1/review`, { headers });
        const { items } = (await res.json()) as {
          items: { id: string; phone: string; referReason: string }[];
        };
        const item = items.find((it) => phone.endsWith(it.phone.replace(/\D/g, '').slice(-10)));
        if (item) {
          const approve = await fetch(`${baseUrl}/api/staff/v1/review/${item.id}/approve`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ quotaPaise }),
          });
          if (approve.status !== 200) throw new Error(`approve: ${approve.status} ${await approve.text()}`);
          return { referReason: item.referReason };
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`application of ${phone} never reached the review queue`);
    } finally {
      await desk.close();
    }
  } finally {
    await adminCtx.close();
  }
}
