import { PhotoKindSchema, PhotoUploadResponseSchema } from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { MAX_PHOTO_BYTES } from '../../platform/images/process-photo';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { PhotoService } from './photo-service';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** Upload: the photo's bytes are the body (no multipart: one file, and the type is checked by its bytes anyway). */
export const photoUploadRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { photos, requireCustomer }) => {
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/:kind',
    {
      onRequest: requireCustomer,
      bodyLimit: MAX_PHOTO_BYTES,
      schema: {
        tags: ['application'],
        summary:
          "Upload a KYC photo (JPEG or PNG bytes, at most 8 MB): checked for type, resolution, blur and glare, re-encoded without metadata; the face photo (holding the Aadhaar card) is matched against the verified identity's photo with a passive liveness check (FACE_NOT_FOUND, FACE_MANY, FACE_NOT_LIVE, FACE_MISMATCH)",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        params: z.object({ kind: PhotoKindSchema }),
        response: {
          201: PhotoUploadResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('PHOTO_TYPE_UNSUPPORTED');
      const result = await photos.upload(currentCustomer(request).customerId, request.params.kind, body);
      return reply.code(201).send(result);
    },
  );
};

/**
 * Reading a photo: no bearer header (an <img> cannot send one), a signed,
 * expiring URL instead. Anything wrong is a plain 404: nothing tells a
 * prober whether the photo exists.
 */
export const photoFileRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['application'],
        summary: 'A KYC photo through the signed URL the application view gave its owner',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({
          c: z.string().max(64),
          exp: z.coerce.number().int(),
          sig: z.string().max(128),
        }),
        response: { ...errorResponses(400, 404, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { c, exp, sig } = request.query;
      const uuid = /^[0-9a-f-]{36}$/;
      const bytes = uuid.test(id) && uuid.test(c) ? await photos.read({ id, customerId: c, exp, sig }) : null;
      if (!bytes) throw new AppError('NOT_FOUND');
      return (
        reply
          .header('content-type', 'image/jpeg')
          // A KYC photo is never kept by a browser or a proxy (issue 28).
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(bytes as never)
      ); // raw bytes: no 200 schema, so no serializer touches them
    },
  );
};
