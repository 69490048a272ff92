import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { orderSignatures, verificationCodes } from '../../../db/schema';
import { extractPdfText } from '../../../lib/pdf/extract-text';
import { approvedCustomer } from '../../../test/application-fixtures';
import { pngClaiming } from '../../../test/image-bombs';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { bearer, call, drivers, useTestApp, wrongCode } from '../../../test/test-app';
import { orderRepository } from '../../orders';

/** A drawn signature: a dark stroke across a transparent pad, as signature_pad exports it. */
function signaturePng(ink = true): string {
  const png = new PNG({ width: 400, height: 150 });
  if (ink) {
    for (let x = 40; x < 360; x += 1) {
      const y = Math.round(75 + 30 * Math.sin(x / 25));
      for (let dy = -2; dy <= 2; dy += 1) {
        const i = ((y + dy) * 400 + x) * 4;
        png.data[i + 3] = 255; // black, opaque
      }
    }
  }
  return PNG.sync.write(png).toString('base64');
}

describe.each(drivers)('documents and signing on %s', (driver) => {
  // Behind one proxy on this host (inject's peer is 127.0.0.1): the evidence holds the client it saw.
  const ctx = useTestApp(driver, { TRUST_PROXY: '127.0.0.1' });

  it("builds the KFS, sanction letter and agreement from the order's figures in three languages", async () => {
    const { token } = await approvedCustomer(ctx, '9876545001');
    const other = await approvedCustomer(ctx, '9876545002');
    const id = await newOrder(ctx, token);

    const list = (await send(ctx, token, 'GET', `/orders/${id}/documents`)).json();
    expect(list).toMatchObject({ allRead: false, signedAt: null, signMethod: 'drawn_otp' });
    // The three to sign, then the account documents (issue 33): none of them open before the payout.
    expect(list.documents.map((d: { kind: string; available: boolean }) => [d.kind, d.available])).toEqual([
      ['kfs', true],
      ['letter', true],
      ['loan', true],
      ['statement', false],
      ['foreclosure', false],
      ['noc', false],
      ['schedule', false],
    ]);

    const kfs = (await send(ctx, token, 'GET', `/orders/${id}/documents/kfs`)).json();
    expect(kfs.title).toBe('Key Fact Statement');
    const rows = kfs.blocks.flatMap((b: { rows?: { label: string; value: string }[] }) => b.rows ?? []);
    const value = (label: string) => rows.find((r: { label: string }) => r.label === label)?.value;
    expect(value('Sanctioned loan amount')).toBe('₹10,000');
    expect(value('Net amount disbursed to you')).toBe('₹9,587');
    expect(value('Annual Percentage Rate (APR)')).toBe('44.73%');
    expect(value('GST at 18% on all fees')).toBe('₹63');
    expect(value('Credit score reporting fee, to the credit bureau (one-time)')).toBe('₹30');
    expect(value('Interest rate and type')).toBe('0.04% per day (14.6% per year), fixed');
    expect(value('Penal charges for delayed payment')).toBe(
      '0.1% of the overdue instalment per day, no compounding',
    );
    expect(kfs.hash).toMatch(/^[0-9a-f]{64}$/);

    const hi = (await send(ctx, token, 'GET', `/orders/${id}/documents/kfs`, undefined, 'hi')).json();
    expect(hi.title).toBe('मुख्य तथ्य विवरण (KFS)');
    expect(JSON.stringify(hi.blocks)).toContain('44.73%');
    const zh = (await send(ctx, token, 'GET', `/orders/${id}/documents/letter`, undefined, 'zh')).json();
    expect(zh.title).toBe('贷款批准函');
    const loan = (await send(ctx, token, 'GET', `/orders/${id}/documents/loan`)).json();
    expect(JSON.stringify(loan.blocks)).toContain('Asha Verma');
    expect(JSON.stringify(loan.blocks)).toContain('₹9,587');

    expect((await send(ctx, other.token, 'GET', `/orders/${id}/documents/kfs`)).statusCode).toBe(404);
    expect((await send(ctx, token, 'GET', `/orders/${id}/documents/contract`)).statusCode).toBe(400);
    expect((await send(ctx, token, 'POST', `/orders/${id}/documents/kfs/read`)).statusCode).toBe(204);
    expect((await send(ctx, other.token, 'POST', `/orders/${id}/documents/kfs/read`)).statusCode).toBe(404);
  });

  it('keeps the e-sign provider routes closed with the default drawn signature', async () => {
    const { token } = await approvedCustomer(ctx, '9876545004');
    const id = await newOrder(ctx, token);
    const headers = { ...bearer(token), 'idempotency-key': 'esign-try-0001' };
    const started = await call(ctx.app, 'POST', `/api/v1/orders/${id}/esign`, undefined, { headers });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('SIGN_METHOD_UNAVAILABLE');
    const completed = await send(ctx, token, 'POST', `/orders/${id}/esign/complete`, {
      sessionId: 'a'.repeat(32),
    });
    expect(completed.json().code).toBe('SIGN_METHOD_UNAVAILABLE');
    const simulator = await send(ctx, token, 'GET', `/esign-simulator/sessions/${'a'.repeat(32)}`);
    expect(simulator.statusCode).toBe(404);
  });

  it('refuses to sign before all three are read, then signs with the code and issues signed PDFs', async () => {
    const { token } = await approvedCustomer(ctx, '9876545003');
    const id = await newOrder(ctx, token);
    const early = await send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'AGREEMENT_REQUIRED',
      message: 'Please read and agree to the Loan Agreement and Sanction Letter first.',
    });
    for (const kind of ['kfs', 'letter'])
      await send(ctx, token, 'POST', `/orders/${id}/documents/${kind}/read`);
    expect((await send(ctx, token, 'POST', `/orders/${id}/sign/code`)).json().code).toBe(
      'AGREEMENT_REQUIRED',
    );
    await send(ctx, token, 'POST', `/orders/${id}/documents/loan/read`);
    expect((await send(ctx, token, 'GET', `/orders/${id}/documents`)).json().allRead).toBe(true);

    const sent = await send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ phoneMasked: 'XXXXXX5003', expiresInSeconds: 300 });
    expect((await send(ctx, token, 'POST', `/orders/${id}/sign/code`)).json().code).toBe('TOO_FREQUENT');
    const code = ctx.sms.lastCodeFor('9876545003');

    const blank = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
      code,
      signaturePng: signaturePng(false),
      agree: true,
    });
    expect(blank.json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
    const notPng = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
      code,
      signaturePng: Buffer.from('<svg/>').toString('base64'),
      agree: true,
    });
    expect(notPng.json()).toMatchObject({ code: 'SIGNATURE_INVALID' });
    const wrong = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
      code: code === '0000' ? '1111' : '0000',
      signaturePng: signaturePng(),
      agree: true,
    });
    expect(wrong.json()).toMatchObject({ code: 'SIGN_CODE_INCORRECT', field: 'code' });
    const [tried] = await ctx.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.subject, id));
    expect(tried?.attempts).toBe(1);

    const kfsHash = (await send(ctx, token, 'GET', `/orders/${id}/documents/kfs`)).json().hash;
    const signBody = { code, signaturePng: signaturePng(), agree: true };
    const headers = {
      ...bearer(token),
      'user-agent': 'Mozilla/5.0 (Linux; Android 13) test',
      'idempotency-key': 'sign-attempt-0001',
      // The client's own claim (1.2.3.4) comes first; the proxy appends the address it saw.
      'x-forwarded-for': '1.2.3.4, 203.0.113.7',
    };
    const signed = await call(ctx.app, 'POST', `/api/v1/orders/${id}/sign`, signBody, { headers });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().state).toBe('signed');
    // The app retrying after a lost answer gets the signed order again, not an error.
    const retried = await call(ctx.app, 'POST', `/api/v1/orders/${id}/sign`, signBody, { headers });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(id);
    const [evidence] = await ctx.database.db
      .select()
      .from(orderSignatures)
      .where(eq(orderSignatures.orderId, id));
    expect(evidence).toMatchObject({ method: 'drawn_otp', lang: 'en', phone: '9876545003' });
    expect(evidence?.documentHashes.kfs).toBe(kfsHash);
    expect(evidence?.userAgent).toContain('Android 13');
    expect(evidence?.ip).toBe('203.0.113.7');

    const again = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
      code,
      signaturePng: signaturePng(),
      agree: true,
    });
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_CHANGEABLE' });

    await ctx.app.jobs.runDue(); // issues the PDFs and asks for the payout
    const [issued] = await ctx.database.db
      .select()
      .from(orderSignatures)
      .where(eq(orderSignatures.orderId, id));
    expect(Object.keys(issued?.pdfKeys ?? {}).sort()).toEqual(['kfs', 'letter', 'loan']);
    expect((await orderRepository.findById(ctx.database.db, id))?.state).toBe('disbursing');
    expect(ctx.sms.messages.at(-1)?.text).toContain('you signed the loan agreement');

    const pdf = await call(ctx.app, 'GET', `/api/v1/orders/${id}/documents/kfs/pdf`, undefined, {
      headers: bearer(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(new Uint8Array(pdf.rawPayload));
    for (const shown of [
      'Key Fact Statement',
      '₹10,000',
      '₹9,587',
      '44.73%',
      'Signed by Asha Verma',
      kfsHash,
    ]) {
      expect(text).toContain(shown);
    }
  });
  it('limits the signing code like the login code: tries per code and per day, a daily cap and a lock', async () => {
    const phone = '9876545005';
    const { token } = await approvedCustomer(ctx, phone);
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    const sendCode = () => send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    const sign = (code: string) =>
      send(ctx, token, 'POST', `/orders/${id}/sign`, { code, signaturePng: signaturePng(), agree: true });

    // A code of the wrong shape is refused without counting a try.
    expect((await sendCode()).statusCode).toBe(200);
    let code = ctx.sms.lastCodeFor(phone);
    for (const bad of ['', '12a4', '123', `${code}0`]) {
      expect((await sign(bad)).json(), bad).toMatchObject({ code: 'OTP_FORMAT', field: 'code' });
    }
    // Five wrong tries burn the code.
    for (let i = 0; i < 5; i++) expect((await sign(wrongCode(code))).json().code).toBe('SIGN_CODE_INCORRECT');
    expect((await sign(code)).json()).toMatchObject({ code: 'SIGN_CODE_EXPIRED' });

    // A new code does not start the count again: the tenth wrong try of the day locks signing.
    ctx.clock.advanceSeconds(61);
    expect((await sendCode()).statusCode).toBe(200);
    code = ctx.sms.lastCodeFor(phone);
    for (let i = 0; i < 4; i++) expect((await sign(wrongCode(code))).json().code).toBe('SIGN_CODE_INCORRECT');
    const locking = await sign(wrongCode(code));
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({
      code: 'SECURITY_LOCK',
      message: 'Security mechanism triggered, please wait.',
    });
    expect((await sign(code)).json()).toMatchObject({ code: 'SECURITY_LOCK' });
    ctx.clock.advanceSeconds(61);
    expect((await sendCode()).json()).toMatchObject({ code: 'SECURITY_LOCK' });

    // After the lock one more wrong try locks again at once (still the same day).
    ctx.clock.advanceMinutes(30);
    expect((await sendCode()).statusCode).toBe(200);
    code = ctx.sms.lastCodeFor(phone);
    expect((await sign(wrongCode(code))).json()).toMatchObject({ code: 'SECURITY_LOCK' });

    // At most 10 codes per customer per Asia/Kolkata day, whatever the order.
    ctx.clock.advanceMinutes(31);
    for (let i = 0; i < 7; i++) {
      expect((await sendCode()).statusCode).toBe(200);
      ctx.clock.advanceSeconds(61);
    }
    const capped = await sendCode();
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'SMS_LIMIT',
      message: 'SMS limit reached, try again tomorrow.',
    });

    // The next day the borrower signs with a fresh code.
    ctx.clock.advance(24 * 3_600_000);
    expect((await sendCode()).statusCode).toBe(200);
    const signed = await sign(ctx.sms.lastCodeFor(phone));
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('checks the order before the image, refuses a PNG bomb by its header, and stores no refused signature', async () => {
    const phone = '9876545007';
    const { token } = await approvedCustomer(ctx, phone);
    const other = await approvedCustomer(ctx, '9876545008');
    const id = await newOrder(ctx, token);
    // 65 bytes that claim 16000 x 16000 pixels: a gigabyte once decoded.
    const bomb = pngClaiming(16_000, 16_000).toString('base64');
    const sign = (as: string, code: string, signature: string) =>
      send(ctx, as, 'POST', `/orders/${id}/sign`, { code, signaturePng: signature, agree: true });

    // Another borrower's order, an order not read: refused before the image is opened.
    expect((await sign(other.token, '0000', bomb)).json().code).toBe('NOT_FOUND');
    expect((await sign(token, '0000', bomb)).json().code).toBe('AGREEMENT_REQUIRED');
    await readAll(ctx, token, id);
    await send(ctx, token, 'POST', `/orders/${id}/sign/code`);
    const code = ctx.sms.lastCodeFor(phone);
    const started = performance.now();
    expect((await sign(token, code, bomb)).json().code).toBe('SIGNATURE_INVALID');
    expect(performance.now() - started).toBeLessThan(1000);

    // A refused code leaves no file; of two signings at once, only the one that signed keeps its file.
    const folder = join(ctx.config.FILES_DIR, 'signatures');
    const stored = async () => (await readdir(folder).catch(() => [])).length;
    const before = await stored();
    expect((await sign(token, wrongCode(code), signaturePng())).json().code).toBe('SIGN_CODE_INCORRECT');
    expect(await stored()).toBe(before);
    const both = await Promise.all([sign(token, code, signaturePng()), sign(token, code, signaturePng())]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stored()).toBe(before + 1);
  });
});
