import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../app-context.ts';

/**
 * Headers of design.md §7 on every response. Inline styles are allowed (Radix and toasts position
 * elements with style attributes); inline scripts are not.
 */
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
    // Every API answer is no-store, except one a route marked `no-cache` itself: the drug catalogue,
    // the same for everyone and free of personal information, revalidated by its ETag (issue 21).
    if ((c.req.path.startsWith('/api/') || c.req.path === '/api') && h.get('Cache-Control') !== 'no-cache')
      h.set('Cache-Control', 'no-store');
  };
}
