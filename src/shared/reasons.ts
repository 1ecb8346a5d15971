/**
 * A plan's reasons as data (design.md §6 "Explainable"): the engine picks the fact and figures, the
 * `reasons` catalogue the words (i18n/reasons-text.ts), so a stored result reads in any language.
 * Older results keep their English sentences.
 */

type Catalogue = typeof import('./i18n/locales/en/reasons.json');
/** A catalogue key without its plural ending ("drugsCovered_one" → "drugsCovered"). */
type Unplural<K> = K extends `${infer Key}_${'one' | 'other'}` ? Key : K;
/** Every reason the engine can give: a key of the `reasons` catalogue, but its helper words. */
export type ReasonKey = Exclude<Unplural<keyof Catalogue>, 'notAvailable' | 'limit' | 'join' | 'default'>;

/** Drug limits a covered drug may carry, listed inside `drugCoveredWithLimits`. */
export type DrugLimitKey = keyof Catalogue['limit'];
/** The order they are listed in. */
export const DRUG_LIMIT_KEYS = [
  'priorAuthorization',
  'stepTherapy',
  'quantityLimit',
] as const satisfies readonly DrugLimitKey[];

/**
 * A reason's value: number (whole-dollar amount or count), string (a name as given), list (other
 * catalogue keys, joined), reason (own words, "tier 3"), or null (not on file, "N/A").
 */
export type ReasonValue = number | string | null | readonly string[] | Reason;

export type Reason = {
  readonly key: ReasonKey;
  readonly values?: Readonly<Record<string, ReasonValue>>;
};

/** A reason as stored: data since issue 20, or the English sentence of an older result. */
export type StoredReason = Reason | string;

export const reason = (key: ReasonKey, values?: Record<string, ReasonValue>): Reason =>
  values ? { key, values } : { key };
