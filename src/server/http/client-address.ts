import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';

/**
 * The client's address for rate limits and audit: the X-Forwarded-For entry `hops` places from the right
 * of [..., entries, socket address]; entries further left are the client's own and never believed (as
 * Express's `trust proxy` hop count; security finding 6). 0 hops ignores the header.
 */
export function clientAddress(c: Context<AppEnv>, hops: number): string {
  const socket = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (hops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, socket];
  // More hops configured than the request went through: the left-most is the best we know.
  const at = Math.max(0, chain.length - 1 - hops);
  return (chain[at] ?? socket).slice(0, 64);
}

/** Who acts in an admin route: the signed-in admin, from this client address. */
export const adminActor = (c: Context<AppEnv>, hops: number) => ({
  adminId: c.get('admin').id,
  clientAddress: clientAddress(c, hops),
});
