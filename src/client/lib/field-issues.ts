export type Issues = readonly { path: string | readonly PropertyKey[]; message: string }[];

/** Each given field's first problem among zod's or a 400 answer's issues; `say` words it for the page. */
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
