import { HISTORY_LOAD_KEY } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { defaultCoverageStartMonth } from '../../../../shared/profile-answers';

/** The home form's one-shot history key; false when storage is refused. The plan year stays behind unless duplicating. */
export function stashHistoryRecord(record: SavedUserRecord, planYear?: number): boolean {
  const { planYear: _made, retainUntil: _kept, ...fields } = record;
  try {
    window.localStorage.setItem(
      HISTORY_LOAD_KEY,
      JSON.stringify(planYear === undefined ? fields : { ...fields, planYear }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The client for the next plan year, coverage from its start; stored as a new client with consent asked again (ADR 0020). */
export function duplicateForNextYear(record: SavedUserRecord, today = new Date()): boolean {
  const planYear = (record.planYear ?? today.getFullYear()) + 1;
  return stashHistoryRecord(
    {
      ...record,
      answers: { ...record.answers, coverageStartMonth: defaultCoverageStartMonth(today, planYear) },
    },
    planYear,
  );
}
