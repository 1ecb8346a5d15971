/** The summary's words from a stored result; a shared copy leaves out the name and doses, as shared. */

import type { TFunction } from 'i18next';
import { namedFigure, planYearParameters } from '../../../engine/plan-year.ts';
import {
  asFrequency,
  type Frequency,
  MEDICARE_HELP,
  SHIP_HELP,
  TOP_RESULTS,
} from '../../../shared/constants.ts';
import type { PlanData } from '../../../shared/data-sources.ts';
import type { Formatters } from '../../../shared/i18n/formatters.ts';
import { INTL_LOCALES } from '../../../shared/i18n/languages.ts';
import { quantityAboveUsualNote } from '../../../shared/i18n/quantity-note.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';
import { medicarePlanPageUrl } from '../../../shared/medicare-links.ts';
import type { RecommendationPlan } from '../../../shared/recommendation-contracts.ts';
import type { SummaryLanguage } from '../../../shared/summary-contracts.ts';
import type { SubmissionRow } from '../../results/submissions.ts';
import { serverWords } from '../platform/words.ts';

/** A key of the `pdf` catalogue: `plansIntro` for `plansIntro_one` and `plansIntro_other`. */
export type SummaryMessage = keyof (typeof englishResources)['pdf'] extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

/** Names and reasons come from the result. */
export const summaryText = (
  lang: SummaryLanguage,
  key: SummaryMessage,
  values: Record<string, string | number> = {},
): string => String(serverWords(lang).pdf(key as never, values as never));

/** Dates on the summary are Oklahoma's (the state ClearPlan covers). */
const SUMMARY_TIME_ZONE = 'America/Chicago';

/** The summary in words: a list of lines per part, nothing about layout (summary-pdf.ts lays it out). */
export type SummaryModel = ReturnType<typeof summaryModel>;

export type SummaryInput = {
  lang: SummaryLanguage;
  /** Its name is left out when `shared`. */
  user: Pick<SubmissionRow, 'firstName' | 'medications' | 'doctors'>;
  shared: boolean;
  planYear: number;
  /** 1: the whole year; a part of the year is named, never "yearly". */
  coverageStartMonth: number;
  planData: PlanData;
  planYearNotice: string | null;
  totalEligiblePlans: number;
  plans: RecommendationPlan[];
  now: Date;
};

function dataLine(t: Tr, f: Formatters, data: PlanData): string | null {
  if (data.medicareUpdatedOn) {
    const line = t('dataFromMedicare', { year: data.planYear, date: f.date(data.medicareUpdatedOn) });
    return data.samplePlans ? `${line} ${t('dataSampleMixed')}` : line;
  }
  if (data.samplePlans) return t('dataSampleOnly', { year: data.planYear });
  return null;
}

const FREQUENCY_KEY: Record<Frequency, SummaryMessage> = {
  monthly: 'frequencyMonthly',
  bimonthly: 'frequencyBimonthly',
  quarterly: 'frequencyQuarterly',
  yearly: 'frequencyYearly',
};

type Tr = (key: SummaryMessage, values?: Record<string, string | number>) => string;

/** The results' note for a quantity kept above the usual, named by the drug; a shared copy leaves it out. */
function drugLineNotes(t: Tr, results: TFunction<'results'>, plan: RecommendationPlan, shared: boolean) {
  if (shared) return [];
  return plan.drugs.flatMap((drug) =>
    drug.quantityAboveUsual
      ? [t('drugNote', { name: drug.name, note: quantityAboveUsualNote(results, drug.quantityAboveUsual) })]
      : [],
  );
}

/** "December 2026", "July 2026 to December 2026" (as the results page says them, results/lib/yearly-cost.ts); null for a January start. */
function costPeriod(t: Tr, lang: SummaryLanguage, planYear: number, startMonth: number): string | null {
  if (startMonth <= 1) return null;
  const month = (m: number) =>
    new Date(Date.UTC(planYear, m - 1, 1)).toLocaleString(INTL_LOCALES[lang], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return startMonth >= 12 ? month(12) : t('periodMonths', { start: month(startMonth), end: month(12) });
}

function planOf(
  t: Tr,
  f: Formatters,
  plan: RecommendationPlan,
  planYear: number,
  period: string | null,
  drugNotes: string[],
) {
  const extraHelp =
    plan.extraHelpPremium?.status === 'applied' && plan.extraHelpPremium.monthly < plan.monthlyPremium;
  const premium = extraHelp ? (plan.extraHelpPremium?.monthly ?? plan.monthlyPremium) : plan.monthlyPremium;
  const { premiums, drugs, medical, partBGiveback } = plan.costBreakdown;
  const costParts = [
    t('costPartsLine', { premiums: f.money(premiums), drugs: f.money(drugs), medical: f.money(medical) }),
  ];
  if (partBGiveback > 0) {
    const key = plan.comesOutAhead > 0 ? 'givebackAheadLine' : 'givebackLine';
    // A part year's giveback is those months' only, and says so.
    costParts.push(
      t(period === null ? key : (`${key}For` as const), {
        giveback: f.money(partBGiveback),
        ahead: f.money(plan.comesOutAhead),
        period: period ?? '',
      }),
    );
  }
  const url = medicarePlanPageUrl(plan.planId, planYear);
  return {
    heading: t('planHeading', { rank: plan.rank, name: plan.name }),
    idLine: t('planIdLine', { planId: plan.planId, carrier: plan.carrier, planType: plan.planType }),
    facts: [
      t(extraHelp ? 'premiumExtraHelpLine' : 'premiumLine', { premium: f.monthlyPremium(premium) }),
      t('deductibleLine', {
        deductible: f.money(plan.annualDeductible),
        maxOop: f.money(plan.outOfPocketMax),
      }),
      t('starsLine', { stars: f.stars(plan.starRating) }),
      t('coverageCounts', {
        drugs: plan.medicationsCovered,
        totalDrugs: plan.totalMedications,
        doctors: plan.doctorsInNetwork,
        totalDoctors: plan.totalDoctors,
      }),
    ],
    // The engine's one yearly figure (engine/yearly-cost.ts), as the card shows it.
    yearlyCost: t(period ? 'yearlyCostLineFor' : 'yearlyCostLine', {
      period: period ?? '',
      cost: f.money(plan.yearlyCost),
    }),
    costParts,
    badge: plan.rank === 1 ? t('bestMatch') : null,
    whyHeading: t('whyHeading'),
    reasons: plan.reasoning,
    // Late-enrollment penalty, a quantity above the usual on a drug line, sample data.
    notes: [
      ...(plan.lateEnrollmentWarning ? [t('lateEnrollment')] : []),
      ...drugNotes,
      ...(plan.isSampleData ? [t('sampleDataPlan')] : []),
    ],
    // Our data has no plan phone; Medicare.gov lists it. On paper typeable words, in a reader a link.
    contact: [
      {
        text: t('planLink', { planId: plan.planId }),
        url: url ?? 'https://www.medicare.gov/plan-compare/',
      },
    ],
  };
}

/** Said on page 1, not only in "About these numbers". */
function sampleNotice(t: Tr, planYear: number, shown: readonly RecommendationPlan[]): string | null {
  const count = shown.filter((plan) => plan.isSampleData).length;
  if (count === 0) return null;
  return count === shown.length
    ? t('sampleNoticeAll', { year: planYear })
    : t('sampleNoticeSome', { count, shown: shown.length });
}

/** What to do next: compare, the enrollment periods, how to enroll, and who helps for free. */
const nextSteps = (t: Tr, planYear: number): { text: string; url: string | null }[] => [
  { text: t('nextCompare'), url: null },
  { text: t('nextOpenEnrollment', { year: planYear, previousYear: planYear - 1 }), url: null },
  { text: t('nextAdvantageWindow', { year: planYear }), url: null },
  { text: t('nextOtherTimes'), url: null },
  { text: t('nextHowToEnroll'), url: null },
  {
    text: t('nextMedicare', { phone: MEDICARE_HELP.phone, tty: MEDICARE_HELP.tty }),
    url: 'https://www.medicare.gov',
  },
  { text: t('nextShip', { name: SHIP_HELP.name, phone: SHIP_HELP.phone }), url: null },
];

export function summaryModel(input: SummaryInput) {
  const { lang, planYear } = input;
  const words = serverWords(lang);
  const t: Tr = (key, values) => summaryText(lang, key, values);
  const f = words.format;
  const shown = input.plans.slice(0, TOP_RESULTS);
  // The year's own figure (engine/plan-year.ts), or the year before's said as such.
  const partB = f.cents(planYearParameters(planYear).medicare.partBMonthlyPremium);
  const partBFrom = namedFigure(planYear, 'partBMonthlyPremium');
  const data = dataLine(t, f, input.planData);
  const period = costPeriod(t, lang, planYear, input.coverageStartMonth);
  const firstName = input.user.firstName.trim();

  const medications = input.user.medications.map((m) =>
    input.shared
      ? m.name
      : t('medicationLine', {
          name: m.name,
          dosage: m.dosage,
          frequency: t(FREQUENCY_KEY[asFrequency(m.frequency)]),
        }),
  );
  const doctors = input.user.doctors.map((d) =>
    t(d.providerId == null ? 'doctorTypedByHand' : 'doctorLine', { name: d.name, specialty: d.specialty }),
  );

  return {
    lang,
    planYear,
    title: t('documentTitle', { year: planYear }),
    subject: t('subject', { year: planYear }),
    heading: t('heading'),
    preparedFor: input.shared || firstName === '' ? t('sharedCopy') : t('preparedFor', { firstName }),
    generatedOn: t('generatedOn', {
      date: f.date(input.now.toISOString(), SUMMARY_TIME_ZONE),
      year: planYear,
    }),
    // Page 1's word that the plans shown are sample data; null when none is.
    sampleNotice: sampleNotice(t, planYear, shown),
    estimatesNote: t('estimatesNote'),
    medications: {
      heading: t('medicationsHeading'),
      lines: medications.length > 0 ? medications : [t('noMedications')],
    },
    doctors: { heading: t('doctorsHeading'), lines: doctors.length > 0 ? doctors : [t('noDoctors')] },
    plans: {
      heading: t('plansHeading'),
      intro:
        shown.length === 0
          ? t('noPlans')
          : t('plansIntro', { count: input.totalEligiblePlans, shown: shown.length }),
      items: shown.map((plan) =>
        planOf(t, f, plan, planYear, period, drugLineNotes(t, words.results, plan, input.shared)),
      ),
    },
    nextSteps: {
      heading: t('nextHeading'),
      lines: nextSteps(t, planYear),
    },
    about: {
      heading: t('aboutHeading'),
      lines: [
        ...(input.planYearNotice
          ? [lang === 'en' ? input.planYearNotice : t('yearNotice', { year: planYear })]
          : []),
        ...(data ? [data] : []),
        partBFrom.carried
          ? t('partBNoteCarried', { premium: partB, year: planYear, from: partBFrom.from })
          : t('partBNote', { premium: partB, year: planYear }),
        t('disclaimerEnroll'),
        t('disclaimerGovernment'),
      ],
    },
    footer: (page: number, pages: number) => t('footer', { page, pages }),
  };
}
