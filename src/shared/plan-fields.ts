/**
 * Every plan record field in one place (spec §3): key, home, kind, scoring category, `label` (the
 * admin name, "MOOP In-Network") and `plainLabel` (the member's, "Out-of-pocket maximum (in network)").
 * Ordered as the import template's columns, and by spec §2 within a scoring category.
 */

/** Where a field's value lives: a column of the plan, or a key of one of its nested objects. */
export type PlanFieldHome = 'plan' | 'copayStructure' | 'benefits' | 'prescriptionTiers';

/** What a field holds; for plan columns also how requests check it (admin-plan-contracts.ts derives both). */
export type PlanFieldKind =
  | 'id'
  | 'year'
  | 'region'
  | 'text'
  | 'longText'
  | 'choice'
  | 'money'
  | 'stars'
  | 'flag'
  | 'list'
  | 'url'
  | 'number'
  | 'copay'
  | 'benefit'
  | 'tier';

export const SCORE_CATEGORY_NAMES = [
  'Basic Plan Fields',
  'Copay Structure',
  'Additional Benefits',
  'Prescription Drug Tiers',
] as const;
export type ScoreCategoryName = (typeof SCORE_CATEGORY_NAMES)[number];

/** Where the consumer plan page shows a copay. */
export type CopaySection = 'doctor-visits' | 'hospital';

export type PlanField = {
  key: string;
  label: string;
  plainLabel: string;
  kind: PlanFieldKind;
  home: PlanFieldHome;
  /** The scoring category the field earns points in, or null. */
  category: ScoreCategoryName | null;
  /** Other header names an import file may use for the field ("Rx Deductible"). */
  aliases?: readonly string[];
  copaySection?: CopaySection;
  /** A column a new plan must have (spec §5); a text column that may not be emptied either. */
  required?: true;
  /** The longest text a text column takes (200 when not said). */
  max?: number;
};

type FieldOf<K extends string, H extends PlanFieldHome> = PlanField & { key: K; home: H };
type Extra = Partial<Pick<PlanField, 'plainLabel' | 'aliases' | 'required' | 'max'>>;

/** A plan column; kind and `required` stay literal so derived schemas are typed. */
const plan = <
  const K extends string,
  const F extends PlanFieldKind,
  const E extends Extra = Record<never, never>,
>(
  key: K,
  label: string,
  kind: F,
  category: ScoreCategoryName | null,
  extra: E = {} as E,
) => ({ key, label, kind, category, ...extra, home: 'plan' as const, plainLabel: extra.plainLabel ?? label });

type Own = Partial<Pick<PlanField, 'kind' | 'category' | 'copaySection'>>;

/** A key of one of the plan's nested objects: its object's kind and category unless `own` says otherwise. */
const nested =
  <H extends Exclude<PlanFieldHome, 'plan'>>(
    home: H,
    kind: PlanFieldKind,
    category: ScoreCategoryName,
    fixed: Own = {},
  ) =>
  <K extends string>(key: K, label: string, plainLabel: string, own: Own = {}): FieldOf<K, H> => ({
    key,
    label,
    plainLabel,
    kind,
    home,
    category,
    ...fixed,
    ...own,
  });
/** A copay, shown with the doctor visits or the hospital care on the consumer plan page. */
const visit = nested('copayStructure', 'copay', 'Copay Structure', { copaySection: 'doctor-visits' });
const hospital = nested('copayStructure', 'copay', 'Copay Structure', { copaySection: 'hospital' });
const benefit = nested('benefits', 'benefit', 'Additional Benefits');
const tier = nested('prescriptionTiers', 'tier', 'Prescription Drug Tiers');

const BASIC = 'Basic Plan Fields';

/** Standard Part D tier names; the catalogue's tier 6 is a select-care tier (docs/plan-catalogue.md). */
export const TIER_NAMES = [
  'Preferred generic',
  'Generic',
  'Preferred brand',
  'Non-preferred drug',
  'Specialty',
  'Select care',
] as const;

const retailTier = <N extends number>(n: N) =>
  tier(
    `tier${n}Retail` as `tier${N}Retail`,
    `Tier ${n} Retail (30-day)`,
    `Tier ${n} at a retail pharmacy (30-day supply)`,
  );
const mailTier = <N extends number>(n: N) =>
  tier(
    `tier${n}Mail` as `tier${N}Mail`,
    `Tier ${n} Mail (90-day)`,
    `Tier ${n} by mail order (90-day supply)`,
  );

export const PLAN_FIELDS = [
  plan('planId', 'Plan ID', 'id', null, { required: true, max: 40 }),
  plan('planYear', 'Plan Year', 'year', null, { aliases: ['Contract Year'] }),
  plan('carrier', 'Carrier', 'choice', null, { required: true }),
  plan('planName', 'Plan Name', 'text', null, { required: true }),
  plan('planType', 'Plan Type', 'choice', BASIC, { required: true, max: 60 }),
  plan('region', 'Region', 'region', null, { required: true, max: 100 }),
  plan('monthlyPremium', 'Monthly Premium', 'money', BASIC, { plainLabel: 'Monthly premium' }),
  plan('partBPremiumReduction', 'Part B Premium Reduction', 'money', BASIC, {
    plainLabel: 'Part B premium reduction',
    aliases: ['Part B Reduction'],
  }),
  plan('moopInNetwork', 'MOOP In-Network', 'money', BASIC, {
    plainLabel: 'Out-of-pocket maximum (in network)',
  }),
  plan('moopOutNetwork', 'MOOP Out-of-Network', 'money', BASIC, {
    plainLabel: 'Out-of-pocket maximum (out of network)',
  }),
  plan('starRating', 'Star Rating', 'stars', BASIC, { plainLabel: 'Star rating' }),
  plan('hasRxCoverage', 'Prescription Coverage', 'flag', BASIC, {
    plainLabel: 'Prescription drug coverage',
    aliases: ['Rx Coverage'],
  }),
  plan('medicalDeductible', 'Medical Deductible', 'money', BASIC, { plainLabel: 'Medical deductible' }),
  plan('rxDeductible', 'Prescription Deductible', 'money', BASIC, {
    plainLabel: 'Drug deductible',
    aliases: ['Rx Deductible'],
  }),
  plan('hospitalNetwork', 'Hospital Network', 'longText', BASIC, {
    plainLabel: 'Hospital network',
    max: 2000,
  }),
  plan('preferredPharmacies', 'Preferred Pharmacies', 'longText', BASIC, {
    plainLabel: 'Preferred pharmacies',
    max: 2000,
  }),
  plan('county', 'County', 'text', null, { max: 100 }),
  plan('counties', 'Counties', 'list', null, { plainLabel: 'Counties served' }),
  plan('providerId', 'Provider ID', 'number', null),
  plan('isActive', 'Active Status', 'flag', null, { plainLabel: 'Active', aliases: ['Active'] }),
  plan('notes', 'Notes', 'longText', null, { aliases: ['Administrative Notes'], max: 5000 }),
  plan('enrollmentUrl', 'Enrollment Link', 'url', null, {
    plainLabel: 'Enrollment link',
    aliases: ['Enrollment URL'],
    max: 500,
  }),

  visit('pcpCopayIn', 'Primary Care (PCP) In-Network', 'Primary care doctor (in network)'),
  visit('pcpCopayOon', 'Primary Care (PCP) Out-of-Network', 'Primary care doctor (out of network)'),
  visit('specialistCopayIn', 'Specialist In-Network', 'Specialist (in network)'),
  visit('specialistCopayOon', 'Specialist Out-of-Network', 'Specialist (out of network)'),
  visit('urgentCare', 'Urgent Care', 'Urgent care'),
  visit('labsIn', 'Labs In-Network', 'Lab tests (in network)'),
  visit('labsOon', 'Labs Out-of-Network', 'Lab tests (out of network)'),
  visit('xraysIn', 'X-Rays In-Network', 'X-rays (in network)'),
  visit('xraysOon', 'X-Rays Out-of-Network', 'X-rays (out of network)'),
  hospital('er', 'Emergency Room', 'Emergency room'),
  hospital('ambulanceGround', 'Ground Ambulance', 'Ambulance (ground)'),
  hospital('hospitalCopayIn', 'Hospital Stay In-Network', 'Hospital stay (in network)'),
  visit('mriCtIn', 'MRI and CT In-Network', 'MRI and CT scans (in network)'),
  visit(
    'dmeIn',
    'Medical Equipment (DME) In-Network',
    'Medical equipment such as walkers and oxygen (in network)',
  ),
  visit(
    'ptOtStIn',
    'Physical, Occupational and Speech Therapy In-Network',
    'Physical, occupational and speech therapy (in network)',
  ),
  hospital(
    'outpatientSurgeryIn',
    'Outpatient Surgery In-Network',
    'Outpatient hospital surgery (in network)',
  ),
  hospital('ambulatorySurgeryIn', 'Surgery Center In-Network', 'Surgery center (in network)'),
  hospital('ambulanceAir', 'Air Ambulance', 'Ambulance (air)'),
  hospital('skilledNursingIn', 'Skilled Nursing In-Network', 'Skilled nursing facility (in network)'),

  benefit('dental', 'Dental', 'Dental'),
  benefit('hearing', 'Hearing', 'Hearing'),
  benefit('vision', 'Vision', 'Vision'),
  benefit('otc', 'Over-the-Counter (OTC) Allowance', 'Over-the-counter allowance'),
  benefit('gym', 'Fitness', 'Fitness membership'),
  benefit('transportation', 'Transportation', 'Rides to appointments'),
  benefit('meals', 'Meals', 'Meals after a hospital stay'),
  benefit('healthyFood', 'Healthy Food', 'Healthy food allowance'),
  benefit('inHomeSupport', 'In-Home Support', 'In-home support'),
  benefit('smartWallet', 'Health Savings Card', 'Health savings card'),
  benefit('persDevice', 'Personal Emergency Device', 'Personal emergency alert device', { kind: 'flag' }),

  ...([1, 2, 3, 4] as const).flatMap((n) => [retailTier(n), mailTier(n)]),
  retailTier(5),
  retailTier(6),
  tier('selectInsulin', 'Insulin (30-day)', 'Select insulins (per month)'),
  tier('deductibleTiers', 'Deductible Tiers', 'Drug deductible applies to', { category: null }),
] as const satisfies readonly PlanField[];

type KeysIn<H extends PlanFieldHome> = Extract<(typeof PLAN_FIELDS)[number], { home: H }>['key'];

const BY_KEY = new Map<string, PlanField>(PLAN_FIELDS.map((f) => [f.key, f]));

export const planField = (key: string): PlanField | undefined => BY_KEY.get(key);

/** The names of the nested objects as a whole (a change history entry may name one). */
export const NESTED_GROUP_LABELS: Readonly<Record<Exclude<PlanFieldHome, 'plan'>, string>> = {
  copayStructure: 'Copays',
  benefits: 'Benefits',
  prescriptionTiers: 'Prescription Tiers',
};

/** The catalogue name of a field (or nested object), else the key itself. */
export const fieldLabel = (key: string): string =>
  BY_KEY.get(key)?.label ?? NESTED_GROUP_LABELS[key as keyof typeof NESTED_GROUP_LABELS] ?? key;

export type PlanFieldKey = (typeof PLAN_FIELDS)[number]['key'];

/** What a member reads for a field ("Out-of-pocket maximum (in network)"). */
export const plainLabel = (key: PlanFieldKey): string => BY_KEY.get(key)?.plainLabel ?? key;

/** The name inside a sentence ("Edit monthly premium of …"): small-letter words lowered, MOOP, OTC, B kept. */
export const fieldInSentence = (key: string): string =>
  fieldLabel(key)
    .split(' ')
    .map((word) => (/[a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

export const fieldsIn = (home: PlanFieldHome): readonly PlanField[] =>
  (PLAN_FIELDS as readonly PlanField[]).filter((f) => f.home === home);

const keysIn = <H extends PlanFieldHome>(home: H) => fieldsIn(home).map((f) => f.key) as readonly KeysIn<H>[];

/** The plan's own columns (spec §3), in the import template's order. */
export type PlanColumnField = PlanField & Extract<(typeof PLAN_FIELDS)[number], { home: 'plan' }>;
export const PLAN_COLUMN_FIELDS = fieldsIn('plan') as readonly PlanColumnField[];
export type PlanColumnKey = KeysIn<'plan'>;

/** The keys of a plan's nested objects (spec §3). */
export const COPAY_KEYS = keysIn('copayStructure');
/** persDevice is a flag; every other benefit is text ("Not covered" when absent). */
export const BENEFIT_KEYS = keysIn('benefits');
/** Retail = 30-day, Mail = 90-day (spec §9); deductibleTiers: a comma list of tiers, or "none" (the engine reads it). */
export const TIER_KEYS = keysIn('prescriptionTiers');

/** The scoring view's categories (spec §2 "Scoring categories"): each one's fields, in order. */
export const SCORE_CATEGORIES = {} as Record<ScoreCategoryName, readonly string[]>;
for (const name of SCORE_CATEGORY_NAMES) {
  SCORE_CATEGORIES[name] = (PLAN_FIELDS as readonly PlanField[])
    .filter((f) => f.category === name)
    .map((f) => f.key);
}

const NETWORK_SUFFIXES: Readonly<Record<string, string>> = { In: 'In-Network', Oon: 'Out-of-Network' };

/**
 * A nested-object key's name for admin screens: the catalogue label when known ("pcpCopayIn" →
 * "Primary Care (PCP) In-Network"), else the key in words ("visionExamOon" → "Vision Exam
 * Out-of-Network", "chiro_visit" → "Chiro Visit"): imports may bring unknown keys.
 */
export function nestedFieldLabel(key: string): string {
  const known = BY_KEY.get(key);
  if (known && known.home !== 'plan') return known.label;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const last = words.at(-1);
  if (words.length > 1 && last && NETWORK_SUFFIXES[last]) words[words.length - 1] = NETWORK_SUFFIXES[last];
  return words.join(' ') || key;
}
