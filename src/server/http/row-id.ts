import type { Context } from 'hono';
import { PLAN_ID_MAX_LENGTH, PLAN_ID_PATTERN, PLAN_NOT_FOUND } from '../../shared/admin-plan-contracts.ts';
import { errors } from '../errors.ts';

/** A positive 32-bit integer; an id that could never exist is simply not found, with the resource's 404. */
export function rowIdParam(c: Context, notFoundMessage: string): number {
  const raw = c.req.param('id') ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw errors.notFound(notFoundMessage);
  return id;
}

/** The `:planId` parameter; an ID the plan schema would never accept (too long, a slash) is not found. */
export function planIdParam(c: Context): string {
  const code = c.req.param('planId') ?? '';
  if (code.length > PLAN_ID_MAX_LENGTH || !PLAN_ID_PATTERN.test(code)) throw errors.notFound(PLAN_NOT_FOUND);
  return code;
}
