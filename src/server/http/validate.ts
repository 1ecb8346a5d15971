/** zod validation answering with our error shape, not @hono/zod-validator's default (design.md §2 trap). */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { ApiIssue } from '../../shared/api-error.ts';
import { errors } from '../errors.ts';

export function toIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = toIssues(result.error);
      throw errors.validation(issues[0]?.message ?? 'Invalid request', issues);
    }
  });
}
