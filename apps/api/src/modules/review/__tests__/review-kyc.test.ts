import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { applications, kycVerifications } from '../../../db/schema';
import { aadhaarFrom, completeApplication } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { kycRepository } from '../../kyc';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/** Issue 31 point 6: what the console reads of the identity check, with the card images' masking (decision 075). */
describe.each(drivers)('the identity check in the console API (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('the review and the customer record carry the mode, signature, PAN and face results and the masking', async () => {
    const phone = '9876550091';
    const session = await logIn(ctx, phone);
    await completeApplication(ctx, session, {
      identity: { pan: 'JBCPE0007F', aadhaar: aadhaarFrom(`2345${phone.slice(-7)}`), kycMode: 'card_photos' },
    });
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/application/submit', undefined, {
          headers: bearer(session.token),
        })
      ).statusCode,
    ).toBe(200);
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();
    const [app] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.customerId, session.customerId));
    if (!app) throw new Error('no application');
    const row = await kycRepository.record(
      ctx.database.db,
      session.customerId,
      app.id,
      {
        mode: 'aadhaar_offline',
        name: 'Asha Verma',
        dob: '1992-03-14',
        gender: 'F',
        address: { line: '12 Lake Road', state: 'Madhya Pradesh' },
        aadhaarLast4: '0124',
        referenceKey: '012420261126100000000',
        photoJpeg: null,
        signatureValid: true,
        mobileMatched: true,
        issuedAt: '2026-11-26T10:00:00.000Z',
      },
      { now: ctx.clock.now() },
    );
    await ctx.database.db
      .update(kycVerifications)
      .set({
        panStatus: 'valid',
        panNameScore: 92,
        faceScore: 0.71,
        livenessScore: 0.88,
        faceDecision: 'review',
      })
      .where(eq(kycVerifications.id, row.id));

    const { token } = await staffSession(ctx, 'risk');
    const headers = staffHeaders(token);
    const expected = {
      mode: 'aadhaar_offline',
      state: 'verified',
      signatureValid: true,
      mobileMatched: true,
      aadhaarLast4: '0124',
      pan: { status: 'valid', nameScore: 92 },
      face: { score: 0.71, liveness: 0.88, decision: 'review' },
    };
    const detail = await call(ctx.app, 'GET', `/api/staff/v1/review/${app.id}`, undefined, { headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().kyc).toMatchObject(expected);
    // The e2e fixture photos carry no readable number: masked as far as possible and flagged.
    expect(detail.json().photoMasking).toEqual({
      aadhaar_front: 'unconfirmed',
      aadhaar_back: 'unconfirmed',
      face: 'unconfirmed',
    });

    const record = await call(ctx.app, 'GET', `/api/staff/v1/customers/${session.customerId}`, undefined, {
      headers,
    });
    expect(record.statusCode).toBe(200);
    expect(record.json().kyc).toMatchObject(expected);
    const images = record.json().cardImages as { kind: string; url: string; masking: string }[];
    expect(images.map((i) => i.kind).sort()).toEqual(['aadhaar_back', 'aadhaar_front', 'face']);
    const file = await ctx.app.inject({ method: 'GET', url: images[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
