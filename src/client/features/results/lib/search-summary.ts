/** One line saying what the results are based on, e.g. "Based on 2 medications and 1 doctor near 73099". */

import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatCount } from '../../../../shared/format';

export function searchSummary(user: Pick<SavedUserRecord, 'medications' | 'doctors' | 'zipCode'>): string {
  const medications =
    user.medications.length === 0 ? 'no medications' : formatCount(user.medications.length, 'medication');
  const doctors = user.doctors.length === 0 ? 'no doctors' : formatCount(user.doctors.length, 'doctor');
  return `Based on ${medications} and ${doctors} near ${user.zipCode}`;
}
