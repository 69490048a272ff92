/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { photoFileRoutes, photoUploadRoutes } from './photo-routes';
export { createPhotoService } from './photo-service';
