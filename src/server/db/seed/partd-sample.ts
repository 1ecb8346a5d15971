/**
 * ClearPlan's sample of CMS's quarterly Part D formulary, pharmacy network and pricing files
 * (PPUF, docs/sample-data.md) for the seeded sample plans (data/plans.json and data/drug-plans.json,
 * reference-data.ts loadSamplePlans): the nine pipe-delimited
 * files CMS names inside a quarterly release, CRLF line ends, header first. The seed writes them to
 * a temporary folder and loads them with the real importer. Every value is made up from our own
 * data: the plans' drug-cost texts, the catalogue's cash prices and the sample RxTerms codes
 * (rxterms-sample.ts); none is CMS's. Pure apart from writing: no clock, no Math.random.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isDrugPlan } from '../../../engine/roads.ts';
import { dosageForm } from '../../../shared/dosage-units.ts';
import { npiCheckDigit } from '../../services/providers/npi.ts';
import { buildFormulary, stableUnit } from './plan-catalogue.ts';
import {
  type CountyRow,
  loadCounties,
  loadMedications,
  loadSamplePlans,
  loadZipCounties,
  type MedicationRow,
} from './reference-data.ts';
import { loadSampleDrugCodes, type SampleDrugCode, sampleDrugKey } from './rxterms-sample.ts';

export const PARTD_SAMPLE_RELEASE = 'PPUF_2026Q4';
export const PARTD_SAMPLE_CONTRACT_YEAR = 2026;

/** The files of a quarterly release, named as CMS names them (note the double spaces). */
export const PARTD_SAMPLE_FILES = {
  planInformation: `plan information  ${PARTD_SAMPLE_RELEASE}.txt`,
  geographicLocator: `geographic locator file ${PARTD_SAMPLE_RELEASE}.txt`,
  basicFormulary: `basic drugs formulary file  ${PARTD_SAMPLE_RELEASE}.txt`,
  excludedDrugs: `excluded drugs formulary file  ${PARTD_SAMPLE_RELEASE}.txt`,
  indicationBasedCoverage: `Indication Based Coverage Formulary File  ${PARTD_SAMPLE_RELEASE}.txt`,
  beneficiaryCost: `beneficiary cost file  ${PARTD_SAMPLE_RELEASE}.txt`,
  insulinBeneficiaryCost: `insulin beneficiary cost file  ${PARTD_SAMPLE_RELEASE}.txt`,
  pricing: `pricing file ${PARTD_SAMPLE_RELEASE}.txt`,
  pharmacyNetworks: `pharmacy networks file ${PARTD_SAMPLE_RELEASE} part 1.txt`,
} as const;
export type PartDSampleFile = keyof typeof PARTD_SAMPLE_FILES;

const cols = (header: string) => header.split('|');
const COST_COLUMNS = ['PREF', 'NONPREF', 'MAIL_PREF', 'MAIL_NONPREF'].flatMap((p) =>
  ['COST_TYPE', 'COST_AMT', 'COST_MIN_AMT', 'COST_MAX_AMT'].map((c) => `${c}_${p}`),
);
export const PARTD_SAMPLE_HEADERS: Record<PartDSampleFile, readonly string[]> = {
  planInformation: cols(
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|CONTRACT_NAME|PLAN_NAME|FORMULARY_ID|PREMIUM|DEDUCTIBLE|MA_REGION_CODE|PDP_REGION_CODE|STATE|COUNTY_CODE|SNP|PLAN_SUPPRESSED_YN',
  ),
  geographicLocator: cols('COUNTY_CODE|STATENAME|COUNTY|MA_REGION_CODE|MA_REGION|PDP_REGION_CODE|PDP_REGION'),
  basicFormulary: cols(
    'FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN',
  ),
  excludedDrugs: cols(
    'CONTRACT_ID|PLAN_ID|RXCUI|TIER|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTH_YN|STEP_THERAPY_YN|CAPPED_BENEFIT_YN',
  ),
  indicationBasedCoverage: ['CONTRACT_ID', 'PLAN_ID', 'RXCUI', 'DISEASE'],
  beneficiaryCost: [
    ...cols('CONTRACT_ID|PLAN_ID|SEGMENT_ID|COVERAGE_LEVEL|TIER|DAYS_SUPPLY'),
    ...COST_COLUMNS,
    'TIER_SPECIALTY_YN',
    'DED_APPLIES_YN',
  ],
  insulinBeneficiaryCost: cols(
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|TIER|DAYS_SUPPLY|COPAY_AMT_PREF_INSLN|COPAY_AMT_NONPREF_INSLN|COPAY_AMT_MAIL_PREF_INSLN|COPAY_AMT_MAIL_NONPREF_INSLN',
  ),
  pricing: ['CONTRACT_ID', 'PLAN_ID', 'SEGMENT_ID', 'NDC', 'DAYS_SUPPLY', 'UNIT_COST'],
  pharmacyNetworks: cols(
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|PHARMACY_NUMBER|PHARMACY_ZIPCODE|PREFERRED_STATUS_RETAIL|PREFERRED_STATUS_MAIL|PHARMACY_RETAIL|PHARMACY_MAIL|IN_AREA_FLAG|FLOOR_PRICE|BRAND_DISPENSING_FEE_30|BRAND_DISPENSING_FEE_60|BRAND_DISPENSING_FEE_90|GENERIC_DISPENSING_FEE_30|GENERIC_DISPENSING_FEE_60|GENERIC_DISPENSING_FEE_90',
  ),
};

/**
 * Region codes as we understand CMS's lists (sample values; docs/sample-data.md): Oklahoma is MA
 * region 18 (with Kansas) and PDP region 23.
 */
export const OKLAHOMA_REGIONS = {
  maCode: '18',
  maName: 'Kansas and Oklahoma',
  pdpCode: '23',
  pdpName: 'Oklahoma',
} as const;

/** Drugs the browser journeys and tests use: on every formulary, without prior authorization or step therapy. */
export const ALWAYS_ON_FORMULARY = ['Atorvastatin', 'Metformin', 'Lisinopril', 'Eliquis', 'Lantus'] as const;
/** Prescription vitamins: outside Part D, so only in the excluded-drugs file of a few enhanced plans. */
export const PART_D_EXCLUDED = ['Folic Acid', 'Vitamin D2'] as const;
/** Drugs some plans cover only for one use (indication-based coverage). */
export const INDICATION_LIMITED: Record<string, string> = {
  Wegovy: 'CARDIOVASCULAR RISK REDUCTION',
  Zepbound: 'OBSTRUCTIVE SLEEP APNEA',
};
/** The catalogue prices the usual strength; these cost a multiple of it (docs/drug-catalogue.md). */
const STRENGTH_PRICE: Record<string, number> = {
  'Xtandi|80 mg tablet': 2,
  'Tresiba|200 units/mL 3 mL pen': 2,
  'Lyumjev|200 units/mL 3 mL KwikPen': 2,
  'Xeljanz|11 mg extended-release tablet': 2,
  'Imbruvica|140 mg capsule': 1 / 3,
  'Enbrel|25 mg/0.5 mL prefilled syringe': 0.5,
};

export type PlanJson = {
  planId: string;
  carrier: string;
  planName: string;
  planType: string;
  monthlyPremium: string;
  hasRxCoverage: boolean;
  rxDeductible: string | null;
  preferredPharmacies: string | null;
  prescriptionTiers: Record<string, string> | null;
  counties: string[] | null;
};
type FormularyRow = {
  code: SampleDrugCode;
  tier: number;
  priorAuthorization: boolean;
  stepTherapy: boolean;
  quantityLimit: { amount: number; days: number } | null;
};
type Formulary = { id: string; version: number; rows: FormularyRow[] };
type Pharmacy = { npi: string; zip: string; chain: string; mail: boolean; county: string | null };

/** Synthetic pharmacies: chains named in the plans' preferred lists, independents, two mail-order. */
const PHARMACY_SITES: Array<[chain: string, zip: string]> = [
  ...['73102', '73120', '74104', '73069', '73505'].map((z): [string, string] => ['Walgreens', z]),
  ...['73159', '74133', '73701', '74074', '74401'].map((z): [string, string] => ['Walmart', z]),
  ...['73112', '74136', '73013', '74012', '73072'].map((z): [string, string] => ['CVS Pharmacy', z]),
  ['Homeland', '73110'],
  ['Homeland', '73099'],
  ['Buy For Less', '73132'],
  ["Reasor's", '74112'],
  ["Reasor's", '74464'],
  ...['73160', '73034', '74063', '74017', '73501', '73401', '74601', '74006', '74801', '74701']
    .concat(['74501', '73801', '73942', '73521', '74745', '74953', '73096', '74820', '74354', '73933'])
    .map((z): [string, string] => ['Independent', z]),
];
const MAIL_SITES = ['85027', '76177'];

/** NPIs 99000 + a 4-digit sequence + the check digit: real NPIs begin with 1 or 2, so none is anyone's. */
export function samplePharmacyNpi(sequence: number): string {
  const first9 = `99000${String(sequence).padStart(4, '0')}`;
  return first9 + npiCheckDigit(first9);
}

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const yn = (b: boolean) => (b ? 'Y' : 'N');
const line = (cells: Array<string | number>) => cells.join('|');

type Share = { type: 1 | 2; amount: number; min: number; max: number };
const copay = (amount: number): Share => ({ type: 1, amount, min: 0, max: 0 });
const coinsurance = (amount: number, min = 0, max = 0): Share => ({ type: 2, amount, min, max });

/** "$45" → a copay, "40%" → a coinsurance; anything else (a missing tier) → null. */
function parseShare(text: string | undefined): Share | null {
  const dollars = /^\$(\d+(?:\.\d+)?)$/.exec(text?.trim() ?? '');
  if (dollars) return copay(Number(dollars[1]));
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text?.trim() ?? '');
  return percent ? coinsurance(Number(percent[1]) / 100) : null;
}

/** Standard (non-preferred) retail for a 30-day fill: a little more than preferred. */
function standardShare(tier: number, pref: Share, uniform: boolean): Share {
  if (uniform) return pref;
  if (pref.type === 2)
    return tier === 3 || tier === 4 ? { ...pref, amount: Math.min(pref.amount + 0.05, 0.5) } : pref;
  const bump: Record<number, number> = { 1: 5, 2: 8, 4: 5, 6: 5 };
  return copay(tier === 3 ? Math.max(pref.amount + 2, 47) : pref.amount + (bump[tier] ?? 5));
}

const scale = (s: Share, months: number): Share =>
  s.type === 1
    ? copay(Math.round(s.amount * months * 100) / 100)
    : { ...s, min: s.min * months, max: s.max * months };
const shareCells = (s: Share) =>
  [s.type, s.type === 1 ? money(s.amount) : s.amount.toFixed(2), money(s.min), money(s.max)] as const;

/** DAYS_SUPPLY codes of the cost files (1 = 30, 4 = 60, 2 = 90) with the months they cover. */
const SUPPLIES = [
  { code: 1, days: 30, months: 1 },
  { code: 4, days: 60, months: 2 },
  { code: 2, days: 90, months: 3 },
] as const;

export type PartDSampleInput = {
  plans: PlanJson[];
  medications: MedicationRow[];
  counties: CountyRow[];
  zipCounties: Array<{ zipCode: string; county: string; sharePct: string | null }>;
};

export function loadPartDSampleInput(): PartDSampleInput {
  return {
    plans: loadSamplePlans<PlanJson>(),
    medications: loadMedications(),
    counties: loadCounties(),
    zipCounties: loadZipCounties(),
  };
}

/**
 * The nine files as text (file name → contents), pure and deterministic, for `contractYear` (the
 * next year's sample is built from the next year's sample plans: seed.ts).
 */
export function buildPartDSample(
  input: PartDSampleInput = loadPartDSampleInput(),
  contractYear: number = PARTD_SAMPLE_CONTRACT_YEAR,
): Map<string, string> {
  const codes = loadSampleDrugCodes(input.medications);
  const meds = new Map(input.medications.map((m) => [m.name, m]));
  const plans = input.plans.filter((p) => p.hasRxCoverage);
  const countyByName = new Map(input.counties.map((c) => [c.name, c]));
  const countiesOf = (p: PlanJson) =>
    p.counties?.length
      ? p.counties.map((name) => {
          const county = countyByName.get(name);
          if (!county) throw new Error(`${p.planId}: unknown county ${name}`);
          return county;
        })
      : input.counties;
  const tierCount = (p: PlanJson) => (parseShare(p.prescriptionTiers?.tier6Retail) ? 6 : 5);
  const formularies = buildFormularies(plans, formularyKey, tierCount, input.medications, codes);
  const formularyOf = (p: PlanJson) => formularies.get(formularyKey(p, tierCount(p))) as Formulary;
  const pharmacies = buildPharmacies(input.zipCounties);
  const ids = (p: PlanJson) => {
    const [contract = '', plan = ''] = p.planId.split('-');
    return [contract, plan.padStart(3, '0'), '000'] as const;
  };
  const files = new Map<PartDSampleFile, string[]>(
    (Object.keys(PARTD_SAMPLE_FILES) as PartDSampleFile[]).map((f) => [
      f,
      [PARTD_SAMPLE_HEADERS[f].join('|')],
    ]),
  );
  const out = (file: PartDSampleFile, cells: Array<string | number>) => files.get(file)?.push(line(cells));
  const { maCode, maName, pdpCode, pdpName } = OKLAHOMA_REGIONS;

  for (const c of [...input.counties].sort((a, b) => a.fips.localeCompare(b.fips)))
    out('geographicLocator', [c.fips, 'Oklahoma', c.name, maCode, maName, pdpCode, pdpName]);
  for (const f of [...new Set(formularies.values())].sort((a, b) => a.id.localeCompare(b.id)))
    for (const r of f.rows)
      out('basicFormulary', [
        f.id,
        f.version,
        contractYear,
        r.code.rxcui,
        r.code.ndc,
        r.tier,
        yn(r.quantityLimit !== null),
        r.quantityLimit?.amount ?? '',
        r.quantityLimit?.days ?? '',
        yn(r.priorAuthorization),
        yn(r.stepTherapy),
      ]);

  const ibcCarriers = pickCarriers(plans, 'ibc', 0.4);
  for (const p of plans) {
    const [contract, planNo, segment] = ids(p);
    const formulary = formularyOf(p);
    const snp = /D-SNP/.test(p.planType)
      ? 2
      : /C-SNP/.test(p.planType)
        ? 1
        : /I-SNP/.test(p.planType)
          ? 3
          : 0;
    const counties = countiesOf(p);
    const information = (region: string, county: string) =>
      out('planInformation', [
        contract,
        planNo,
        segment,
        p.carrier,
        p.planName,
        formulary.id,
        money(Number(p.monthlyPremium)),
        String(Math.round(Number(p.rxDeductible ?? 0))),
        region,
        pdpCode,
        'OK',
        county,
        snp,
        'N',
      ]);
    // A PDP serves its whole PDP region: one row for the region, no MA region and no county.
    if (isDrugPlan(p.planType)) information('', '');
    else
      for (const c of [...counties].sort((a, b) => a.fips.localeCompare(b.fips))) information(maCode, c.fips);
    for (const row of costRows(p, tierCount(p))) out('beneficiaryCost', [contract, planNo, segment, ...row]);
    const insulin = Math.min(35, parseShare(p.prescriptionTiers?.selectInsulin)?.amount ?? 35);
    for (const s of SUPPLIES) {
      const amount = money(insulin * s.months);
      out('insulinBeneficiaryCost', [contract, planNo, segment, 3, s.code, amount, amount, amount, amount]);
    }
    const priced: SampleDrugCode[] = formulary.rows.map((r) => r.code);
    if (Number(p.monthlyPremium) >= 30)
      for (const name of PART_D_EXCLUDED)
        for (const code of codesOf(name, meds, codes)) {
          out('excludedDrugs', [contract, planNo, code.rxcui, 1, 'N', '', '', 'N', 'N', 'N']);
          priced.push(code);
        }
    if (ibcCarriers.has(p.carrier))
      for (const r of formulary.rows) {
        const disease = INDICATION_LIMITED[r.code.name];
        if (disease) out('indicationBasedCoverage', [contract, planNo, r.code.rxcui, disease]);
      }
    for (const code of priced) {
      const med = meds.get(code.name);
      const base =
        (med?.estimatedUnitPrice ?? 0) * (STRENGTH_PRICE[sampleDrugKey(code.name, code.dosage)] ?? 1);
      const u = stableUnit(p.planId, code.rxcui, 'price');
      const negotiated = base * (code.brand ? 0.85 + 0.15 * u : 0.3 + 0.6 * u);
      for (const s of SUPPLIES) {
        const discount =
          s.days === 30
            ? 0
            : (s.days === 60 ? 0.01 : 0.03) + 0.02 * stableUnit(p.planId, code.rxcui, `${s.days}`);
        out('pricing', [
          contract,
          planNo,
          segment,
          code.ndc,
          s.days,
          (negotiated * (1 - discount)).toFixed(5),
        ]);
      }
    }
    for (const row of networkRows(p, pharmacies, new Set(counties.map((c) => c.name))))
      out('pharmacyNetworks', [contract, planNo, segment, ...row]);
  }
  return new Map([...files].map(([f, lines]) => [PARTD_SAMPLE_FILES[f], `${lines.join('\r\n')}\r\n`]));
}

/**
 * Writes the sample into `dir` (created if missing) and returns the paths written, in CMS's file
 * order; `plans` and `contractYear` for another year's sample (default: the sample plans, 2026).
 */
export async function writePartDSample(
  dir: string,
  options: { plans?: PlanJson[]; contractYear?: number } = {},
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const paths: string[] = [];
  const input = loadPartDSampleInput();
  for (const [name, text] of buildPartDSample(
    options.plans ? { ...input, plans: options.plans } : input,
    options.contractYear,
  )) {
    const file = path.join(dir, name);
    await fs.writeFile(file, text);
    paths.push(file);
  }
  return paths;
}

function codesOf(name: string, meds: Map<string, MedicationRow>, codes: Map<string, SampleDrugCode>) {
  return (meds.get(name)?.availableDosages ?? []).flatMap((d) => codes.get(sampleDrugKey(name, d)) ?? []);
}

/** Carriers chosen by a stable draw (at least the first by name). */
function pickCarriers(plans: PlanJson[], purpose: string, share: number): Set<string> {
  const carriers = [...new Set(plans.map((p) => p.carrier))].sort();
  const picked = carriers.filter((c) => stableUnit(c, purpose) < share);
  return new Set(picked.length > 0 ? picked : carriers.slice(0, 1));
}

/**
 * A plan's formulary: its carrier's for its tier count, or, for a stand-alone drug plan (PDP), its
 * carrier's PDP formulary for its tier count ("Humana|5|PDP"): carriers list drugs for their PDPs
 * apart from their Medicare Advantage plans.
 */
function formularyKey(p: PlanJson, tiers: number): string {
  return `${p.carrier}|${tiers}${isDrugPlan(p.planType) ? '|PDP' : ''}`;
}

/**
 * One formulary per formularyKey (a carrier's 5-tier D-SNP gets its own, its PDPs theirs): the plan
 * catalogue's formulary rules (buildFormulary) drawn per formulary, the journeys' drugs always on,
 * prescription vitamins off. FORMULARY_ID "00026" + 3 digits from a hash (next free on a clash;
 * Medicare Advantage formularies are numbered first, so adding PDPs changes none of theirs).
 */
function buildFormularies(
  plans: PlanJson[],
  keyOf: (p: PlanJson, tiers: number) => string,
  tierCount: (p: PlanJson) => number,
  medications: MedicationRow[],
  codes: Map<string, SampleDrugCode>,
): Map<string, Formulary> {
  const keysOf = (list: PlanJson[]) => [...new Set(list.map((p) => keyOf(p, tierCount(p))))].sort();
  const keys = [
    ...keysOf(plans.filter((p) => !isDrugPlan(p.planType))),
    ...keysOf(plans.filter((p) => isDrugPlan(p.planType))),
  ];
  const used = new Set<number>();
  const result = new Map<string, Formulary>();
  for (const key of keys) {
    let n = Math.floor(stableUnit(key, 'formulary-id') * 900) + 100;
    while (used.has(n)) n = n === 999 ? 100 : n + 1;
    used.add(n);
    const id = `00026${n}`;
    const tiers = Number(key.split('|')[1]);
    const drugs = medications.map((m) => ({
      name: m.name,
      medicationType: m.medicationType,
      category: m.category,
    }));
    const entries = new Map(
      buildFormulary(
        { planId: id, hasRxCoverage: true, prescriptionTiers: { tier6Retail: tiers === 6 ? '$0' : 'none' } },
        drugs,
      ).map((e) => [e.medicationName, e]),
    );
    const rows: FormularyRow[] = [];
    for (const med of medications) {
      if ((PART_D_EXCLUDED as readonly string[]).includes(med.name)) continue;
      const kept = (ALWAYS_ON_FORMULARY as readonly string[]).includes(med.name);
      const entry = entries.get(med.name);
      if (!entry && !kept) continue;
      const defaultTier = med.medicationType === 'Generic' ? 1 : med.medicationType === 'Specialty' ? 5 : 3;
      for (const dosage of med.availableDosages) {
        const code = codes.get(sampleDrugKey(med.name, dosage));
        if (!code) throw new Error(`${med.name} ${dosage} has no sample RxTerms code`);
        rows.push({
          code,
          tier: entry?.tier ?? defaultTier,
          priorAuthorization: !kept && (entry?.priorAuthorization ?? false),
          stepTherapy: !kept && (entry?.stepTherapy ?? false),
          quantityLimit: entry?.quantityLimit ? quantityLimit(med, dosage) : null,
        });
      }
    }
    result.set(key, {
      id,
      version: 10 + Math.floor(stableUnit(key, 'version') * 20),
      rows,
    });
  }
  return result;
}

/** A quantity limit that fits the form: tablets a month, pens per 28 days, mL of insulin… */
function quantityLimit(med: MedicationRow, dosage: string): { amount: number; days: number } {
  const form = dosageForm(dosage);
  if (/Opioid/.test(med.category)) return { amount: 120, days: 30 };
  if (/Triptan/.test(med.category)) return { amount: 9, days: 30 };
  if (med.medicationType === 'Insulin') return { amount: 60, days: 30 };
  if (form === 'pen' || form === 'syringe') return { amount: /dose pen/.test(dosage) ? 1 : 4, days: 28 };
  if (form === 'inhaler' || form === 'bottle' || form === 'pack' || form === 'vial')
    return { amount: 2, days: 30 };
  if (form === 'gram') return { amount: 120, days: 30 };
  if (med.name === 'Eliquis' || stableUnit(med.name, 'ql-amount') < 0.5) return { amount: 60, days: 30 };
  return { amount: 30, days: 30 };
}

/**
 * Beneficiary cost rows of a plan (after CONTRACT_ID|PLAN_ID|SEGMENT_ID), from its drug-cost texts:
 * preferred retail 30 days = tierNRetail; standard retail a little more; preferred mail 90 days =
 * tierNMail (2.5 × retail when none); 60 and 30 days of mail pro rata; standard mail = standard
 * retail. Level 0 (deductible): 100 % coinsurance on the tiers the deductible applies to, else as
 * level 1; level 3 (catastrophic): $0.
 */
function costRows(p: PlanJson, tierCount: number): Array<Array<string | number>> {
  const texts = p.prescriptionTiers ?? {};
  const retailTexts = [1, 2, 3, 4, 5].map((t) => texts[`tier${t}Retail`]);
  const uniform = retailTexts.every((t) => t === retailTexts[0]);
  const dedText = (texts.deductibleTiers ?? '3,4,5').trim().toLowerCase();
  const dedTiers = new Set(dedText === 'none' ? [] : dedText.split(',').map((t) => Number(t.trim())));
  const rows: Array<Array<string | number>> = [];
  for (let tier = 1; tier <= tierCount; tier++) {
    const pref = parseShare(texts[`tier${tier}Retail`]);
    if (!pref) throw new Error(`${p.planId}: tier ${tier} has no cost "${texts[`tier${tier}Retail`]}"`);
    if (pref.type === 2 && !uniform) {
      if (tier === 4 && stableUnit(p.planId, 'tier4-max') < 0.4) pref.max = 100;
      if (tier === 3 && stableUnit(p.planId, 'tier3-min') < 0.5) pref.min = 10;
    }
    const mail90 =
      parseShare(texts[`tier${tier}Mail`]) ?? (pref.type === 1 ? copay(pref.amount * 2.5) : pref);
    const standard = standardShare(tier, pref, uniform);
    const dedApplies = Number(p.rxDeductible ?? 0) > 0 && dedTiers.has(tier);
    for (const level of [0, 1, 3] as const)
      for (const s of SUPPLIES) {
        const mail =
          mail90.type === 1
            ? copay(Math.round((mail90.amount * s.months * 100) / 3) / 100)
            : { ...mail90, min: pref.min, max: pref.max };
        let shares = [
          scale(pref, s.months),
          scale(standard, s.months),
          scale(mail, mail.type === 1 ? 1 : s.months),
          scale(standard, s.months),
        ];
        if (level === 3) shares = shares.map(() => copay(0));
        if (level === 0 && dedApplies) shares = shares.map(() => coinsurance(1));
        rows.push([level, tier, s.code, ...shares.flatMap(shareCells), yn(tier === 5), yn(dedApplies)]);
      }
  }
  return rows;
}

/**
 * The sample's retail pharmacies as a directory lists them (NPI, name, ZIP, county), for the
 * provider directory: the pharmacy search names them. Names say "sample data": the chains are
 * real names at made-up NPIs, and no real store's network status is implied.
 */
export function samplePharmacyDirectory(
  zipCounties: PartDSampleInput['zipCounties'] = loadZipCounties(),
): Array<{ npi: string; name: string; zipCode: string; county: string | null }> {
  return buildPharmacies(zipCounties)
    .filter((p) => !p.mail)
    .map((p) => ({
      npi: p.npi,
      name: `${p.chain === 'Independent' ? 'Independent pharmacy' : p.chain} (sample data)`,
      zipCode: p.zip,
      county: p.county,
    }));
}

function buildPharmacies(zipCounties: PartDSampleInput['zipCounties']): Pharmacy[] {
  const countyOfZip = (zip: string) => {
    const rows = zipCounties.filter((z) => z.zipCode === zip);
    if (rows.length === 0) throw new Error(`Pharmacy ZIP ${zip} is not an Oklahoma ZIP`);
    return rows.reduce((a, b) => (Number(b.sharePct ?? 100) > Number(a.sharePct ?? 100) ? b : a)).county;
  };
  const retail = PHARMACY_SITES.map(([chain, zip], i) => ({
    npi: samplePharmacyNpi(i + 1),
    zip,
    chain,
    mail: false,
    county: countyOfZip(zip),
  }));
  const mail = MAIL_SITES.map((zip, i) => ({
    npi: samplePharmacyNpi(retail.length + i + 1),
    zip,
    chain: i === 0 ? 'Mail order (preferred)' : 'Mail order',
    mail: true,
    county: null,
  }));
  return [...retail, ...mail];
}

/**
 * A plan's network (after CONTRACT_ID|PLAN_ID|SEGMENT_ID): its carrier's preferred chains (the
 * plan's preferredPharmacies) at preferred status, nearly every other pharmacy at standard, both
 * mail-order pharmacies (the first preferred). Fees: generic $1.00–$2.50, brand $1.50–$3.00.
 */
function networkRows(p: PlanJson, pharmacies: Pharmacy[], area: Set<string>): Array<Array<string | number>> {
  const preferredText = (p.preferredPharmacies ?? '').toLowerCase();
  const isPreferred = (ph: Pharmacy) =>
    ph.mail ? ph.chain.includes('preferred') : preferredText.includes(ph.chain.toLowerCase());
  const firstStandard = pharmacies.find((ph) => !ph.mail && !isPreferred(ph));
  const rows: Array<Array<string | number>> = [];
  for (const ph of pharmacies) {
    const preferred = isPreferred(ph);
    const u = (purpose: string) => stableUnit(p.carrier, ph.npi, purpose);
    const optional = !ph.mail && !preferred && ph !== firstStandard;
    if (optional && stableUnit(p.planId, ph.npi, 'network') < 0.1) continue;
    const generic = ph.mail ? 0 : preferred ? 1 + 0.75 * u('generic') : 1.5 + u('generic');
    const brand = ph.mail ? 0 : preferred ? 1.5 + 0.75 * u('brand') : 2 + u('brand');
    rows.push([
      ph.npi,
      ph.zip,
      yn(!ph.mail && preferred),
      yn(ph.mail && preferred),
      yn(!ph.mail),
      yn(ph.mail),
      ph.county !== null && area.has(ph.county) ? 1 : 0,
      money(0),
      money(brand),
      money(brand * (ph.mail ? 1 : 1.1)),
      money(brand * (ph.mail ? 1 : 1.2)),
      money(generic),
      money(generic * (ph.mail ? 1 : 1.1)),
      money(generic * (ph.mail ? 1 : 1.2)),
    ]);
  }
  return rows;
}
