import { HISTORY_LOAD_KEY } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';

/**
 * Puts a saved submission where the home form looks for it once (spec §4 "Home form": the
 * one-shot history key). False when the browser refuses storage (privacy modes, full quota).
 */
export function stashHistoryRecord(record: SavedUserRecord): boolean {
  try {
    window.localStorage.setItem(HISTORY_LOAD_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
