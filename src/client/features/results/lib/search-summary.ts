/**
 * What the results are based on, e.g. "Based on 2 medications and 1 doctor near 73099.
 * Prescriptions filled at a standard pharmacy, without Extra Help, for a plan starting in January 2026".
 */

import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatCount } from '../../../../shared/format';
import { coverageStartLabel, hasExtraHelp, type PharmacyChoice } from '../../../../shared/profile-answers';

const FILLED_AT: Record<PharmacyChoice, string> = {
  preferred: 'Prescriptions filled at a preferred pharmacy',
  standard: 'Prescriptions filled at a standard pharmacy',
  mail: 'Prescriptions filled by mail order',
};

type SummarisedUser = Pick<SavedUserRecord, 'medications' | 'doctors' | 'zipCode' | 'answers'>;

export function searchSummary(user: SummarisedUser, planYear: number): string {
  const medications =
    user.medications.length === 0 ? 'no medications' : formatCount(user.medications.length, 'medication');
  const doctors = user.doctors.length === 0 ? 'no doctors' : formatCount(user.doctors.length, 'doctor');
  const { pharmacy, pharmacyNpi, extraHelp, coverageStartMonth } = user.answers;
  // The summary has only the NPI of a pharmacy they picked; each plan card names it.
  const filledAt = pharmacyNpi ? 'Prescriptions filled at your pharmacy' : FILLED_AT[pharmacy];
  const help = hasExtraHelp(extraHelp) ? 'with Extra Help' : 'without Extra Help';
  const start = `for a plan starting in ${coverageStartLabel(coverageStartMonth, planYear)}`;
  // The pharmacy matters only to someone who fills prescriptions.
  const costs =
    user.medications.length === 0
      ? `${help.charAt(0).toUpperCase()}${help.slice(1)}, ${start}`
      : `${filledAt}, ${help}, ${start}`;
  return `Based on ${medications} and ${doctors} near ${user.zipCode}. ${costs}`;
}
