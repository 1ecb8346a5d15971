import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';

/**
 * The client's address for rate limits and the audit log. Behind `hops` proxies that each append
 * the address they received from to X-Forwarded-For, the client is the entry `hops` places from
 * the right of [..., X-Forwarded-For entries, socket address]: the entries further left were
 * written by the client itself and are never believed (as Express's `trust proxy` with a hop
 * count; security finding 6). With 0 hops the header is ignored.
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
