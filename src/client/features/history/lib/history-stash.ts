import { HISTORY_LOAD_KEY } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { defaultCoverageStartMonth } from '../../../../shared/profile-answers';

/**
 * Puts a saved submission where the home form looks for it once (spec §4 "Home form": the
 * one-shot history key). False when the browser refuses storage (privacy modes, full quota).
 * The record's plan year stays behind (the form offers today's); "Duplicate for next year"
 * (duplicateForNextYear) sets the year to start from.
 */
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

/**
 * "Duplicate for next year" (ADR 0020): the client's details for the plan year after the one the
 * record was made for, with coverage starting when that year's plans start. The finder stores it as
 * a new client (with consent asked again); the original stays as it is.
 */
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
