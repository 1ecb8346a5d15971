import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';

export const DRUG_SUGGESTIONS_MAX = 20;

/** Spec §9's order without the category rank; drugs already on the formulary are left out. */
export function matchDrugs(
  catalogue: readonly MedicationLookupItem[],
  text: string,
  onFormulary: ReadonlySet<string>,
): MedicationLookupItem[] {
  const q = text.trim().toLowerCase();
  if (q === '') return [];
  const rank = (drug: MedicationLookupItem): number => {
    const name = drug.name.toLowerCase();
    const generic = drug.genericName?.toLowerCase() ?? '';
    if (name.startsWith(q)) return 0;
    if (generic.startsWith(q)) return 1;
    if (name.includes(q)) return 2;
    if (generic.includes(q)) return 3;
    return -1;
  };
  return catalogue
    .filter((drug) => !onFormulary.has(drug.name.toLowerCase()))
    .map((drug) => ({ drug, rank: rank(drug) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.drug.name.localeCompare(b.drug.name, 'en'))
    .slice(0, DRUG_SUGGESTIONS_MAX)
    .map(({ drug }) => drug);
}
