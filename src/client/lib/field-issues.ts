export type Issues = readonly { path: string | readonly PropertyKey[]; message: string }[];

/**
 * Each field's first problem among a check's issues, zod's (the path a list) or a 400 answer's
 * (the path a dotted string), for the fields given only: a form marks each field once. `say`
 * words a message for the page (its language).
 */
export function firstIssues<F extends string>(
  issues: Issues,
  fields: readonly F[],
  say: (field: F, message: string) => string = (_, message) => message,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const { path, message } of issues) {
    const field = String(typeof path === 'string' ? path.split('.')[0] : path[0]) as F;
    if (fields.includes(field)) found[field] ??= say(field, message);
  }
  return found;
}
