/**
 * A plan's facts grouped the way a member looks for them (costs, doctor visits, hospital, drugs,
 * extra benefits, network), with the plain labels of shared/plan-fields.ts. Keys we do not know
 * yet still show, under a label made from the key itself.
 */
import { formatMoney, formatMonthlyPremium } from '../../../../shared/format';
import {
  type CopaySection,
  fieldsIn,
  type PlanField,
  plainLabel,
  TIER_NAMES,
} from '../../../../shared/plan-fields';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';

export type Fact = { label: string; value: string };
export type FactSection = { id: string; title: string; facts: Fact[] };
export type TierRow = { tier: string; retail: string; mail: string };

/** key → what a member reads, for the given plan fields in their order. */
const plainLabels = (fields: readonly PlanField[]): Record<string, string> =>
  Object.fromEntries(fields.map((f) => [f.key, f.plainLabel]));

const copaysIn = (section: CopaySection) =>
  plainLabels(fieldsIn('copayStructure').filter((f) => f.copaySection === section));

const DOCTOR_VISIT_LABELS = copaysIn('doctor-visits');
const HOSPITAL_LABELS = copaysIn('hospital');
const BENEFIT_LABELS = plainLabels(fieldsIn('benefits'));

const TIER_KEY = /^tier(\d+)(Retail|Mail)$/;
const RX_LABELS = plainLabels(fieldsIn('prescriptionTiers').filter((f) => !TIER_KEY.test(f.key)));

/** "mriCtIn" → "Mri ct (in network)"; "pcpCopayOon" → "Pcp copay (out of network)". */
export function humanizeKey(key: string): string {
  const network = /Oon$/.test(key) ? ' (out of network)' : /[a-z]In$/.test(key) ? ' (in network)' : '';
  const base = network ? key.replace(/(Oon|In)$/, '') : key;
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${network}`;
}

function benefitValue(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Included' : 'Not included';
  return value.trim() === '' ? 'Not listed' : value;
}

/** Known keys in their order with their labels, then (when asked) unknown keys humanised. */
function factsFrom(
  values: Record<string, string | boolean>,
  labels: Record<string, string>,
  unknown: 'include' | 'skip',
): Fact[] {
  const known = Object.entries(labels)
    .filter(([key]) => key in values)
    .map(([key, label]) => ({ label, value: benefitValue(values[key] as string | boolean) }));
  if (unknown === 'skip') return known;
  const rest = Object.keys(values)
    .filter((key) => !(key in labels))
    .map((key) => ({ label: humanizeKey(key), value: benefitValue(values[key] as string | boolean) }));
  return [...known, ...rest];
}

function deductibleTiersText(value: string): string {
  const tiers = value.match(/\d+/g);
  if (!tiers) return 'No tiers';
  return `${tiers.length === 1 ? 'Tier' : 'Tiers'} ${tiers.join(', ')}`;
}

export function costFacts(plan: PlanDetail): Fact[] {
  const partB = plan.partBPremiumReduction ?? 0;
  return [
    { label: plainLabel('monthlyPremium'), value: formatMonthlyPremium(plan.monthlyPremium) },
    {
      label: plainLabel('partBPremiumReduction'),
      value: partB > 0 ? `${formatMoney(partB)} a month back on your Part B premium` : 'None',
    },
    { label: plainLabel('medicalDeductible'), value: formatMoney(plan.medicalDeductible) },
    {
      label: plainLabel('rxDeductible'),
      value: plan.hasRxCoverage ? formatMoney(plan.rxDeductible) : 'No drug coverage',
    },
    { label: plainLabel('moopInNetwork'), value: formatMoney(plan.moopInNetwork) },
    { label: plainLabel('moopOutNetwork'), value: formatMoney(plan.moopOutNetwork) },
  ];
}

/** Doctor visits, hospital, and any copay keys that belong to neither. */
export function copaySections(plan: PlanDetail): FactSection[] {
  const copays = plan.copayStructure;
  const other = Object.keys(copays)
    .filter((key) => !(key in DOCTOR_VISIT_LABELS) && !(key in HOSPITAL_LABELS))
    .map((key) => ({ label: humanizeKey(key), value: benefitValue(copays[key] ?? '') }));
  const sections: FactSection[] = [
    { id: 'doctor-visits', title: 'Doctor visits', facts: factsFrom(copays, DOCTOR_VISIT_LABELS, 'skip') },
    {
      id: 'hospital',
      title: 'Hospital and emergency care',
      facts: [
        ...factsFrom(copays, HOSPITAL_LABELS, 'skip'),
        { label: plainLabel('hospitalNetwork'), value: plan.hospitalNetwork?.trim() || 'Not listed' },
      ],
    },
  ];
  if (other.length > 0) sections.push({ id: 'other-services', title: 'Other services', facts: other });
  return sections;
}

/** One row per tier the plan lists: retail is a 30-day supply, mail a 90-day supply (spec §9). */
export function tierRows(tiers: Record<string, string>): TierRow[] {
  const numbers = new Set<number>();
  for (const key of Object.keys(tiers)) {
    const match = TIER_KEY.exec(key);
    if (match) numbers.add(Number(match[1]));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => {
      const name = TIER_NAMES[n - 1];
      return {
        tier: name ? `Tier ${n}: ${name}` : `Tier ${n}`,
        retail: tiers[`tier${n}Retail`]?.trim() || 'Not available',
        mail: tiers[`tier${n}Mail`]?.trim() || 'Not available',
      };
    });
}

/** Drug facts besides the tier table (the deductible is under Costs): insulin, unknown keys. */
export function drugFacts(plan: PlanDetail): Fact[] {
  const tiers = plan.prescriptionTiers;
  const facts: Fact[] = [{ label: plainLabel('hasRxCoverage'), value: plan.hasRxCoverage ? 'Yes' : 'No' }];
  for (const [key, label] of Object.entries(RX_LABELS)) {
    const value = tiers[key];
    if (value === undefined) continue;
    facts.push({ label, value: key === 'deductibleTiers' ? deductibleTiersText(value) : value });
  }
  for (const [key, value] of Object.entries(tiers)) {
    if (!TIER_KEY.test(key) && !(key in RX_LABELS)) facts.push({ label: humanizeKey(key), value });
  }
  return facts;
}

export function benefitFacts(plan: PlanDetail): Fact[] {
  return factsFrom(plan.benefits, BENEFIT_LABELS, 'include');
}

export function networkFacts(plan: PlanDetail): Fact[] {
  const facts: Fact[] = [
    { label: plainLabel('preferredPharmacies'), value: plan.preferredPharmacies?.trim() || 'Not listed' },
  ];
  if (plan.region) facts.push({ label: plainLabel('region'), value: plan.region });
  if (plan.counties && plan.counties.length > 0) {
    facts.push({ label: plainLabel('counties'), value: plan.counties.join(', ') });
  }
  return facts;
}
