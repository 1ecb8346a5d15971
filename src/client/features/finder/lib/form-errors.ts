type ErrorLike = { message?: unknown; root?: { message?: unknown } };

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, root } = value as ErrorLike;
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' && root.message ? root.message : undefined;
};

/** The list's own error, else its first row's ("Entry 2: Dosage is required"). */
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
