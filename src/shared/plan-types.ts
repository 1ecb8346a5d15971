/**
 * One list of plan types (issue 16 "Admin"): "HMO CSNP", "hmo c-snp" and "HMO C SNP" are one type,
 * "HMO C-SNP", so filtering by one spelling finds them all. Imports keep the file's own spelling
 * beside it (`plan_type_as_imported`). The catalogue's types are a base (HMO, HMO-POS, PPO, PFFS,
 * MSA, Cost, MA-PD, SNP) and, for a special needs plan, " D-SNP", " C-SNP" or " I-SNP" — the form
 * the CMS Landscape importer writes (cms-landscape.ts) and the engine reads (eligibility.ts).
 * A type not recognised keeps its spelling, tidied (spaces), so nothing is refused or guessed.
 */

/** The types the plan filters offer before any data is loaded (spec §9, plus the SNP types of Oklahoma). */
export const KNOWN_PLAN_TYPES = [
  'HMO',
  'HMO-POS',
  'PPO',
  'MA-PD',
  'PFFS',
  'MSA',
  'Cost',
  'SNP',
  'HMO C-SNP',
  'HMO D-SNP',
  'HMO I-SNP',
  'PPO C-SNP',
  'PPO D-SNP',
  'PPO I-SNP',
] as const;

/**
 * Medicare Advantage base types by their letters alone ("HMO/POS" → HMOPOS), as CMS names them too
 * (the Landscape importer maps with these); local and regional PPOs are PPOs.
 */
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

/**
 * The catalogue's spelling of a plan type: base and SNP kind as above, whatever the letter case,
 * spaces, hyphens or slashes of the input ("hmo/pos" → "HMO-POS", "HMO CSNP" → "HMO C-SNP"); an
 * unrecognised type is returned with its spaces tidied.
 */
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
