import { radiusSchema } from '../../../../shared/lookup-contracts';

export type CustomRadius = { ok: true; miles: number } | { ok: false; message: string | null };

/** Spec §5: whole miles 1-200; empty text is not an error, it just cannot be applied. */
export function parseCustomRadius(text: string): CustomRadius {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: null };
  const result = radiusSchema.safeParse(trimmed);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? null };
  // The schema coerces, so "1e2" or "0x10" would pass: only plain digits are miles.
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Radius must be a whole number of miles' };
  return { ok: true, miles: result.data };
}
