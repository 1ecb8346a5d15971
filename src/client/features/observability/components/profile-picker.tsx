import { useId, useState } from 'react';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatDate, formatDateTime } from '../../../../shared/format';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Combobox } from '../../../components/ui/combobox';
import { SelectField } from '../../../components/ui/select';
import { candidatePlanYears } from '../../../lib/admin-plans-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSubmissionSearch } from '../api/scoring-analysis';

export const SUBMISSION_SEARCH_DEBOUNCE_MS = 250;

type ProfilePickerProps = {
  /** Null for the reference profile. */
  userId: string | null;
  profile: ScoringAnalysis['profile'] | undefined;
  /** The loaded analysis's, or the one asked for while it loads. */
  planYear: number | null;
  onChoose: (userId: string | null) => void;
  onYear: (year: number) => void;
};

function whoseRanking(userId: string | null, profile: ProfilePickerProps['profile']): string {
  if (profile?.kind === 'reference') return profile.description;
  if (profile?.kind === 'submission')
    return `The ranking stored for the submission made ${formatDateTime(profile.createdAt)} (result ID ${profile.userId}).`;
  return userId ? `The submission with result ID ${userId}.` : 'The reference profile.';
}

function yearChoices(current: number | null): number[] {
  const years = new Set(candidatePlanYears(new Date()));
  if (current !== null) years.add(current);
  return [...years].sort((a, b) => b - a);
}

/** The reference profile or a stored submission; names show only in suggestions, the URL gets the result ID. */
export function ProfilePicker({ userId, profile, planYear, onChoose, onYear }: ProfilePickerProps) {
  const [text, setText] = useState('');
  const yearId = useId();
  const debounced = useDebouncedValue(text.trim(), SUBMISSION_SEARCH_DEBOUNCE_MS);
  const search = useSubmissionSearch(debounced);
  const waiting = debounced !== text.trim() || search.isFetching;
  const options = !waiting && search.data ? search.data : [];
  let emptyMessage = 'No previous submissions found.';
  if (waiting) emptyMessage = 'Searching…';
  else if (search.isError) emptyMessage = 'Failed to search users';

  const choose = (record: SavedUserRecord) => {
    setText('');
    onChoose(record.id);
  };

  return (
    <section aria-labelledby="observability-profile" className="mb-6">
      <Card className="p-5">
        <h2 id="observability-profile" className="text-2xl font-bold text-slate-900">
          Ranking analysed
        </h2>
        {planYear === null ? null : (
          <p className="mt-1 text-xl font-semibold text-slate-900">Ranking for {planYear} plans</p>
        )}
        <p className="mt-1 break-words text-slate-800">{whoseRanking(userId, profile)}</p>
        {userId ? (
          <p className="mt-1 text-slate-700">
            A submission is ranked over the plans of the year it was made for.
          </p>
        ) : (
          <SelectField
            id={yearId}
            className="mt-4 max-w-xs"
            label="Plan year for the reference profile"
            value={planYear === null ? '' : String(planYear)}
            onChange={(event) => onYear(Number(event.target.value))}
          >
            {planYear === null ? <option value="">Loading…</option> : null}
            {yearChoices(planYear).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        )}
        <div className="mt-4 flex flex-col items-start gap-4">
          <div className="w-full max-w-xl">
            <Combobox<SavedUserRecord>
              id="observability-submission-search"
              label="Analyse a submission"
              listLabel="Matching submissions"
              hint="Type at least 2 characters of a name, or a birth date as YYYY-MM-DD."
              value={text}
              onInputChange={setText}
              options={options}
              optionKey={(record) => record.id}
              renderOption={(record) => (
                <>
                  <span className="font-semibold">
                    {record.lastName}, {record.firstName}
                  </span>{' '}
                  <span className="text-slate-700">submitted {formatDate(record.createdAt)}</span>
                </>
              )}
              onSelect={choose}
              emptyMessage={emptyMessage}
            />
          </div>
          {userId ? (
            <Button variant="outline" onClick={() => onChoose(null)}>
              Use reference profile
            </Button>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
