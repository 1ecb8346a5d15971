/**
 * A plan's reasons (src/shared/reasons.ts) in words, in the reader's language. The server renders
 * them when it answers (results, plan details, the PDF), so a stored result reads in the language
 * of whoever opens it; a reason stored as an English sentence before reasons were data reads as
 * it was written.
 */
import type { TFunction } from 'i18next';
import type { Reason, ReasonValue, StoredReason } from '../reasons';
import { createI18n } from './create-i18n';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages';

type ReasonsT = TFunction<'reasons'>;

const translators = new Map<Language, ReasonsT>();

/** One i18next instance per language for the life of the process: reasons are rendered often. */
function reasonsT(language: Language): ReasonsT {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language).getFixedT(language, 'reasons');
    translators.set(language, t);
  }
  return t;
}

/** Values whose lists name catalogue keys, joined as the reason says ("and" for limits, commas for extras). */
function listText(t: ReasonsT, key: string, items: readonly string[]): string {
  if (key === 'limits') {
    return items.map((item) => t(`limit.${item}` as never)).join(t('join.and'));
  }
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

/** One reason in words. */
export function reasonText(reason: StoredReason, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof reason === 'string') return reason;
  const t = reasonsT(language);
  const values = reason.values ? interpolationValues(t, language, reason.values) : {};
  return String(t(reason.key as never, values as never));
}

const GIVEBACK_KEYS: readonly string[] = ['givebackAhead', 'givebackTotal'];

/**
 * A plan's reasons in words, in order. Results stored before yearly-cost.ts named what a plan with
 * a giveback costs before it "Estimated yearly cost" (while the card showed the cost after it):
 * that reason reads as what the person pays in the year, as the engine now says it.
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
 * A result's reasons for the months its costs count (issue 36): when the plan would start after
 * January the cost reason names those months ("Estimated cost for December 2026 $64: …") instead
 * of calling a part of the year yearly. Done on read, so results stored before say it too.
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
  const month = (m: number) =>
    new Date(Date.UTC(planYear, m - 1, 1)).toLocaleString(INTL_LOCALES[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const period =
    startMonth >= 12 ? month(12) : `${month(startMonth)}${language === 'es' ? ' a ' : ' to '}${month(12)}`;
  return reasons.map((r) => {
    if (typeof r === 'string') return r;
    const key = PART_YEAR_KEYS[r.key as keyof typeof PART_YEAR_KEYS];
    return key ? { key, values: { ...r.values, period } } : r;
  });
}
