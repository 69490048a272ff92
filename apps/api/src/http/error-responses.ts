import { ErrorResponseSchema } from '@app/contract';

/** Response schemas for a route's error statuses: every one answers ErrorResponse. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as {
    [K in S[number]]: typeof ErrorResponseSchema;
  };
}

/** What any /api/v1 route can answer besides its own errors. */
export const COMMON_ERRORS = [500, 503] as const;
