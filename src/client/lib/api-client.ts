import type { ApiErrorBody, ApiErrorCode } from '../../shared/api-error';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { clearAccessFlag } from './access-flag';

/** The language API requests ask for; the consumer i18n instance sets it, so lib does not depend on i18n. */
let requestLanguage: Language = DEFAULT_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  requestLanguage = language;
}

/** Spec §7's message: "{status}: {body text}", or "{status}: {status text}" for an empty body. */
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
  try {
    const value: unknown = JSON.parse(text);
    if (typeof (value as { error?: unknown } | null)?.error === 'string') return value as ApiErrorBody;
  } catch {
    // An empty or non-JSON error body (a proxy's HTML page) still reaches the message.
  }
  return null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type BaseOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
};

/** Spec §7: `'null'` resolves to null on 401; the default throws. */
export type On401 = 'throw' | 'null';

/**
 * The one place the client calls fetch (conventions habit 4): cookies, JSON, ApiError, Accept-Language.
 * A 401 ACCESS_REQUIRED means the gate cookie expired: the flag is cleared so the gate shows again.
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
    'Accept-Language': requestLanguage,
  };
  let body: string | undefined;
  if (method !== 'GET') {
    // The server refuses state-changing requests without a JSON content type (415, CSRF defence).
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
