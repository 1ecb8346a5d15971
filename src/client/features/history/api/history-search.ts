/** This browser's own submissions (ADR 0011), searched by name or birth date in the body; "Forget this device". */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY, SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { defaultCoverageStartMonth } from '../../../../shared/profile-answers';
import { apiPost, apiRequest } from '../../../lib/api-client';
import { removeStored } from '../../../lib/browser-storage';

/** No text: newest first (own searches, or a counselor's clients); text narrows from 2 characters. */
export function useHistorySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['medicare', 'users-search', q],
    queryFn: ({ signal }) =>
      apiRequest<SavedUserRecord[]>('/api/medicare/users/search', { method: 'POST', body: { q }, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS || q.length === 0,
    staleTime: 5_000,
  });
}

/** Forgets this browser: its History key and its saved form progress. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ forgotten: boolean; released: number }>('/api/medicare/history/forget'),
    onSuccess: () => {
      removeStored(FORM_PROGRESS_KEY, HISTORY_LOAD_KEY);
      queryClient.removeQueries({ queryKey: ['medicare'] });
    },
  });
}

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
