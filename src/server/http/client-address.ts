import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';

/**
 * The client's address for rate limits and the audit log. X-Forwarded-For is believed only when
 * TRUST_PROXY is set: otherwise anyone could reset their own limit by sending a new header.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
