/**
 * A plan's reasons (shared/reasons.ts) in the reader's language, rendered when the server answers,
 * so a stored result reads in its opener's language; an old English-sentence reason reads as written.
 */
import type { TFunction } from 'i18next';
import { coverageStartLabel } from '../profile-answers';
import type { Reason, ReasonValue, StoredReason } from '../reasons';
import { createI18n } from './create-i18n';
import { DEFAULT_LANGUAGE, type Language } from './languages';

type ReasonsT = TFunction<'reasons'>;

const translators = new Map<Language, ReasonsT>();

/** One i18next instance per language for the process's life. */
function reasonsT(language: Language): ReasonsT {
  const t = translators.get(language) ?? createI18n(language).getFixedT(language, 'reasons');
  translators.set(language, t);
  return t;
}

/** Values that list catalogue keys, joined as the reason says. */
function listText(t: ReasonsT, key: string, items: readonly string[]): string {
  if (key === 'limits') return items.map((item) => t(`limit.${item}` as never)).join(t('join.and'));
  return items.map((item) => t(item as never)).join(t('join.comma'));
}

function interpolationValues(t: ReasonsT, language: Language, values: Readonly<Record<string, ReasonValue>>) {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) out[key] = listText(t, key, value);
    else if (value !== null && typeof value === 'object') out[key] = reasonText(value as Reason, language);
    // i18next reads null as empty text: an amount not on file is said in words.
    else if (value === null) out[key] = t('notAvailable');
    else out[key] = value as string | number;
  }
  return out;
}

export function reasonText(reason: StoredReason, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof reason === 'string') return reason;
  const t = reasonsT(language);
  const values = reason.values ? interpolationValues(t, language, reason.values) : {};
  return String(t(reason.key as never, values as never));
}

const GIVEBACK_KEYS: readonly string[] = ['givebackAhead', 'givebackTotal'];

/**
 * A plan's reasons in words, in order. Old results named the pre-giveback cost "Estimated yearly
 * cost": that reason reads as what the person pays in the year, as the engine now says.
 */
export function reasonsText(
  reasons: readonly StoredReason[],
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const giveback = reasons.some((r) => typeof r !== 'string' && GIVEBACK_KEYS.includes(r.key));
  return reasons.map((r) =>
    giveback && typeof r !== 'string' && r.key === 'yearlyCost'
      ? reasonText({ key: 'yearPaid', values: { ...r.values, paid: r.values?.spend ?? null } }, language)
      : reasonText(r, language),
  );
}

/**
 * Reasons for the months costs count: a start after January names them ("Estimated cost for
 * December 2026 $64: …"), never "yearly". Done on read, so older results say it too.
 */
/** The reasons that name the whole year, and their part-year wording (the amounts are the part year's). */
const PART_YEAR_KEYS = {
  yearlyCost: 'yearlyCostFor',
  yearPaid: 'yearPaidFor',
  givebackAhead: 'givebackAheadFor',
  givebackTotal: 'givebackTotalFor',
} as const;

export function forCostMonths(
  reasons: readonly StoredReason[],
  startMonth: number,
  planYear: number,
  language: Language = DEFAULT_LANGUAGE,
): StoredReason[] {
  if (startMonth <= 1) return [...reasons];
  const month = (m: number) => coverageStartLabel(m, planYear, language);
  const period =
    startMonth >= 12 ? month(12) : `${month(startMonth)}${language === 'es' ? ' a ' : ' to '}${month(12)}`;
  return reasons.map((r) => {
    if (typeof r === 'string') return r;
    const key = PART_YEAR_KEYS[r.key as keyof typeof PART_YEAR_KEYS];
    return key ? { key, values: { ...r.values, period } } : r;
  });
}
