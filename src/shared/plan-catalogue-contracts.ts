// Formulary and network maintenance of one plan (design.md §4, §5), for the advanced editor and the routes.
import { z } from 'zod';
import { optionalQuery } from './query-params.ts';

export const FORMULARY_TIER_MIN = 1;
export const FORMULARY_TIER_MAX = 6;
export const FORMULARY_TIERS = [1, 2, 3, 4, 5, 6] as const;

export const TIER_MESSAGE = 'Tier must be a whole number from 1 to 6';
export const UNKNOWN_MEDICATION = 'Unknown medication';
export const UNKNOWN_PROVIDER = 'Unknown provider';
export const PROVIDER_ID_MESSAGE = 'Provider ID must be a whole number';
export const NOT_ON_FORMULARY = "This drug is not on the plan's formulary";
export const NOT_IN_NETWORK = "This doctor is not in the plan's network";
export const MEDICATION_NAME_MAX = 200;

/** At most this many network doctors per answer; `total` says how many match. */
export const NETWORK_PAGE_LIMIT = 50;

/** One drug on a plan's formulary. */
export const formularyEntrySchema = z.strictObject({
  medicationName: z.string(),
  tier: z.number().int(),
  priorAuthorization: z.boolean(),
  quantityLimit: z.boolean(),
  stepTherapy: z.boolean(),
});
export type FormularyEntry = z.output<typeof formularyEntrySchema>;
export const formularyResponseSchema = z.strictObject({ entries: z.array(formularyEntrySchema) });
export type FormularyResponse = z.output<typeof formularyResponseSchema>;

/** A network doctor: "Last, First" (spec §3), specialty "Unknown" when missing. */
export const networkProviderSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  specialty: z.string(),
  city: z.string().nullable(),
});
export type NetworkProvider = z.output<typeof networkProviderSchema>;
export const networkResponseSchema = z.strictObject({
  providers: z.array(networkProviderSchema),
  total: z.number().int(),
});
export type NetworkResponse = z.output<typeof networkResponseSchema>;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false);

/** PUT /api/admin/plans/{planId}/formulary/{medicationName}: the drug's tier and restrictions. */
export const formularyEntryInputSchema = z
  .object({
    tier: z
      .number({ error: TIER_MESSAGE })
      .int(TIER_MESSAGE)
      .min(FORMULARY_TIER_MIN, TIER_MESSAGE)
      .max(FORMULARY_TIER_MAX, TIER_MESSAGE),
    priorAuthorization: flag('Prior authorization'),
    quantityLimit: flag('Quantity limit'),
    stepTherapy: flag('Step therapy'),
  })
  .strict();
export type FormularyEntryInput = z.input<typeof formularyEntryInputSchema>;
export type FormularyEntryUpdate = z.output<typeof formularyEntryInputSchema>;

/** GET /api/admin/plans/{planId}/network?q=: doctors whose name contains q, by name. */
export const networkQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'Search text is too long')),
});

/** A provider id in a path: a positive 32-bit whole number, else null. */
export function parseProviderId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
