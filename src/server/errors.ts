/** The API's one error vocabulary (design.md §5): routes throw AppError, onError answers it. */
import type { ApiErrorCode, ApiIssue } from '../shared/api-error.ts';

export type ErrorCode = ApiErrorCode;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    /** Sent as Retry-After (seconds) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  validation: (message: string, issues?: ApiIssue[]) => new AppError(400, 'VALIDATION', message, issues),
  invalidJson: () => new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON.'),
  accessRequired: () => new AppError(401, 'ACCESS_REQUIRED', 'Access password required'),
  accessDenied: () => new AppError(401, 'ACCESS_DENIED', 'Incorrect access password'),
  authRequired: () => new AppError(401, 'AUTH_REQUIRED', 'Authentication required'),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
  forbidden: () => new AppError(403, 'FORBIDDEN', "You don't have permission to do this."),
  crossSite: () => new AppError(403, 'CROSS_SITE', 'Cross-site requests are not allowed.'),
  notFound: (message = 'Not found') => new AppError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  payloadTooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  unsupportedMediaType: () =>
    new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Requests that change data must send Content-Type: application/json.',
    ),
  rateLimited: (message: string, retryAfterSeconds?: number) =>
    new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds),
  unavailable: (message: string, retryAfterSeconds?: number) =>
    new AppError(503, 'UNAVAILABLE', message, undefined, retryAfterSeconds),
  mailFailed: () => new AppError(502, 'MAIL_FAILED', 'The e-mail could not be sent. Please try again later.'),
};
