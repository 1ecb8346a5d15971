/** Reads react-hook-form errors of a list field (medications, doctors) as one message to show. */
type ErrorLike = { message?: unknown; root?: { message?: unknown } };

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, root } = value as ErrorLike;
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' && root.message ? root.message : undefined;
};

/**
 * The list's own error (spec §5's opt-out rule) or else the first error of one of its rows, such as
 * a restored entry without a dosage: "Entry 2: Dosage is required".
 */
export function listErrorMessage(error: unknown): string | undefined {
  const own = messageOf(error);
  if (own || typeof error !== 'object' || error === null) return own;
  for (const [key, row] of Object.entries(error)) {
    if (!/^\d+$/.test(key) || typeof row !== 'object' || row === null) continue;
    for (const fieldError of Object.values(row)) {
      const message = messageOf(fieldError);
      if (message) return `Entry ${Number(key) + 1}: ${message}`;
    }
  }
  return undefined;
}
