/** A plan's facts grouped the way a member looks for them; unknown keys show under a label made from the key. */

import { INTL_LOCALES } from '../../../../shared/i18n/languages';
import type enResults from '../../../../shared/i18n/locales/en/results.json';
import { type CopaySection, fieldsIn, type PlanField, TIER_NAMES } from '../../../../shared/plan-fields';
import { PHARMACY_CHOICES, type PharmacyChoice } from '../../../../shared/profile-answers';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

/** `planWords`: the plan's own words (English as published). */
export type Shown = { value: string; planWords?: true };
export type Fact = { label: string } & Shown;
export type FactSection = { id: string; title: string; facts: Fact[] };
export type TierRow = { tier: string; retail: Shown; mail: Shown };

type FieldKey = keyof (typeof enResults)['fields'];
const fieldLabel = (key: FieldKey, { t }: ResultsText): string => t(`fields.${key}`);

const keysOf = (fields: readonly PlanField[]): FieldKey[] => fields.map((f) => f.key as FieldKey);

const copaysIn = (section: CopaySection) =>
  keysOf(fieldsIn('copayStructure').filter((f) => f.copaySection === section));

const DOCTOR_VISIT_KEYS = copaysIn('doctor-visits');
const HOSPITAL_KEYS = copaysIn('hospital');
const BENEFIT_KEYS = keysOf(fieldsIn('benefits'));

const TIER_KEY = /^tier(\d+)(Retail|Mail)$/;
const RX_KEYS = keysOf(fieldsIn('prescriptionTiers').filter((f) => !TIER_KEY.test(f.key)));

/** "mriCtIn" → "Mri ct (in network)"; "pcpCopayOon" → "Pcp copay (out of network)". */
export function humanizeKey(key: string, { t }: ResultsText): string {
  const network = /Oon$/.test(key)
    ? t('planFacts.outOfNetworkSuffix')
    : /[a-z]In$/.test(key)
      ? t('planFacts.inNetworkSuffix')
      : '';
  const base = network ? key.replace(/(Oon|In)$/, '') : key;
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${network}`;
}

function planText(value: string | null | undefined, fallback: string): Shown {
  const text = value?.trim();
  return text ? { value: text, planWords: true } : { value: fallback };
}

function benefitValue(value: string | boolean, tx: ResultsText): Shown {
  const { t } = tx;
  if (typeof value === 'boolean')
    return { value: value ? t('planFacts.included') : t('planFacts.notIncluded') };
  return planText(value, t('planFacts.notListed'));
}

function factsFrom(
  values: Record<string, string | boolean>,
  keys: readonly FieldKey[],
  unknown: 'include' | 'skip',
  tx: ResultsText,
): Fact[] {
  const known = keys
    .filter((key) => key in values)
    .map((key) => ({ label: fieldLabel(key, tx), ...benefitValue(values[key] as string | boolean, tx) }));
  if (unknown === 'skip') return known;
  const rest = Object.keys(values)
    .filter((key) => !keys.includes(key as FieldKey))
    .map((key) => ({
      label: humanizeKey(key, tx),
      ...benefitValue(values[key] as string | boolean, tx),
    }));
  return [...known, ...rest];
}

function deductibleTiersText(value: string, { t }: ResultsText): string {
  const tiers = value.match(/\d+/g);
  if (!tiers) return t('planFacts.noTiers');
  return t('planFacts.tiers', { count: tiers.length, tiers: tiers.join(', ') });
}

export function costFacts(plan: PlanDetail, tx: ResultsText): Fact[] {
  const { t, format } = tx;
  const partB = plan.partBPremiumReduction ?? 0;
  const facts: [FieldKey, string][] = [
    ['monthlyPremium', format.monthlyPremium(plan.monthlyPremium)],
    [
      'partBPremiumReduction',
      partB > 0 ? t('planFacts.partBBack', { amount: format.money(partB) }) : t('planFacts.none'),
    ],
    ['medicalDeductible', format.money(plan.medicalDeductible)],
    ['rxDeductible', plan.hasRxCoverage ? format.money(plan.rxDeductible) : t('planFacts.noDrugCoverage')],
    ['moopInNetwork', format.money(plan.moopInNetwork)],
    ['moopOutNetwork', format.money(plan.moopOutNetwork)],
  ];
  return facts.map(([key, value]) => ({ label: fieldLabel(key, tx), value }));
}

export function copaySections(plan: PlanDetail, tx: ResultsText): FactSection[] {
  const { t } = tx;
  const copays = plan.copayStructure;
  const other = Object.keys(copays)
    .filter((key) => !DOCTOR_VISIT_KEYS.includes(key as FieldKey) && !HOSPITAL_KEYS.includes(key as FieldKey))
    .map((key) => ({ label: humanizeKey(key, tx), ...benefitValue(copays[key] ?? '', tx) }));
  const sections: FactSection[] = [
    {
      id: 'doctor-visits',
      title: t('planFacts.doctorVisits'),
      facts: factsFrom(copays, DOCTOR_VISIT_KEYS, 'skip', tx),
    },
    {
      id: 'hospital',
      title: t('planFacts.hospital'),
      facts: [
        ...factsFrom(copays, HOSPITAL_KEYS, 'skip', tx),
        {
          label: fieldLabel('hospitalNetwork', tx),
          ...planText(plan.hospitalNetwork, t('planFacts.notListed')),
        },
      ],
    },
  ];
  if (other.length > 0)
    sections.push({ id: 'other-services', title: t('planFacts.otherServices'), facts: other });
  return sections;
}

function tierLabel(n: number, { t }: ResultsText): string {
  return TIER_NAMES[n - 1] !== undefined && n >= 1 && n <= 6
    ? t('planFacts.tierNamed', { n, name: t(`planFacts.tierNames.${n as 1 | 2 | 3 | 4 | 5 | 6}`) })
    : t('planFacts.tier', { n });
}

/** Retail is a 30-day supply, mail a 90-day supply (spec §9). */
export function tierRows(tiers: Record<string, string>, tx: ResultsText): TierRow[] {
  const { t } = tx;
  const numbers = new Set<number>();
  for (const key of Object.keys(tiers)) {
    const match = TIER_KEY.exec(key);
    if (match) numbers.add(Number(match[1]));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => ({
      tier: tierLabel(n, tx),
      retail: planText(tiers[`tier${n}Retail`], t('planFacts.notAvailable')),
      mail: planText(tiers[`tier${n}Mail`], t('planFacts.notAvailable')),
    }));
}

type CostShare = NonNullable<PlanDetail['tierCosts']>['tiers'][number][PharmacyChoice];

/** "$5", "$4.50", "25%", "25% (at least $10, at most $100)"; a kind the plan lacks is said so. */
export function costShareText(share: CostShare, { t, format }: ResultsText): string {
  if (share === null) return t('drugPricing.notOffered');
  const amount = (value: number) => (Number.isInteger(value) ? format.money(value) : format.cents(value));
  if (share.kind === 'copay') return amount(share.amount);
  const rate = new Intl.NumberFormat(INTL_LOCALES[format.language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share.rate);
  if (share.min !== null && share.max !== null)
    return t('tiersTable.coinsuranceBetween', { rate, min: amount(share.min), max: amount(share.max) });
  if (share.min !== null) return t('tiersTable.coinsuranceAtLeast', { rate, min: amount(share.min) });
  if (share.max !== null) return t('tiersTable.coinsuranceAtMost', { rate, max: amount(share.max) });
  return rate;
}

export type TierTable = { note: string; columns: string[]; rows: { tier: string; cells: Shown[] }[] };

/**
 * "Drugs by tier": from the Part D files when they have the plan, one column per pharmacy kind with the
 * kind the drugs were priced at marked; else the plan's own retail and mail tier fields.
 */
export function tierTable(plan: PlanDetail, chosen: PharmacyChoice | null, tx: ResultsText): TierTable {
  const { t } = tx;
  const costs = plan.tierCosts;
  if (!costs)
    return {
      note: t('tiersTable.noteSummary'),
      columns: [t('tiersTable.tier'), t('tiersTable.retail'), t('tiersTable.mail')],
      rows: tierRows(plan.prescriptionTiers, tx).map((row) => ({
        tier: row.tier,
        cells: [row.retail, row.mail],
      })),
    };
  return {
    note: t('tiersTable.noteByPharmacy'),
    columns: [
      t('tiersTable.tier'),
      ...PHARMACY_CHOICES.map((kind) => {
        const label = t(`tiersTable.kind.${kind}`);
        return kind === chosen ? t('drugPricing.yourChoice', { label }) : label;
      }),
    ],
    rows: costs.tiers.map((row) => ({
      tier: tierLabel(row.tier, tx),
      cells: PHARMACY_CHOICES.map((kind) => ({ value: costShareText(row[kind], tx) })),
    })),
  };
}

export function drugFacts(plan: PlanDetail, tx: ResultsText): Fact[] {
  const { t } = tx;
  const tiers = plan.prescriptionTiers;
  const facts: Fact[] = [
    {
      label: fieldLabel('hasRxCoverage', tx),
      value: plan.hasRxCoverage ? t('planFacts.yes') : t('planFacts.no'),
    },
  ];
  for (const key of RX_KEYS) {
    const value = tiers[key];
    if (value === undefined) continue;
    facts.push({
      label: fieldLabel(key, tx),
      ...(key === 'deductibleTiers' ? { value: deductibleTiersText(value, tx) } : planText(value, value)),
    });
  }
  for (const [key, value] of Object.entries(tiers)) {
    if (!TIER_KEY.test(key) && !RX_KEYS.includes(key as FieldKey))
      facts.push({ label: humanizeKey(key, tx), ...planText(value, value) });
  }
  return facts;
}

export function benefitFacts(plan: PlanDetail, tx: ResultsText): Fact[] {
  return factsFrom(plan.benefits, BENEFIT_KEYS, 'include', tx);
}

export function networkFacts(plan: PlanDetail, tx: ResultsText): Fact[] {
  const facts: Fact[] = [
    {
      label: fieldLabel('preferredPharmacies', tx),
      ...planText(plan.preferredPharmacies, tx.t('planFacts.notListed')),
    },
  ];
  if (plan.region) facts.push({ label: fieldLabel('region', tx), ...planText(plan.region, plan.region) });
  if (plan.counties && plan.counties.length > 0) {
    facts.push({ label: fieldLabel('counties', tx), value: plan.counties.join(', ') });
  }
  return facts;
}
