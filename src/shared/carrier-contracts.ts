// The admins' carrier list (/api/admin/carriers): request and answer schemas; matching rules are in carriers.ts.
import { z } from 'zod';
import { carrierKey } from './carriers.ts';

export const CARRIER_NAME_MAX = 100;
export const CARRIER_ALIASES_MAX = 50;
export const CARRIER_NAME_REQUIRED = 'Carrier name is required';
export const CARRIER_NAME_NEEDS_LETTER = 'Carrier name must contain a letter or digit';
export const CARRIER_ALIAS_NEEDS_LETTER = 'Each alias must contain a letter or digit';
export const CARRIER_CONTROL_CHARACTERS = 'Must not contain control characters';
export const CARRIER_ALIASES_TOO_MANY = `At most ${CARRIER_ALIASES_MAX} aliases`;
export const CARRIER_UPDATE_EMPTY = 'Send a new name, new aliases or both';
export const CARRIER_NOT_FOUND = 'Carrier not found';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A carrier name or alias: spaces tidied, 1–100 characters, with a letter or digit to match on. */
const spelling = (required: string, needsLetter: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(CARRIER_NAME_MAX, `Must be at most ${CARRIER_NAME_MAX} characters`)
        .refine((v) => !CONTROL.test(v), CARRIER_CONTROL_CHARACTERS)
        .refine((v) => carrierKey(v) !== '', needsLetter),
    );

export const carrierNameSchema = spelling(CARRIER_NAME_REQUIRED, CARRIER_NAME_NEEDS_LETTER);
export const carrierAliasesSchema = z
  .array(spelling(CARRIER_ALIAS_NEEDS_LETTER, CARRIER_ALIAS_NEEDS_LETTER), {
    error: 'Aliases must be a list',
  })
  .max(CARRIER_ALIASES_MAX, CARRIER_ALIASES_TOO_MANY);

export const carrierCreateSchema = z.strictObject({
  name: carrierNameSchema,
  aliases: carrierAliasesSchema.default([]),
});
export type CarrierCreateInput = z.input<typeof carrierCreateSchema>;

export const carrierUpdateSchema = z
  .strictObject({ name: carrierNameSchema.optional(), aliases: carrierAliasesSchema.optional() })
  .refine((v) => v.name !== undefined || v.aliases !== undefined, CARRIER_UPDATE_EMPTY);
export type CarrierUpdate = z.infer<typeof carrierUpdateSchema>;

/** The aliases field: one spelling per line (a name may hold a comma: "Humana, Inc."). */
export function aliasesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

export const carrierRecordSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  aliases: z.array(z.string()),
  planCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CarrierRecord = z.infer<typeof carrierRecordSchema>;

export const carrierListSchema = z.strictObject({
  carriers: z.array(carrierRecordSchema),
  /** Carrier names plans hold that are not on the list (an admin may add them). */
  unlisted: z.array(z.strictObject({ name: z.string(), planCount: z.number().int() })),
});
export type CarrierList = z.infer<typeof carrierListSchema>;

/** A write's answer: the carrier, and how many plans took its (new) name. */
export const carrierWriteResponseSchema = z.strictObject({
  carrier: carrierRecordSchema,
  plansRenamed: z.number().int(),
});
export type CarrierWriteResponse = z.infer<typeof carrierWriteResponseSchema>;

export const carrierDeleteResponseSchema = z.strictObject({ deleted: z.literal(true), id: z.number().int() });

/** 409 messages: the spelling that collides and the carrier that has it. */
export const carrierSpellingTaken = (spelling: string, owner: string) =>
  `"${spelling}" is already a name or alias of ${owner}. Each spelling may belong to one carrier.`;
export const carrierInUse = (name: string, plans: number) =>
  `${name} is the carrier of ${plans} ${plans === 1 ? 'plan' : 'plans'}. Move ${plans === 1 ? 'it' : 'them'} to another carrier or rename this one instead of deleting it.`;
