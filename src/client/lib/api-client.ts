import type { ApiErrorBody, ApiErrorCode } from '../../shared/api-error';
import { clearAccessFlag } from './access-flag';
import { requestLanguage } from './request-language';

/**
 * A non-OK response. The message follows spec §7's generic failure rule exactly:
 * "{status}: {body text}", or "{status}: {status text}" when the body is empty.
 * Screens show `body.error` (design.md §5's error shape) when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

/** The server's human-readable `error` text when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.error) return error.body.error;
  return fallback;
}

export function isApiError(error: unknown, status: number, code?: ApiErrorCode): error is ApiError {
  return (
    error instanceof ApiError && error.status === status && (code === undefined || error.body?.code === code)
  );
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { error?: unknown }).error === 'string'
    ) {
      return value as ApiErrorBody;
    }
  } catch {
    // A non-JSON error body (a proxy's HTML page) still reaches the message through the failure rule.
  }
  return null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type BaseOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Spec §7: "A 401 can be configured to yield an empty result instead of an error."
 * `'null'` resolves to null on 401; the default throws an ApiError.
 */
export type On401 = 'throw' | 'null';

/**
 * The one place the client calls fetch (conventions habit 4). Sends cookies, sends and reads JSON,
 * and turns every non-OK response into an ApiError. `Accept-Language` carries the language the person
 * chose, so the server words its reasons and notes in it. A 401 with code ACCESS_REQUIRED means the gate
 * cookie has expired: the session flag is cleared so the gate shows again.
 */
export function apiRequest<T>(path: string, options: BaseOptions & { on401: 'null' }): Promise<T | null>;
export function apiRequest<T>(path: string, options?: BaseOptions & { on401?: 'throw' }): Promise<T>;
export async function apiRequest<T>(
  path: string,
  options: BaseOptions & { on401?: On401 } = {},
): Promise<T | null> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
  };
  let body: string | undefined;
  if (method !== 'GET') {
    // The server refuses state-changing requests without a JSON content type (415, CSRF defence),
    // so they always carry one, with an empty object when there is nothing to send.
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();

  if (!response.ok) {
    const error = new ApiError(response.status, response.statusText, text);
    if (response.status === 401) {
      if (error.body?.code === 'ACCESS_REQUIRED') clearAccessFlag();
      if (options.on401 === 'null') return null;
    }
    throw error;
  }

  if (!text) return null as T;
  return JSON.parse(text) as T;
}

export function apiGet<T>(path: string, options: { on401: 'null'; signal?: AbortSignal }): Promise<T | null>;
export function apiGet<T>(path: string, options?: { on401?: 'throw'; signal?: AbortSignal }): Promise<T>;
export function apiGet<T>(
  path: string,
  options: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  if (options.on401 === 'null') return apiRequest<T>(path, { ...options, on401: 'null' });
  return apiRequest<T>(path, { signal: options.signal });
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}
