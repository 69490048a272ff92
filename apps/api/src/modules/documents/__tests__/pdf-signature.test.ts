import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRepoRoot } from '../../../config/paths';
import { signaturePng } from '../../../lib/pdf/__tests__/sample-documents';
import { extractPdfText } from '../../../lib/pdf/extract-text';
import { verifyPdfSignature } from '../../../lib/pdf-signature/verify-pdf-signature';
import { approvedCustomer } from '../../../test/application-fixtures';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { PRODUCTION_ENV, realParties } from '../../../test/outside-parties';
import { bearer, call, drivers, useTestApp } from '../../../test/test-app';
import { DEV_LENDER_DIR, DEV_LENDER_P12 } from '../lender-signer';

/** The development certificate as DER, read from its PEM beside the PKCS#12 (what the signature must name). */
const devCertificate = () =>
  new X509Certificate(readFileSync(join(DEV_LENDER_DIR, 'lender-dev-certificate.pem'))).raw;

/** The ByteRange of the last signature: [start1, length1, start2, length2]. */
function byteRange(pdf: Buffer): number[] {
  const all = [...pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+) (\d+) (\d+) (\d+)\s*\]/g)];
  return (all.at(-1) ?? []).slice(1).map(Number);
}

const flipped = (pdf: Buffer, at: number) => {
  const copy = Buffer.from(pdf);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
};

describe.each(drivers.slice(0, 1))("the lender's signature on every PDF (%s)", (driver) => {
  const ctx = useTestApp(driver);
  const pdfOf = async (token: string, id: string, kind: string) => {
    const res = await call(ctx.app, 'GET', `/api/v1/orders/${id}/documents/${kind}/pdf`, undefined, {
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.rawPayload);
  };

  it('signs a PDF rendered on request: valid with the configured certificate, broken by one changed byte, still read by pdf.js', async () => {
    const { token } = await approvedCustomer(ctx, '9876548301');
    const id = await newOrder(ctx, token);
    for (const kind of ['kfs', 'letter', 'loan']) {
      const pdf = await pdfOf(token, id, kind);
      const check = verifyPdfSignature(pdf);
      expect(check, kind).toMatchObject({ valid: true, coversWholeFile: true });
      expect(check.signerDer?.equals(devCertificate())).toBe(true);
      expect(check.signingTime?.getTime()).toBe(Math.floor(ctx.clock.now().getTime() / 1000) * 1000);
      expect(pdf.toString('latin1')).toContain('/SubFilter /adbe.pkcs7.detached');
    }

    const pdf = await pdfOf(token, id, 'kfs');
    const [, length1, start2, length2] = byteRange(pdf) as [number, number, number, number];
    // One byte changed in the first signed part (the page content), in the second (the signature's own dictionary's tail), at the end.
    for (const at of [Math.floor(length1 / 2), start2 + 1, start2 + length2 - 2]) {
      const changed = verifyPdfSignature(flipped(pdf, at));
      expect(changed.valid, `byte ${at}`).toBe(false);
      expect(changed.reason).toContain('messageDigest differs');
    }
    // A byte appended after the signed range is not covered: a reader says the file changed after signing.
    expect(verifyPdfSignature(Buffer.concat([pdf, Buffer.from('\n')])).coversWholeFile).toBe(false);

    // The web's viewer uses pdf.js: the signed file opens and reads as before.
    const { text, pageCount } = await extractPdfText(new Uint8Array(pdf));
    expect(pageCount).toBeGreaterThan(0);
    expect(text).toContain('Key Fact Statement');
  });

  it('signs the copies issued at signing and stored write-once', async () => {
    const phone = '9876548302';
    const { token } = await approvedCustomer(ctx, phone);
    const id = await newOrder(ctx, token);
    await readAll(ctx, token, id);
    expect((await send(ctx, token, 'POST', `/orders/${id}/sign/code`)).statusCode).toBe(200);
    const signed = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
      code: ctx.sms.lastCodeFor(phone),
      signaturePng: Buffer.from(signaturePng()).toString('base64'),
      agree: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await ctx.app.jobs.runDue(); // issues the signed PDFs
    const pdf = await pdfOf(token, id, 'loan');
    expect(verifyPdfSignature(pdf)).toMatchObject({ valid: true, coversWholeFile: true });
    expect(verifyPdfSignature(pdf).signerDer?.equals(devCertificate())).toBe(true);
    // The stored copy is served as stored: the same bytes (and signature) each time.
    expect((await pdfOf(token, id, 'loan')).equals(pdf)).toBe(true);
    expect((await extractPdfText(new Uint8Array(pdf))).text).toContain('Signed by');
  });

  it('signs with LENDER_SIGNING_P12 as a path or base64; production refuses none and the development one', async () => {
    const other = fromRepoRoot('apps/api/fixtures/lender-dev/test-other.p12');
    const otherApp = await ctx.buildApp({
      LENDER_SIGNING_P12: readFileSync(other).toString('base64'),
      LENDER_SIGNING_PASSPHRASE: 'test-other',
    });
    const { token } = await approvedCustomer(ctx, '9876548303');
    const id = await newOrder(ctx, token);
    const res = await call(otherApp, 'GET', `/api/v1/orders/${id}/documents/kfs/pdf`, undefined, {
      headers: bearer(token),
    });
    const check = verifyPdfSignature(Buffer.from(res.rawPayload));
    expect(check.valid).toBe(true);
    expect(check.signerDer?.equals(devCertificate())).toBe(false);

    await expect(
      ctx.buildApp({ LENDER_SIGNING_P12: other, LENDER_SIGNING_PASSPHRASE: 'wrong' }),
    ).rejects.toThrow('cannot be opened with LENDER_SIGNING_PASSPHRASE');
    const { LENDER_SIGNING_P12: _p12, LENDER_SIGNING_PASSPHRASE: _pass, ...withoutSigner } = PRODUCTION_ENV;
    await expect(ctx.buildApp(withoutSigner, realParties())).rejects.toThrow(
      'LENDER_SIGNING_P12 must be set',
    );
    for (const dev of [DEV_LENDER_P12, readFileSync(DEV_LENDER_P12).toString('base64')]) {
      await expect(
        ctx.buildApp(
          { ...PRODUCTION_ENV, LENDER_SIGNING_P12: dev, LENDER_SIGNING_PASSPHRASE: 'development' },
          realParties(),
        ),
      ).rejects.toThrow('LENDER_SIGNING_P12 is the development stand-in');
    }
    const production = await ctx.buildApp(PRODUCTION_ENV, realParties());
    expect(production.hasRoute({ method: 'GET', url: '/api/v1/orders/:id/documents/:kind/pdf' })).toBe(true);
  });
});
