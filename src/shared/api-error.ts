/** The JSON error body every API route answers with (design.md §5), and its stable codes. */
export type ApiIssue = { path: string; message: string };

/** Every `code` the API answers with (thrown by server/errors.ts; the client may branch on them). */
export const API_ERROR_CODES = [
  'VALIDATION',
  'INVALID_JSON',
  'ACCESS_REQUIRED',
  'ACCESS_DENIED',
  'AUTH_REQUIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CROSS_SITE',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'MAIL_FAILED',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export type ApiErrorBody = { error: string; code?: ApiErrorCode; issues?: ApiIssue[] };
