/**
 * ClearPlan's sample CMS Landscape file (issue 17, the Extra Help premium subsidy): the seeded
 * sample plans (data/plans.json and the stand-alone drug plans of data/drug-plans.json) as rows of
 * CMS's 2026 Landscape CSV, in its exact 52 columns, one row per plan per county. Deterministic and made up from our own catalogue: every amount in it is
 * sample data, never Medicare's. The seed reads it with the Landscape importer's converter
 * (cms-landscape.ts) and writes its premiums with the importer's writer (plan-premiums.ts), so the
 * demo's premiums with Extra Help come through the real path; pages say "sample data".
 *
 * The sample's rules, for a plan with drug coverage and premium P (all of it the Part D premium, as
 * in the sample Part D files' plan information):
 * - Special Needs Plans for people with Medicaid, and stand-alone drug plans (PDP) with the
 *   standard deductible ($615, a basic benefit): all of P is the basic premium;
 * - other plans: the basic premium is 64 % of P (to the cent), the rest supplemental;
 * - the region's low-income premium subsidy amount is SAMPLE_LIPS_AMOUNT; Extra Help pays the
 *   basic premium up to it, so the person owes max(0, basic − amount) + supplemental.
 */
import { parse } from 'csv-parse/sync';
import { isDrugPlan } from '../../../engine/roads.ts';
import { landscapeToPlans } from '../../services/import/cms-landscape.ts';
import { writePlanPremiums } from '../../services/import/plan-premiums.ts';
import type { DbExecutor } from '../client.ts';
import { loadCounties, loadSamplePlans } from './reference-data.ts';

export const LANDSCAPE_SAMPLE_FILE = 'CY2026_Landscape_sample.csv';
/** The sample's low-income premium subsidy amount for Oklahoma's region (made up). */
const SAMPLE_LIPS_AMOUNT = 38.44;

/** CMS's 2026 Landscape header, as in the real file (docs/import-cms-landscape.md). */
const LANDSCAPE_2026_HEADER = [
  'Contract Year',
  'Contract Category Type',
  'US Territory',
  'State Territory Abbreviation',
  'State Territory Name',
  'County Name',
  'Contract ID',
  'Plan ID',
  'Segment ID',
  'ContractPlanID',
  'ContractPlanSegmentID',
  'Sanctioned Plan',
  'Parent Organization Name',
  'Contract Name',
  'Organization Marketing Name',
  'Organization Type',
  'Plan Name',
  'Plan Type',
  'Special Needs Plan (SNP) Indicator',
  'SNP Type',
  'SNP Institutional Type',
  'SNP Institutional Category',
  'Dual Eligible SNP (D-SNP) Integration Status',
  'D-SNP Applicable Integrated Plan (AIP) Identifier',
  'Chronic or Disabling Condition SNP (C-SNP) Condition Type',
  'Medicare Zero-Dollar Cost Sharing D-SNP Plan',
  'Part D Coverage Indicator',
  'National PDP',
  'Drug Benefit Category',
  'Drug Benefit Type',
  'Voluntary De Minimis Program Participant',
  'Part D Basic Premium At or Below Regional Benchmark',
  'Low Income Subsidy (LIS) Auto Enrollment',
  'Offers Drug Tier with No Part D Deductible',
  'Annual Part D Deductible Amount',
  'Part D Basic Premium',
  'Part D Supplemental Premium',
  'Part D Total Premium',
  'Low Income Premium Subsidy (LIPS) Amount',
  'Part D LIPS (CMS Pays)',
  'Part D Low Income Beneficiary Premium Amount',
  'Part D Out-of-Pocket (OOP) Threshold',
  'Part C Premium',
  'Monthly Consolidated Premium (Part C + D)',
  'In-Network Maximum Out-of-Pocket (MOOP) Amount',
  'Part C Summary Star Rating',
  'Part D Summary Star Rating',
  'Overall Star Rating',
  'MA Region Code',
  'MA Region',
  'PDP Region Code',
  'PDP Region',
] as const;

type SamplePlan = {
  planId: string;
  carrier: string;
  planName: string;
  planType: string;
  monthlyPremium: string;
  hasRxCoverage: boolean;
  rxDeductible: string | null;
  moopInNetwork: string | null;
  starRating: string | null;
  counties: string[] | null;
};

const NA = 'Not Applicable';
/** "$1,234.50 " as CMS writes money (with its trailing space). */
const cmsMoney = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} `;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The standard Part D deductible of 2026: a PDP with it offers the basic benefit. */
const STANDARD_DEDUCTIBLE = 615;

/** The sample's Part D premiums of a plan (see the rules above); null without drug coverage. */
function samplePartDPremiums(
  plan: Pick<SamplePlan, 'planType' | 'monthlyPremium' | 'hasRxCoverage' | 'rxDeductible'>,
) {
  if (!plan.hasRxCoverage) return null;
  const total = Number(plan.monthlyPremium);
  const basicPdp = isDrugPlan(plan.planType) && Number(plan.rxDeductible ?? 0) >= STANDARD_DEDUCTIBLE;
  const basic = /D-SNP/.test(plan.planType) || basicPdp ? total : cents(total * 0.64);
  const supplemental = cents(total - basic);
  const cmsPays = Math.min(basic, SAMPLE_LIPS_AMOUNT);
  return { basic, supplemental, total, cmsPays, extraHelp: cents(basic - cmsPays + supplemental) };
}

/** The cells of a stand-alone drug plan's row that differ from a Medicare Advantage plan's. */
function pdpCells(basicBenefit: boolean): Partial<Record<(typeof LANDSCAPE_2026_HEADER)[number], string>> {
  return {
    'Contract Category Type': 'PDP',
    'Organization Type': 'PDP',
    'Plan Type': 'Medicare Prescription Drug Plan',
    'National PDP': 'No',
    'Drug Benefit Category': basicBenefit ? 'Basic' : 'Enhanced',
    'Drug Benefit Type': basicBenefit ? 'Basic Alternative' : 'Enhanced Alternative',
    'Part C Premium': NA,
    'Monthly Consolidated Premium (Part C + D)': NA,
    'In-Network Maximum Out-of-Pocket (MOOP) Amount': NA,
    'Part C Summary Star Rating': NA,
    'Overall Star Rating': NA,
    'MA Region Code': NA,
    'MA Region': NA,
    'PDP Region Code': '23',
    'PDP Region': 'Oklahoma',
  };
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The sample Landscape CSV's text for the plans, one row per plan and county. */
function buildLandscapeSample(
  plans: readonly SamplePlan[] = loadSamplePlans<SamplePlan>(),
  allCounties: readonly string[] = loadCounties().map((c) => c.name),
): string {
  const lines = [LANDSCAPE_2026_HEADER.join(',')];
  for (const plan of plans) {
    const [contract = '', number = '', segment = '0'] = plan.planId.split('-');
    const snp = /([DCI])-SNP/.exec(plan.planType)?.[1];
    const partD = samplePartDPremiums(plan);
    const premium = Number(plan.monthlyPremium);
    const baseType = plan.planType.replace(/\s*[DCI]-SNP$/, '').replace(/^MA-PD$/, 'HMO');
    const stars =
      plan.starRating === null ? 'Plan too new to be measured' : Number(plan.starRating).toFixed(1);
    const cells: Record<(typeof LANDSCAPE_2026_HEADER)[number], string> = {
      'Contract Year': '2026',
      'Contract Category Type': snp ? 'SNP' : plan.hasRxCoverage ? 'MA-PD' : 'MA',
      'US Territory': 'No',
      'State Territory Abbreviation': 'OK',
      'State Territory Name': 'Oklahoma',
      'County Name': '',
      'Contract ID': contract,
      'Plan ID': number,
      'Segment ID': segment,
      ContractPlanID: `${contract}_${number}`,
      ContractPlanSegmentID: `${contract}_${number}_${segment}`,
      'Sanctioned Plan': 'No',
      'Parent Organization Name': `${plan.carrier} (sample)`,
      'Contract Name': `${plan.carrier.toUpperCase()} (SAMPLE)`,
      'Organization Marketing Name': plan.carrier,
      'Organization Type': 'Local CCP',
      'Plan Name': plan.planName,
      'Plan Type': baseType,
      'Special Needs Plan (SNP) Indicator': snp ? 'Yes' : 'No',
      'SNP Type':
        snp === 'D'
          ? 'Dual-Eligible'
          : snp === 'C'
            ? 'Chronic or Disabling Condition'
            : snp
              ? 'Institutional'
              : NA,
      'SNP Institutional Type': NA,
      'SNP Institutional Category': NA,
      'Dual Eligible SNP (D-SNP) Integration Status': snp === 'D' ? 'Coordination Only' : NA,
      'D-SNP Applicable Integrated Plan (AIP) Identifier': NA,
      'Chronic or Disabling Condition SNP (C-SNP) Condition Type': NA,
      'Medicare Zero-Dollar Cost Sharing D-SNP Plan': NA,
      'Part D Coverage Indicator': plan.hasRxCoverage ? 'Yes' : 'No',
      'National PDP': NA,
      'Drug Benefit Category': partD ? (partD.supplemental > 0 ? 'Enhanced' : 'Basic') : NA,
      'Drug Benefit Type': partD
        ? partD.supplemental > 0
          ? 'Enhanced Alternative'
          : 'Actuarially Equivalent'
        : NA,
      'Voluntary De Minimis Program Participant': partD ? 'No' : NA,
      'Part D Basic Premium At or Below Regional Benchmark': partD
        ? partD.basic <= SAMPLE_LIPS_AMOUNT
          ? 'Yes'
          : 'No'
        : NA,
      'Low Income Subsidy (LIS) Auto Enrollment': partD && partD.basic <= SAMPLE_LIPS_AMOUNT ? 'Yes' : 'No',
      'Offers Drug Tier with No Part D Deductible': partD ? 'Yes' : NA,
      'Annual Part D Deductible Amount': partD ? cmsMoney(Number(plan.rxDeductible ?? 0)) : NA,
      'Part D Basic Premium': partD ? cmsMoney(partD.basic) : NA,
      'Part D Supplemental Premium': partD ? cmsMoney(partD.supplemental) : NA,
      'Part D Total Premium': partD ? cmsMoney(partD.total) : NA,
      'Low Income Premium Subsidy (LIPS) Amount': partD ? cmsMoney(SAMPLE_LIPS_AMOUNT) : NA,
      'Part D LIPS (CMS Pays)': partD ? cmsMoney(partD.cmsPays) : NA,
      'Part D Low Income Beneficiary Premium Amount': partD ? cmsMoney(partD.extraHelp) : NA,
      'Part D Out-of-Pocket (OOP) Threshold': partD ? cmsMoney(2100) : NA,
      'Part C Premium': cmsMoney(partD ? 0 : premium),
      'Monthly Consolidated Premium (Part C + D)': cmsMoney(premium),
      'In-Network Maximum Out-of-Pocket (MOOP) Amount':
        plan.moopInNetwork === null ? NA : cmsMoney(Number(plan.moopInNetwork)),
      'Part C Summary Star Rating': stars,
      'Part D Summary Star Rating': partD ? stars : NA,
      'Overall Star Rating': stars,
      'MA Region Code': '18',
      'MA Region': 'Kansas and Oklahoma',
      'PDP Region Code': NA,
      'PDP Region': NA,
    };
    // A stand-alone drug plan as CMS lists one: no Part C, no MOOP, its PDP region, no MA region.
    if (isDrugPlan(plan.planType)) Object.assign(cells, pdpCells(partD !== null && partD.supplemental === 0));
    const counties = plan.counties && plan.counties.length > 0 ? plan.counties : allCounties;
    for (const county of counties) {
      cells['County Name'] = county;
      lines.push(LANDSCAPE_2026_HEADER.map((h) => quote(cells[h])).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Writes the sample Landscape file's premiums for the seeded plans in the database, once (none
 * when plan_premiums has rows already, such as a real Landscape import's). Returns the rows written.
 */
export async function seedSampleLandscapePremiums(
  db: DbExecutor,
  existing: readonly { planId: string; planYear: number }[],
) {
  const rows = parse(buildLandscapeSample(), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const converted = landscapeToPlans(rows, { state: 'OK' });
  if (converted.rowErrors.length > 0) {
    throw new Error(`The sample Landscape file has ${converted.rowErrors.length} rows with problems`);
  }
  const yearOf = new Map(existing.map((p) => [p.planId, p.planYear]));
  const plans = converted.plans.flatMap((p) => {
    const planYear = yearOf.get(String(p.planId));
    return planYear === undefined ? [] : [{ planId: String(p.planId), planYear }];
  });
  return writePlanPremiums(db, plans, converted.premiums, {
    fileName: LANDSCAPE_SAMPLE_FILE,
    sample: true,
    state: 'OK',
  });
}
