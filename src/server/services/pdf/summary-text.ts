import type { SummaryLanguage } from '../../../shared/summary-contracts.ts';

/**
 * Every word the printable summary (summary-pdf.ts) prints, in one English dictionary with
 * i18next-style `{{name}}` placeholders, so the whole of it can move into the i18n catalogue as it
 * is. What the dictionary does not hold comes from the stored result itself: plan, carrier, drug
 * and doctor names, and the plain-words reasons the engine stored with each plan.
 */

export const SUMMARY_TEXT = {
  documentTitle: 'Your Medicare plan summary for {{year}}',
  subject: 'The Medicare plans ClearPlan compared for {{year}}, with yearly costs and next steps',
  heading: 'Your Medicare plan summary',
  preparedFor: 'Prepared for {{firstName}}',
  sharedCopy: 'A copy of results someone shared with you.',
  generatedOn: 'Made on {{date}} for {{year}} plans.',
  estimatesNote: 'Costs are estimates — verify with the plan before enrolling.',

  medicationsHeading: 'Your medications',
  medicationLine: '{{name}}, {{dosage}}, {{frequency}}',
  noMedications: 'You did not list any medications.',
  frequencyMonthly: 'monthly (30-day supply)',
  frequencyBimonthly: 'every 2 months (60-day supply)',
  frequencyQuarterly: 'quarterly (90-day supply)',
  frequencyYearly: 'yearly',

  doctorsHeading: 'Your doctors',
  doctorLine: '{{name}}, {{specialty}}',
  doctorTypedByHand:
    '{{name}}, {{specialty}}: typed by hand, not in our directory: network status unknown, ask the plan',
  noDoctors: 'You did not list any doctors.',

  plansHeading: 'The plans compared',
  // i18next's plural keys: `_one` and `_other` (and any other form a language has), chosen by `count`.
  plansIntro_one:
    'We compared {{count}} plan you can join in your area, by what you would pay in a year and how well it fits you.',
  plansIntro_other:
    'We compared {{count}} plans you can join in your area, first by what you would pay in a year, then by how well each fits you. Here are the top {{shown}}.',
  noPlans: 'No plans were found for this search.',
  planHeading: '{{rank}}. {{name}}',
  bestMatch: 'Best match',
  planIdLine: 'Plan ID {{planId}} · {{carrier}} · {{planType}}',
  premiumLine: 'Monthly premium: {{premium}}',
  premiumExtraHelpLine: 'Monthly premium with Extra Help: {{premium}}',
  deductibleLine: 'Deductible: {{deductible}} · Out-of-pocket max: {{maxOop}}',
  starsLine: 'Star rating: {{stars}}',
  yearlyCostLine: 'Estimated yearly cost: {{cost}}',
  costPartsLine: 'Premiums {{premiums}} + drugs {{drugs}} + medical care {{medical}}',
  givebackLine:
    'Medicare gives you back {{giveback}} of your Part B premium over the year, already taken off the cost above.',
  givebackAheadLine:
    'Medicare gives you back {{giveback}} of your Part B premium over the year, more than these costs: you come out {{ahead}} ahead.',
  coverageCounts:
    'Your medications covered: {{drugs}} of {{totalDrugs}} · Your doctors in network: {{doctors}} of {{totalDoctors}}',
  whyHeading: 'Why this plan',
  lateEnrollment:
    'No drug coverage. If you go 63 days or more without drug coverage as good as Medicare’s, Medicare adds a late-enrollment penalty to your drug premium for as long as you have drug coverage.',
  sampleDataPlan: 'Some details of this plan are sample data until verified. Check them with the plan.',
  planLink: 'See this plan on Medicare.gov: search for plan ID {{planId}} at www.medicare.gov/plan-compare',
  planPhone: 'Call the plan: {{phone}}',

  nextHeading: 'What to do next',
  nextCompare: 'Check the costs and your doctors with the plan you choose before you enroll.',
  nextOpenEnrollment:
    'Open Enrollment for {{year}} plans runs from October 15 to December 7, {{previousYear}}. A plan you choose then starts on January 1, {{year}}.',
  nextAdvantageWindow:
    'From January 1 to March 31, {{year}}, if you are in a Medicare Advantage plan you can switch to another Medicare Advantage plan, or to Original Medicare, once.',
  nextOtherTimes:
    'At other times you can change plans only with a Special Enrollment Period, for example after a move. New to Medicare? You can join when you first get Medicare.',
  nextHowToEnroll:
    'To enroll, use the plan’s page on Medicare.gov listed with each plan above, call the plan, or call 1-800-MEDICARE.',
  nextMedicare: 'Medicare: {{phone}}, 24 hours a day, 7 days a week (TTY {{tty}}); www.medicare.gov',
  nextShip: 'Free, unbiased help: {{name}}, {{phone}}',

  aboutHeading: 'About these numbers',
  partBNote:
    'You also pay the Part B premium ({{premium}} a month in {{year}}) with every plan; it is not in these costs.',
  dataFromMedicare: '{{year}} plan data from Medicare, updated {{date}}.',
  dataSampleMixed: 'Plans marked "Sample data" are examples for demonstration, not real plans.',
  dataSampleOnly:
    '{{year}} plans shown here are sample data for demonstration, not real Medicare plans or prices.',
  disclaimerEnroll:
    'ClearPlan helps you compare plans; it does not enroll you in a plan. Plan details can change: confirm costs and coverage with the plan before you decide.',
  disclaimerGovernment:
    'ClearPlan is not connected with or endorsed by the U.S. government or the federal Medicare program. For information on all your options, visit Medicare.gov, call 1-800-MEDICARE (1-800-633-4227) (TTY 1-877-486-2048), or contact your State Health Insurance Assistance Program.',

  footer: 'Page {{page}} of {{pages}}',
} as const;

export type SummaryTextKey = keyof typeof SUMMARY_TEXT;

/** Spanish reads English until its catalogue exists (the i18n work fills `es`). */

const CATALOGUES: Record<SummaryLanguage, Partial<Record<SummaryTextKey, string>>> = {
  en: SUMMARY_TEXT,
  es: {},
};

/** The key without its plural suffix: `plansIntro` for `plansIntro_one` and `plansIntro_other`. */
type BaseKey<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type SummaryMessage = BaseKey<SummaryTextKey>;

function template(lang: SummaryLanguage, key: string): string | undefined {
  const k = key as SummaryTextKey;
  return CATALOGUES[lang][k] ?? SUMMARY_TEXT[k];
}

/**
 * One string of the summary in `lang` (English where the language has none), placeholders filled,
 * as i18next does: with a numeric `count`, the plural form `key_<form>` of the language's rules
 * (Intl.PluralRules), else `key_other`.
 */
export function summaryText(
  lang: SummaryLanguage,
  key: SummaryMessage,
  values: Record<string, string | number> = {},
): string {
  const count = values.count;
  const plural =
    typeof count === 'number'
      ? (template(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`) ??
        template(lang, `${key}_other`))
      : undefined;
  const text = plural ?? template(lang, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The language the summary is actually written in: `lang` once its catalogue has every string. */
export function writtenLanguage(lang: SummaryLanguage): SummaryLanguage {
  const catalogue = CATALOGUES[lang];
  return (Object.keys(SUMMARY_TEXT) as SummaryTextKey[]).every((key) => key in catalogue) ? lang : 'en';
}
