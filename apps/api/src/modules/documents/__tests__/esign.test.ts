import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../adapters/storage';
import { jobs, orderSignatures } from '../../../db/schema';
import { extractPdfText } from '../../../lib/pdf/extract-text';
import { approvedCustomer } from '../../../test/application-fixtures';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { readEspEvidence } from '../esp-evidence';

const DEVICE = 'Mozilla/5.0 (Linux; Android 14) esign-test';

/** POST /orders/:id/esign with an Idempotency-Key: the session and where the borrower goes. */
const start = (ctx: TestContext, token: string, id: string, key: string, lang = 'en') =>
  call(ctx.app, 'POST', `/api/v1/orders/${id}/esign`, undefined, {
    headers: { ...bearer(token), 'idempotency-key': key, 'accept-language': lang },
  });

/** What the borrower does on the simulator's page (the app's /Esign?session=). */
const decide = (ctx: TestContext, token: string, sessionId: string, decision: Record<string, unknown>) =>
  send(ctx, token, 'POST', `/esign-simulator/sessions/${sessionId}/decision`, decision);

/** Back on /triLink: the app asks the API to complete the session. */
const complete = (ctx: TestContext, token: string, id: string, sessionId: string) =>
  call(
    ctx.app,
    'POST',
    `/api/v1/orders/${id}/esign/complete`,
    { sessionId },
    { headers: { ...bearer(token), 'user-agent': DEVICE } },
  );

const signatureOf = async (ctx: TestContext, id: string) =>
  ctx.database.db.select().from(orderSignatures).where(eq(orderSignatures.orderId, id));

describe.each(drivers)('signing through the e-sign provider simulator on %s', (driver) => {
  const ctx = useTestApp(driver, { ESIGN_PROVIDER: 'esp_simulator' });

  it('starts a session with the hashes, signs at the simulator, records the signature and pays out', async () => {
    const { token } = await approvedCustomer(ctx, '9876546001');
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    expect((await send(ctx, token, 'GET', `/orders/${id}/documents`)).json().signMethod).toBe('esp');
    // the pad and the SMS code are not this deployment's way of signing
    const code = await send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    expect(code.statusCode).toBe(409);
    expect(code.json().code).toBe('SIGN_METHOD_UNAVAILABLE');

    const started = await start(ctx, token, id, 'esign-try-0001');
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId, redirectUrl } = started.json();
    expect(redirectUrl).toBe(`#/Esign?session=${sessionId}`);
    // a retried start (lost answer) gets the same session
    expect((await start(ctx, token, id, 'esign-try-0001')).json().sessionId).toBe(sessionId);

    const page = await send(ctx, token, 'GET', `/esign-simulator/sessions/${sessionId}`);
    expect(page.statusCode).toBe(200);
    const kfsHash = (await send(ctx, token, 'GET', `/orders/${id}/documents/kfs`)).json().hash;
    expect(page.json()).toMatchObject({
      signer: { name: 'Asha Verma', phoneMasked: 'XXXXXX6001' },
      status: 'pending',
      returnUrl: `#/triLink?id=${id}&session=${sessionId}`,
    });
    expect(page.json().documents[0]).toEqual({ id: 'kfs', title: 'Key Fact Statement', sha256: kfsHash });

    const early = await complete(ctx, token, id, sessionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ESIGN_PENDING');

    const signedThere = await decide(ctx, token, sessionId, { action: 'sign', consent: true, otp: '482913' });
    expect(signedThere.json().status).toBe('signed');
    const done = await complete(ctx, token, id, sessionId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, state: 'signed' });

    const [row] = await signatureOf(ctx, id);
    expect(row).toMatchObject({ method: 'esp', lang: 'en', phone: '9876546001', userAgent: DEVICE });
    expect(row?.ip).toBeTruthy();
    expect(row?.documentHashes.kfs).toBe(kfsHash);
    expect(row?.signatureKey).toMatch(/^signatures\/\w+\.json$/);
    const stored = await createFileStorage(ctx.config).get(row?.signatureKey ?? '');
    const evidence = readEspEvidence(stored ?? Buffer.from('{}'));
    expect(evidence).toMatchObject({ provider: 'ESP simulator (test only)', sessionId });
    expect(evidence.signerRef).toMatch(/^SIMESP-/);
    expect(Object.fromEntries(evidence.documents.map((d) => [d.id, d.sha256]))).toEqual(row?.documentHashes);

    await ctx.app.jobs.runDue(); // issues the signed PDFs and asks for the payout
    expect((await orderRepository.findById(ctx.database.db, id))?.state).toBe('disbursing');
    expect(ctx.sms.messages.at(-1)?.text).toContain('you signed the loan agreement');
    const [issued] = await signatureOf(ctx, id);
    expect(Object.keys(issued?.pdfKeys ?? {}).sort()).toEqual(['kfs', 'letter', 'loan']);
    const pdf = await call(ctx.app, 'GET', `/api/v1/orders/${id}/documents/kfs/pdf`, undefined, {
      headers: bearer(token),
    });
    const { text } = await extractPdfText(new Uint8Array(pdf.rawPayload));
    for (const shown of [
      'Signed by Asha Verma',
      'Aadhaar eSign',
      evidence.signerRef,
      kfsHash,
      'esign-test',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('signs once when the borrower comes back twice, in the language the documents were signed in', async () => {
    const { token } = await approvedCustomer(ctx, '9876546002');
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    const { sessionId } = (await start(ctx, token, id, 'esign-try-0001', 'hi')).json();
    await decide(ctx, token, sessionId, { action: 'sign', consent: true, otp: '111111' });

    const [first, second] = await Promise.all([
      complete(ctx, token, id, sessionId),
      complete(ctx, token, id, sessionId),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await complete(ctx, token, id, sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'signed' });

    const rows = await signatureOf(ctx, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lang).toBe('hi');
    const hiHash = (await send(ctx, token, 'GET', `/orders/${id}/documents/loan`, undefined, 'hi')).json()
      .hash;
    expect(rows[0]?.documentHashes.loan).toBe(hiHash);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'documents_issue'));
    expect(queued).toHaveLength(1);
  });

  it('leaves the order unsigned when the borrower cancels or the Aadhaar OTP fails, and lets them sign again', async () => {
    const { token } = await approvedCustomer(ctx, '9876546003');
    const other = await approvedCustomer(ctx, '9876546004');
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);

    const cancelled = (await start(ctx, token, id, 'esign-try-0001')).json().sessionId;
    expect((await decide(ctx, token, cancelled, { action: 'cancel' })).json().status).toBe('failed');
    const afterCancel = await complete(ctx, token, id, cancelled);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().code).toBe('ESIGN_FAILED');

    const wrongOtp = (await start(ctx, token, id, 'esign-try-0002')).json().sessionId;
    await decide(ctx, token, wrongOtp, { action: 'sign', consent: true, otp: '000000' });
    expect((await complete(ctx, token, id, wrongOtp)).json().code).toBe('ESIGN_FAILED');
    expect((await orderRepository.findById(ctx.database.db, id))?.state).toBe('created');
    expect(await signatureOf(ctx, id)).toHaveLength(0);

    // a session that is not this order's, or not known at all
    const otherId = await newOrder(ctx, other.token);
    await readAll(ctx, other.token, otherId);
    const foreign = (await start(ctx, other.token, otherId, 'esign-try-0001')).json().sessionId;
    await decide(ctx, other.token, foreign, { action: 'sign', consent: true, otp: '123456' });
    expect((await complete(ctx, token, id, foreign)).statusCode).toBe(404);
    expect((await complete(ctx, token, id, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await complete(ctx, other.token, id, foreign)).statusCode).toBe(404);
    // the simulator's page refuses a half answer
    const noConsent = await decide(ctx, token, wrongOtp, { action: 'sign', otp: '123456' });
    expect(noConsent.statusCode).toBe(400);

    const retry = (await start(ctx, token, id, 'esign-try-0003')).json().sessionId;
    await decide(ctx, token, retry, { action: 'sign', consent: true, otp: '654321' });
    expect((await complete(ctx, token, id, retry)).json().state).toBe('signed');
  });

  it('refuses to start before all three documents are read, as the drawn signature does', async () => {
    const { token } = await approvedCustomer(ctx, '9876546005');
    const other = await approvedCustomer(ctx, '9876546006');
    const id = await newOrder(ctx, token);
    const early = await start(ctx, token, id, 'esign-try-0001');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'AGREEMENT_REQUIRED',
      message: 'Please read and agree to the Loan Agreement and Sanction Letter first.',
    });
    await send(ctx, token, 'POST', `/orders/${id}/documents/kfs/read`);
    expect((await start(ctx, token, id, 'esign-try-0002')).json().code).toBe('AGREEMENT_REQUIRED');
    expect((await start(ctx, other.token, id, 'esign-try-0003')).statusCode).toBe(404);
    const noKey = await send(ctx, token, 'POST', `/orders/${id}/esign`);
    expect(noKey.statusCode).toBe(400);
    const unknownSession = await send(ctx, token, 'GET', `/esign-simulator/sessions/${'a'.repeat(32)}`);
    expect(unknownSession.statusCode).toBe(404);
  });
});
