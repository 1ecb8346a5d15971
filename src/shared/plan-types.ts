/**
 * One list of plan types: "HMO CSNP", "hmo c-snp", "HMO C SNP" are "HMO C-SNP"; imports keep theirs in
 * `plan_type_as_imported`. A base (HMO, HMO-POS, PPO, PFFS, MSA, Cost, MA-PD, SNP) plus " D-SNP",
 * " C-SNP" or " I-SNP", as cms-landscape.ts writes and eligibility.ts reads; unknown types kept, tidied.
 */

/** The types the filters offer before any data loads (spec §9, plus Oklahoma's SNP types). */
export const KNOWN_PLAN_TYPES: readonly string[] = [
  ...['HMO', 'HMO-POS', 'PPO', 'MA-PD', 'PFFS', 'MSA', 'Cost', 'SNP'],
  ...['HMO', 'PPO'].flatMap((base) => ['C', 'D', 'I'].map((kind) => `${base} ${kind}-SNP`)),
];

/** MA base types by their letters alone ("HMO/POS" → HMOPOS), as CMS names them; local and regional PPOs are PPOs. */
export const MA_BASE_PLAN_TYPES: Readonly<Record<string, string>> = {
  HMO: 'HMO',
  HMOPOS: 'HMO-POS',
  PPO: 'PPO',
  LOCALPPO: 'PPO',
  REGIONALPPO: 'PPO',
  PFFS: 'PFFS',
  MSA: 'MSA',
  COST: 'Cost',
  '1876COST': 'Cost',
};

/** The catalogue's own types besides: an MA plan with drugs (MA-PD) and a bare SNP. */
const BASES: Record<string, string> = { ...MA_BASE_PLAN_TYPES, MAPD: 'MA-PD', SNP: 'SNP' };

/** The catalogue's spelling of a plan type ("hmo/pos" → "HMO-POS", "HMO CSNP" → "HMO C-SNP"); unknown: spaces tidied. */
export function normalizePlanType(planType: string): string {
  const tidy = planType.replace(/\s+/g, ' ').trim();
  const letters = tidy.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const snp = /^(.+?)([DCI])SNP$/.exec(letters);
  const base = BASES[snp?.[1] ?? letters];
  if (!base) return tidy;
  return snp ? `${base} ${snp[2]}-SNP` : base;
}

/** One list of plan types: the known ones, then every other type the data holds, once each. */
export function planTypeChoices(inData: readonly string[]): string[] {
  const byLower = new Map<string, string>(KNOWN_PLAN_TYPES.map((t) => [t.toLowerCase(), t]));
  for (const type of inData.map(normalizePlanType)) {
    if (type !== '' && !byLower.has(type.toLowerCase())) byLower.set(type.toLowerCase(), type);
  }
  return [...byLower.values()];
}
