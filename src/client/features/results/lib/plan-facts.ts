/**
 * A plan's facts grouped the way a member looks for them (costs, doctor visits, hospital, drugs,
 * extra benefits, network), with plain labels for the keys in data/plans.json. Keys we do not know
 * yet still show, under a label made from the key itself.
 */
import { formatMoney, formatMonthlyPremium } from '../../../../shared/format';
import type { PlanDetail } from '../../../../shared/recommendation-contracts';

export type Fact = { label: string; value: string };
export type FactSection = { id: string; title: string; facts: Fact[] };
export type TierRow = { tier: string; retail: string; mail: string };

const DOCTOR_VISIT_LABELS: Record<string, string> = {
  pcpCopayIn: 'Primary care doctor (in network)',
  pcpCopayOon: 'Primary care doctor (out of network)',
  specialistCopayIn: 'Specialist (in network)',
  specialistCopayOon: 'Specialist (out of network)',
  urgentCare: 'Urgent care',
  labsIn: 'Lab tests (in network)',
  labsOon: 'Lab tests (out of network)',
  xraysIn: 'X-rays (in network)',
  xraysOon: 'X-rays (out of network)',
  mriCtIn: 'MRI and CT scans (in network)',
  ptOtStIn: 'Physical, occupational and speech therapy (in network)',
  dmeIn: 'Medical equipment such as walkers and oxygen (in network)',
};

const HOSPITAL_LABELS: Record<string, string> = {
  er: 'Emergency room',
  hospitalCopayIn: 'Hospital stay (in network)',
  outpatientSurgeryIn: 'Outpatient hospital surgery (in network)',
  ambulatorySurgeryIn: 'Surgery center (in network)',
  skilledNursingIn: 'Skilled nursing facility (in network)',
  ambulanceGround: 'Ambulance (ground)',
  ambulanceAir: 'Ambulance (air)',
};

const BENEFIT_LABELS: Record<string, string> = {
  dental: 'Dental',
  vision: 'Vision',
  hearing: 'Hearing',
  otc: 'Over-the-counter allowance',
  gym: 'Fitness membership',
  transportation: 'Rides to appointments',
  meals: 'Meals after a hospital stay',
  healthyFood: 'Healthy food allowance',
  inHomeSupport: 'In-home support',
  smartWallet: 'Health savings card',
  persDevice: 'Personal emergency alert device',
};

/** Standard Part D tier names; the catalogue's tier 6 is a select-care tier (docs/plan-catalogue.md). */
const TIER_NAMES = [
  'Preferred generic',
  'Generic',
  'Preferred brand',
  'Non-preferred drug',
  'Specialty',
  'Select care',
];
const TIER_KEY = /^tier(\d+)(Retail|Mail)$/;
const RX_LABELS: Record<string, string> = {
  selectInsulin: 'Select insulins (per month)',
  deductibleTiers: 'Drug deductible applies to',
};

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
    { label: 'Monthly premium', value: formatMonthlyPremium(plan.monthlyPremium) },
    {
      label: 'Part B premium reduction',
      value: partB > 0 ? `${formatMoney(partB)} a month back on your Part B premium` : 'None',
    },
    { label: 'Medical deductible', value: formatMoney(plan.medicalDeductible) },
    {
      label: 'Drug deductible',
      value: plan.hasRxCoverage ? formatMoney(plan.rxDeductible) : 'No drug coverage',
    },
    { label: 'Out-of-pocket maximum (in network)', value: formatMoney(plan.moopInNetwork) },
    { label: 'Out-of-pocket maximum (out of network)', value: formatMoney(plan.moopOutNetwork) },
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
        { label: 'Hospital network', value: plan.hospitalNetwork?.trim() || 'Not listed' },
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
  const facts: Fact[] = [{ label: 'Prescription drug coverage', value: plan.hasRxCoverage ? 'Yes' : 'No' }];
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
    { label: 'Preferred pharmacies', value: plan.preferredPharmacies?.trim() || 'Not listed' },
  ];
  if (plan.region) facts.push({ label: 'Region', value: plan.region });
  if (plan.counties && plan.counties.length > 0) {
    facts.push({ label: 'Counties served', value: plan.counties.join(', ') });
  }
  return facts;
}
