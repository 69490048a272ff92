/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import { createSealedImages, sharedCardMasker } from '../../platform/kyc-images';
import { PHOTO_URL_PREFIX } from '../../platform/photo-urls';
import type {} from '../auth';
import { photoFileRoutes, photoUploadRoutes } from './photo-routes';
import { createPhotoService } from './photo-service';

export { createKycDataMigration } from './kyc-data-migration';
export { photoFileRoutes, photoUploadRoutes } from './photo-routes';
export { createPhotoService } from './photo-service';

/** The application's photos: uploads under /api/v1/application/photos, files under their signed URLs. */
export const photosModule = modulePlugin('photos', ['core', 'auth'], async (app, core) => {
  const { db, clock, signer, config, cipher } = core;
  // Every KYC photo is sealed at rest, and a card image is masked before it is stored (decision 075).
  const storage = createSealedImages(core.storage, config.DATA_ENCRYPTION_KEY);
  const cards = { masker: sharedCardMasker(), cipher };
  const photos = createPhotoService({
    db,
    clock,
    storage,
    signer,
    cards,
    dailyLimit: config.PHOTO_DAILY_LIMIT,
  });
  await app.register(photoUploadRoutes, {
    prefix: '/api/v1/application/photos',
    photos,
    requireCustomer: app.requireCustomer,
  });
  await app.register(photoFileRoutes, { prefix: PHOTO_URL_PREFIX, photos });
});
