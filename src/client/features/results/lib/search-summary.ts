/** What the results are based on: "Based on 2 medications and 1 doctor near 73099. …". */

import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { hasExtraHelp } from '../../../../shared/profile-answers';
import { monthYear, type ResultsText } from './results-text';

type SummarisedUser = Pick<SavedUserRecord, 'medications' | 'doctors' | 'zipCode' | 'answers'>;

export function searchSummary(user: SummarisedUser, planYear: number, tx: ResultsText): string {
  const { t } = tx;
  const medications =
    user.medications.length === 0
      ? t('summary.noMedications')
      : t('summary.medications', { count: user.medications.length });
  const doctors =
    user.doctors.length === 0 ? t('summary.noDoctors') : t('summary.doctors', { count: user.doctors.length });
  const { pharmacy, pharmacyNpi, extraHelp, coverageStartMonth } = user.answers;
  const month = monthYear(tx, coverageStartMonth, planYear);
  const withHelp = hasExtraHelp(extraHelp);
  // The pharmacy matters only to someone who fills prescriptions.
  const costs =
    user.medications.length === 0
      ? t(withHelp ? 'summary.startWithExtraHelp' : 'summary.startWithoutExtraHelp', { month })
      : t('summary.costs', {
          filledAt: pharmacyNpi ? t('summary.filledAtYours') : t(`summary.filledAt.${pharmacy}`),
          help: withHelp ? t('summary.withExtraHelp') : t('summary.withoutExtraHelp'),
          month,
        });
  return t('summary.basedOn', { medications, doctors, zip: user.zipCode, costs });
}
