// Issue 31: a KYC refusal or verification is logged without personal data, and the QR's name
// is checked against the identity step's when the request names nobody.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applications, customers } from '../../../db/schema';
import { jpeg2000ToJpeg } from '../../../platform/images/jpeg2000';
import { readQrCode } from '../../../platform/images/qr-image';
import { drivers, useTestApp } from '../../../test/test-app';
import {
  devUidaiSigner,
  offlineXml,
  offlineZip,
  SAMPLE_RESIDENT,
  secureQrCard,
  secureQrText,
} from '../../../test/uidai-dev';
import { createAadhaarKycService } from '../aadhaar/aadhaar-kyc-service';
import { loadUidaiTrust } from '../aadhaar/uidai-trust';

/** A logger that keeps what it is given. */
function capturingLog(entries: unknown[]): FastifyBaseLogger {
  const keep = (...args: unknown[]) => {
    entries.push(args);
  };
  const log = { info: keep, warn: keep, error: keep, debug: keep, trace: keep, fatal: keep, level: 'info' };
  return { ...log, child: () => log, silent: keep } as unknown as FastifyBaseLogger;
}

describe.each(drivers)('Aadhaar KYC logs and the typed name on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function setup(phone: string) {
    const entries: unknown[] = [];
    const [customer] = await ctx.database.db
      .insert(customers)
      .values({ phone, createdAt: ctx.clock.now() })
      .returning();
    const service = createAadhaarKycService({
      db: ctx.database.db,
      clock: ctx.clock,
      images: ctx.app.core.storage,
      imageJobs: {
        qrCode: async (bytes) => readQrCode(bytes),
        jpeg2000: async (bytes) => jpeg2000ToJpeg(bytes),
      },
      trust: loadUidaiTrust({ NODE_ENV: 'test' }),
      offlineMaxAgeHours: 72,
      log: capturingLog(entries),
    });
    return { entries, service, borrower: { customerId: customer?.id ?? '', phone } };
  }

  it('logs the customer id, the mode and the code or state: no name, date of birth, address or digits', async () => {
    const { entries, service, borrower } = await setup('9876543210');
    const xml = offlineXml(SAMPLE_RESIDENT, ctx.clock.now(), '1234', devUidaiSigner());
    const zip = await offlineZip(xml, '1234');
    await expect(service.verifyOffline(borrower, zip, '9999')).rejects.toMatchObject({
      code: 'KYC_SHARE_CODE_INCORRECT',
    });
    await service.verifyOffline(borrower, zip, '1234');
    expect(entries).toEqual([
      [
        { customerId: borrower.customerId, mode: 'aadhaar_offline', code: 'KYC_SHARE_CODE_INCORRECT' },
        'kyc refused',
      ],
      [{ customerId: borrower.customerId, mode: 'aadhaar_offline', state: 'verified' }, 'kyc recorded'],
    ]);
    const logged = JSON.stringify(entries);
    for (const personal of ['Asha', 'Verma', '1992', 'Indore', '452001', '4821', '9876543210']) {
      expect(logged).not.toContain(personal);
    }
  });

  it("refuses a QR of another person than the identity step's name when the request names nobody", async () => {
    const { service, borrower } = await setup('9876543211');
    await ctx.database.db.insert(applications).values({
      customerId: borrower.customerId,
      steps: { identity: { name: 'Priya Raman' } } as never,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    } as never);
    const card = secureQrCard(secureQrText(SAMPLE_RESIDENT, ctx.clock.now(), devUidaiSigner()));
    await expect(service.verifyQr(borrower, card, null)).rejects.toMatchObject({ code: 'KYC_NAME_MISMATCH' });
    await expect(service.verifyQr(borrower, card, 'Asha Verma')).resolves.toMatchObject({
      name: 'Asha Verma',
    });
  });
});
