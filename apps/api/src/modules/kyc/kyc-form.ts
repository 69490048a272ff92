import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { sendError } from '../../http/error-handler';

/**
 * A KYC upload's multipart body as the body schema sees it: text fields as
 * sent, files as bytes. Parsed by the runtime's FormData reader; the body is
 * capped by the route's limit before this runs, so sizes are known before any
 * file is decoded.
 */
export async function readKycForm(request: FastifyRequest, body: Buffer): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
    .formData()
    .catch(() => null);
  if (!form) throw new AppError('BODY_INVALID');
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0 || value.name !== '') fields[name] = Buffer.from(await value.arrayBuffer());
  }
  return fields;
}

/** A multipart body over the limit can only be a file too large: say so, rather than "request too large". */
export function kycFileTooLarge(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && multipart) {
    return sendError(new AppError('KYC_FILE_TOO_LARGE'), request, reply);
  }
  throw error; // the app's error handler answers the rest
}
