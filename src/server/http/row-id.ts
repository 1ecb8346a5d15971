import type { Context } from 'hono';
import { errors } from '../errors.ts';

/** A positive 32-bit integer; an id that could never exist is simply not found, with the resource's 404. */
export function rowIdParam(c: Context, notFoundMessage: string): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw errors.notFound(notFoundMessage);
  return id;
}
