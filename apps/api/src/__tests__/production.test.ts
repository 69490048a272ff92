// A production instance talks to real outside parties only (issue 28, point 1):
// every simulator is refused at start, by name, and every route that exists
// only for a simulator or a test is absent from the route table and the
// OpenAPI document. The API reference itself is off in production by default.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemorySmsSender } from '../adapters/sms/memory';
import { ConfigError } from '../config/env';
import { PRODUCTION_ENV, realParties } from '../test/outside-parties';
import { call, drivers, useTestApp } from '../test/test-app';

const PRODUCTION = PRODUCTION_ENV;

/** Paths that exist only for a simulator, a test or a developer. */
const SIMULATOR_ONLY = /simulat|\/api\/test\/|\/dev\//;

describe.each(drivers.slice(0, 1))('a production instance (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let parties: ReturnType<typeof realParties>;
  beforeEach(() => {
    parties = realParties();
  });

  it.each([
    ['sms', 'SMS_ADAPTER'],
    ['payouts', 'PAYOUT_GATEWAY'],
    ['collections', 'COLLECTION_GATEWAY'],
    ['bureau', 'CREDIT_BUREAU'],
    ['kyc', 'KYC_VERIFIER'],
    ['digilocker', 'DIGILOCKER_GATEWAY'],
    ['ckyc', 'CKYC_REGISTRY'],
    ['pan', 'PAN_VERIFIER'],
    ['mandates', 'MANDATE_GATEWAY'],
  ] as const)('refuses to start with the %s simulator, naming %s', async (party, variable) => {
    // The SMS simulator is given; for the others, left out, the configuration names the simulator.
    const deps = { ...parties, [party]: party === 'sms' ? new MemorySmsSender() : undefined };
    const started = ctx.buildApp(PRODUCTION, deps);
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(variable);
  });

  it('refuses every simulator at once when nothing real is plugged in, naming each', async () => {
    const started = ctx.buildApp({ ...PRODUCTION, ESIGN_PROVIDER: 'drawn_otp' }, { sms: parties.sms });
    await expect(started).rejects.toThrow(
      'Refusing to start with NODE_ENV=production: only a simulator stands in for ' +
        'PAYOUT_GATEWAY (bank payouts), COLLECTION_GATEWAY (repayment collection), ' +
        'CREDIT_BUREAU (the credit bureau), KYC_VERIFIER (document verification), ' +
        'DIGILOCKER_GATEWAY (DigiLocker), CKYC_REGISTRY (the central KYC registry), PAN_VERIFIER (PAN verification), ' +
        'MANDATE_GATEWAY (auto-debit mandates).',
    );
  });

  it('refuses the eSign simulator', async () => {
    // The configuration refuses it before the app is built.
    await expect(ctx.buildApp({ ...PRODUCTION, ESIGN_PROVIDER: 'esp_simulator' }, parties)).rejects.toThrow(
      'ESIGN_PROVIDER must not be esp_simulator',
    );
  });

  it('refuses the test clock and the test staff routes', async () => {
    await expect(ctx.buildApp({ ...PRODUCTION, TEST_CLOCK: 'true' }, parties)).rejects.toThrow('TEST_CLOCK');
    await expect(ctx.buildApp({ ...PRODUCTION, TEST_STAFF_ROUTES: 'true' }, parties)).rejects.toThrow(
      'TEST_STAFF_ROUTES',
    );
  });

  it('with real adapters: no simulator route in the route table or the OpenAPI document, no API reference', async () => {
    const app = await ctx.buildApp(PRODUCTION, parties);
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(SIMULATOR_ONLY);
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => SIMULATOR_ONLY.test(path))).toEqual([]);
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/repayments/:id/simulate' })).toBe(false);

    const simulate = await call(
      app,
      'POST',
      '/api/v1/repayments/00000000-0000-4000-8000-000000000000/simulate',
      {
        outcome: 'succeeded',
      },
    );
    expect(simulate.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/docs/')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/openapi.json')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('serves the API reference in production only when API_DOCS=true', async () => {
    const app = await ctx.buildApp({ ...PRODUCTION, API_DOCS: 'true' }, parties);
    expect((await call(app, 'GET', '/api/openapi.json')).statusCode).toBe(200);
  });

  it('outside production the simulators and their routes are there (development, tests, demos)', async () => {
    const app = await ctx.buildApp({
      TEST_CLOCK: 'true',
      TEST_STAFF_ROUTES: 'true',
      ESIGN_PROVIDER: 'esp_simulator',
    });
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/v1/repayments/{id}/simulate');
    expect(paths.some((path) => path.startsWith('/api/v1/esign-simulator/'))).toBe(true);
    expect(paths).toContain('/api/v1/kyc/digilocker-simulator/consent');
  });

  it("with a real DigiLocker the simulator's consent page is absent, the DigiLocker routes are there", async () => {
    const app = await ctx.buildApp(PRODUCTION, parties);
    expect(app.hasRoute({ method: 'GET', url: '/api/v1/kyc/digilocker-simulator/consent' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/kyc/digilocker-simulator/consent' })).toBe(false);
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/kyc/digilocker' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/api/v1/kyc/digilocker/callback' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/kyc/ckyc' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/kyc/pan' })).toBe(true);
    const page = await call(app, 'GET', '/api/v1/kyc/digilocker-simulator/consent?state=x&redirect_uri=y');
    expect(page.statusCode).toBe(404);
  });
});
