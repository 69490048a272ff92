// Configuration at a desk (1366x900): the first admin shortens the extension
// to 8 days and saves it as version 2 (the confirm dialog lists the change),
// the history shows who saved it and what changed; an agent has no menu entry
// for it, the address gives the 403 page, and the API answers 403.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { useSuite } from './support/suite';

const suite = useSuite();

describe('console configuration', () => {
  it('an admin saves a new version with 8-day extensions; an agent cannot reach configuration', async () => {
    const { baseUrl } = suite.server;
    const adminContext = await desktopContext(suite.browser, baseUrl);
    const page = await adminContext.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(page, baseUrl, firstAdmin(suite.server));

    await page.getByTestId('console-menu').getByText('Configuration', { exact: true }).click();
    await page.getByTestId('config-form').waitFor();
    expect(await page.getByTestId('config-version').textContent()).toBe('Version 1 in force');
    expect(await page.locator('#pricing_extensionDays').inputValue()).toBe('15');
    await page.getByTestId('config-history').getByText('The first version', { exact: true }).waitFor();

    await page.locator('#pricing_extensionDays').fill('8');
    await page.locator('#note').fill('Extensions of 8 days, as the spec says in §9');
    await page.getByTestId('config-save').click();
    const confirm = page.getByTestId('config-confirm-changes');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Extension moves the due date by: 15 days → 8 days');
    await page.getByRole('button', { name: 'Save version' }).click();

    await expect.poll(() => page.getByTestId('config-version').textContent()).toBe('Version 2 in force');
    const history = page.getByTestId('config-history');
    await history.getByText('Extensions of 8 days, as the spec says in §9').waitFor();
    expect(await history.getByTestId('config-changes').first().textContent()).toContain('15 days → 8 days');
    expect(await page.locator('#pricing_extensionDays').inputValue()).toBe('8');
    console.log(
      'NOTES',
      await page.locator('#note').count(),
      await page.locator('#pricing_extensionDays').count(),
    );
    expect(await page.locator('#note').inputValue()).toBe('');
    await page.getByTestId('config-version').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-configuration');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-configuration-history');

    // An agent: no menu entry, the 403 page at the address, 403 from the API.
    const agent = await createStaff(baseUrl, await staffToken(page), 'agent');
    const agentContext = await desktopContext(suite.browser, baseUrl);
    const agentPage = await agentContext.newPage();
    await consoleLogin(agentPage, baseUrl, agent);
    const menu = await agentPage.getByTestId('console-menu').locator('.ant-menu-item').allTextContents();
    expect(menu.map((t) => t.trim())).not.toContain('Configuration');
    await agentPage.goto(`${baseUrl}/console/#/configuration`);
    await agentPage.getByTestId('console-forbidden').waitFor();
    const res = await fetch(`${baseUrl}/api/staff/v1/configuration`, {
      headers: { authorization: `Bearer ${await staffToken(agentPage)}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('STAFF_FORBIDDEN');

    expect(errors).toEqual([]);
    await agentContext.close();
    await adminContext.close();
  });
});
