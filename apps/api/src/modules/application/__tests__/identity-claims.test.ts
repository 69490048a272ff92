import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { applications, identityClaims } from '../../../db/schema';
import {
  aadhaarFrom,
  completeApplication,
  consent,
  identityValues,
  putStep,
} from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { identityClaimRepository } from '../identity-claim-repository';

// The review case applies twice through the API with photos.
vi.setConfig({ testTimeout: 120_000 });

const PHONES = ['9876547001', '9876547002', '9876547003', '9876547004'];

describe.each(drivers)('one Aadhaar and PAN, one owner (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('saves the same identity for four customers at once: one owns it, the others are not told', async () => {
    const sessions = await Promise.all(PHONES.map((phone) => logIn(ctx, phone)));
    for (const s of sessions) await consent(ctx, s.token);
    const answers = await Promise.all(
      sessions.map((s) => putStep(ctx, s.token, 'identity', identityValues())),
    );
    // Nobody learns that the Aadhaar or PAN is another customer's.
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/in_use|IN_USE/);
    }

    const claims = await ctx.database.db.select().from(identityClaims);
    expect(claims.map((c) => c.kind).sort()).toEqual(['aadhaar', 'pan']);
    const owners = new Set(claims.map((c) => c.customerId));
    expect(owners.size).toBe(1);
    const [owner] = [...owners];
    // What the underwriting job asks before it approves: only the owner's answer is yes.
    const index = {
      aadhaar: claims.find((c) => c.kind === 'aadhaar')?.blindIndex ?? '',
      pan: claims.find((c) => c.kind === 'pan')?.blindIndex ?? '',
    };
    const owns = await Promise.all(
      sessions.map((s) =>
        identityClaimRepository.claim(ctx.database.db, s.customerId, index, ctx.clock.now()),
      ),
    );
    expect(owns.filter(Boolean)).toHaveLength(1);
    expect(owns[sessions.findIndex((s) => s.customerId === owner)]).toBe(true);
    // Saving again, the owner keeps it; another customer still does not get it.
    const ownerToken = sessions.find((s) => s.customerId === owner)?.token ?? '';
    expect((await putStep(ctx, ownerToken, 'identity', identityValues())).statusCode).toBe(200);
    const other = sessions.find((s) => s.customerId !== owner);
    expect((await putStep(ctx, other?.token ?? '', 'identity', identityValues())).statusCode).toBe(200);
    expect(
      (await ctx.database.db.select().from(identityClaims))
        .map((c) => c.customerId)
        .every((c) => c === owner),
    ).toBe(true);
  });

  it('lets go of the Aadhaar a customer typed before and changed', async () => {
    const first = await logIn(ctx, '9876547005');
    await consent(ctx, first.token);
    await putStep(ctx, first.token, 'identity', identityValues());
    await putStep(ctx, first.token, 'identity', identityValues({ aadhaar: aadhaarFrom('34567890123') }));
    const second = await logIn(ctx, '9876547006');
    await consent(ctx, second.token);
    await putStep(ctx, second.token, 'identity', identityValues({ pan: 'BCDPE2345G' }));
    const owned = await ctx.database.db
      .select()
      .from(identityClaims)
      .where(eq(identityClaims.customerId, second.customerId));
    expect(owned.map((c) => c.kind).sort()).toEqual(['aadhaar', 'pan']);
  });

  it("sends an application with another customer's PAN to a person, never approving it", async () => {
    const first = await logIn(ctx, '9876547007');
    await completeApplication(ctx, first);
    const second = await logIn(ctx, '9876547008');
    await completeApplication(ctx, second, { identity: { aadhaar: aadhaarFrom('34567890123') } });
    for (const s of [first, second]) {
      const res = await call(ctx.app, 'POST', '/api/v1/application/submit', undefined, {
        headers: bearer(s.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();

    const stateOf = async (customerId: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.customerId, customerId));
      return row;
    };
    expect((await stateOf(first.customerId))?.state).toBe('approved');
    const referred = await stateOf(second.customerId);
    expect(referred).toMatchObject({ state: 'submitted', referReason: 'identity_in_use', decidedAt: null });
    expect(referred?.suggestedQuotaPaise).toBeGreaterThan(0);
    // The borrower sees "under review", as for any referral.
    const view = (
      await call(ctx.app, 'GET', '/api/v1/application', undefined, { headers: bearer(second.token) })
    ).json();
    expect(view).toMatchObject({ state: 'submitted', decision: null });
    expect(JSON.stringify(view)).not.toContain('identity_in_use');

    const risk = await staffSession(ctx, 'risk');
    const queue = (
      await call(ctx.app, 'GET', '/api/staff/v1/review', undefined, { headers: staffHeaders(risk.token) })
    ).json();
    expect(queue.items).toEqual([
      expect.objectContaining({ id: referred?.id, referReason: 'identity_in_use' }),
    ]);
  });
});
