import type { Core } from '../../../platform/core';
import { sharedImageJobs } from '../../../platform/images/image-jobs';
import { createSealedImages } from '../../../platform/kyc-images';
import { type AadhaarKycService, createAadhaarKycService } from './aadhaar-kyc-service';
import { loadUidaiTrust } from './uidai-trust';

const services = new WeakMap<Core, AadhaarKycService>();

/**
 * The one Aadhaar service of an app (both routes' registrations ask for it).
 * Built at registration, so a production start without UIDAI's certificate,
 * or with the development one, stops there (loadUidaiTrust).
 */
export function aadhaarKycService(core: Core): AadhaarKycService {
  let service = services.get(core);
  if (!service) {
    service = createAadhaarKycService({
      db: core.db,
      clock: core.clock,
      images: createSealedImages(core.storage, core.config.DATA_ENCRYPTION_KEY),
      // The process's image pool, started on the first QR rather than when the app is built.
      imageJobs: {
        qrCode: (bytes) => sharedImageJobs().qrCode(bytes),
        jpeg2000: (bytes) => sharedImageJobs().jpeg2000(bytes),
      },
      trust: loadUidaiTrust(core.config),
      offlineMaxAgeHours: core.config.AADHAAR_OFFLINE_MAX_AGE_HOURS,
      log: core.log.child({ module: 'kyc' }),
    });
    services.set(core, service);
  }
  return service;
}
