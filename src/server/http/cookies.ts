import type { CookieOptions } from 'hono/utils/cookie';
import type { AppConfig } from '../app-context.ts';

/** Cookie names and flags (design.md §7): HttpOnly, SameSite=Strict, plus Secure and __Host- over HTTPS. */
export function cookieName(config: AppConfig, base: 'access' | 'admin' | 'counselor' | 'history'): string {
  return `${config.cookieSecure ? '__Host-' : ''}clearplan_${base}`;
}

export function cookieOptions(config: AppConfig, maxAgeSeconds?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.cookieSecure,
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
