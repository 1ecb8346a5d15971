/** The pharmacy question as shown: the answers carry only the kind and NPI (strict schema), so the pick's label is kept beside them. */
import type { PharmacySearchResult } from '../../../../shared/lookup-contracts';
import type { ProfileAnswers } from '../../../../shared/profile-answers';

export type PharmacyPick = {
  specific: boolean;
  /** Null when none is picked or its name is not known. */
  picked: { npi: string; label: string } | null;
};

export const NO_PHARMACY_PICK: PharmacyPick = { specific: false, picked: null };

/** An NPI in the answers always means "a specific pharmacy"; a label not of that NPI is dropped. */
export function pickForAnswers(
  pick: PharmacyPick | null | undefined,
  answers: Pick<ProfileAnswers, 'pharmacyNpi'>,
): PharmacyPick {
  const npi = answers.pharmacyNpi;
  const specific = npi !== null || (pick?.specific ?? false);
  const picked = npi !== null && pick?.picked?.npi === npi ? pick.picked : null;
  return { specific, picked };
}

export const pharmacyUnpicked = (pick: PharmacyPick, answers: Pick<ProfileAnswers, 'pharmacyNpi'>) =>
  pick.specific && answers.pharmacyNpi === null;

export function pharmacyLabel(pharmacy: Pick<PharmacySearchResult, 'name' | 'city'>): string {
  const city = pharmacy.city?.trim();
  return city ? `${pharmacy.name}, ${city}` : pharmacy.name;
}
