import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../app-context.ts';

/** Headers of design.md §7: inline styles allowed (Radix and toasts use them), inline scripts not. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(config: AppConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CSP);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (config.cookieSecure) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    h.delete('X-Powered-By');
    // API answers are no-store, except a route's own `no-cache` (the drug catalogue, revalidated by ETag).
    if ((c.req.path.startsWith('/api/') || c.req.path === '/api') && h.get('Cache-Control') !== 'no-cache')
      h.set('Cache-Control', 'no-store');
  };
}
