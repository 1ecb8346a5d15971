/**
 * The pharmacy question as the finder shows it (issue 17): one of the three kinds, or "a specific
 * pharmacy near me". The answers carry only the kind and the picked pharmacy's NPI (the submission
 * is a strict schema, and the server names the pharmacy itself), so what the form shows of the
 * pick, "Walgreens, Yukon", is kept beside the form values: in memory and in saved progress.
 */
import type { PharmacySearchResult } from '../../../../shared/lookup-contracts';
import type { ProfileAnswers } from '../../../../shared/profile-answers';

export type PharmacyPick = {
  /** "A specific pharmacy near me" is chosen, whether or not a pharmacy is picked yet. */
  specific: boolean;
  /** The picked pharmacy as shown, with its NPI; null when none is picked or its name is not known. */
  picked: { npi: string; label: string } | null;
};

export const NO_PHARMACY_PICK: PharmacyPick = { specific: false, picked: null };

/**
 * The pick as it fits the answers: an NPI in the answers always means "a specific pharmacy" (the
 * form never shows a kind while sending a pharmacy), and a label belongs to that NPI or is dropped
 * (a history record has only the NPI: "the pharmacy you picked before").
 */
export function pickForAnswers(
  pick: PharmacyPick | null | undefined,
  answers: Pick<ProfileAnswers, 'pharmacyNpi'>,
): PharmacyPick {
  const npi = answers.pharmacyNpi;
  const specific = npi !== null || (pick?.specific ?? false);
  const picked = npi !== null && pick?.picked?.npi === npi ? pick.picked : null;
  return { specific, picked };
}

/** A specific pharmacy chosen but none picked: Find My Plans stops and says so. */
export const pharmacyUnpicked = (pick: PharmacyPick, answers: Pick<ProfileAnswers, 'pharmacyNpi'>) =>
  pick.specific && answers.pharmacyNpi === null;

/** "Walgreens, Yukon" (the name alone when the city is not known). */
export function pharmacyLabel(pharmacy: Pick<PharmacySearchResult, 'name' | 'city'>): string {
  const city = pharmacy.city?.trim();
  return city ? `${pharmacy.name}, ${city}` : pharmacy.name;
}
