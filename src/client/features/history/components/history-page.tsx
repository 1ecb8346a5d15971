import { MonitorX, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatCount } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgetDevice, useHistorySearch } from '../api/history-search';
import { historySearchText } from '../lib/history-query';
import { stashHistoryRecord } from '../lib/history-stash';
import { HistoryRecord } from './history-record';

export const HISTORY_DEBOUNCE_MS = 250;
const HINT = 'Type at least 2 characters to search.';
export const NOTHING_FOUND =
  'No previous submissions found. History shows only the searches made in this browser on this device.';

/**
 * Spec §2 "History": search earlier submissions by name or date of birth and reload one. Only
 * this browser's own submissions are searched (ADR 0011); "Forget this device" lets an agency's
 * shared computer drop them between clients.
 */
export function HistoryPage() {
  useDocumentTitle('Search History');
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [confirmForget, setConfirmForget] = useState(false);
  const forget = useForgetDevice();
  const query = historySearchText(text);
  const debounced = useDebouncedValue(query, HISTORY_DEBOUNCE_MS);
  const tooShort = query.length < SEARCH_MIN_CHARS;
  const search = useHistorySearch(debounced);
  const waiting = !tooShort && (debounced !== query || search.isLoading);
  const records = !tooShort && !waiting ? search.data : undefined;

  const load = (record: SavedUserRecord) => {
    if (!stashHistoryRecord(record)) {
      toast.error('Could not load this search', {
        description: 'Your browser did not let us keep it. Please fill in the form instead.',
      });
      return;
    }
    navigate('/');
  };

  let status = '';
  if (tooShort) status = HINT;
  else if (waiting) status = 'Searching…';
  else if (records?.length === 0) status = NOTHING_FOUND;
  else if (records) status = `${formatCount(records.length, 'previous submission')} found.`;

  return (
    <>
      <PageHeading subtitle="Find a search made before in this browser and load it into the form, or see its results.">
        Search History
      </PageHeading>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (Safari < 17) and jsdom */}
      <div role="search" className="mb-6 max-w-xl">
        <Label htmlFor={inputId}>Search by name or date of birth</Label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${inputId}-help`}
            className="pl-10"
          />
        </div>
        <p id={`${inputId}-help`} className="mt-2 text-slate-700">
          For example: Smith, or a date of birth such as 04/12/1955.
        </p>
      </div>
      <p role="status" className="mb-4 font-semibold text-slate-800">
        {status}
      </p>
      {search.isError && !tooShort && !waiting ? (
        <ErrorState message="Failed to search users" onRetry={() => void search.refetch()} />
      ) : null}
      {records && records.length > 0 ? (
        <ul aria-label="Previous submissions" className="flex flex-col gap-4">
          {records.map((record) => (
            <li key={record.id}>
              <HistoryRecord record={record} onLoad={load} />
            </li>
          ))}
        </ul>
      ) : null}
      <section
        aria-labelledby={`${inputId}-device`}
        className="mt-10 max-w-2xl border-t-2 border-slate-200 pt-6"
      >
        <h2 id={`${inputId}-device`} className="text-2xl font-bold">
          On a shared computer?
        </h2>
        <p className="mt-2 text-slate-800">
          History lists only the searches made in this browser. When you are done on a shared or public
          computer, forget this device so the next person cannot see them.
        </p>
        <Button variant="outline" className="mt-4" onClick={() => setConfirmForget(true)}>
          <MonitorX aria-hidden="true" className="size-5" />
          Forget this device
        </Button>
      </section>
      <ConfirmDialog
        open={confirmForget}
        onOpenChange={setConfirmForget}
        title="Forget this device?"
        description={
          <p>
            This browser will no longer list or open the searches made here, and the progress saved in the
            form is cleared. Anyone you sent a share link can still open it until it expires.
          </p>
        }
        confirmLabel="Forget this device"
        pendingLabel="Forgetting..."
        pending={forget.isPending}
        onConfirm={() =>
          forget.mutate(undefined, {
            onSuccess: () => {
              setConfirmForget(false);
              setText('');
              toast.success('This device is forgotten', {
                description: 'Your earlier searches are no longer listed here.',
              });
            },
            onError: (error) => {
              setConfirmForget(false);
              toast.error('Could not forget this device', {
                description: errorMessage(error, 'Please try again.'),
              });
            },
          })
        }
      />
    </>
  );
}
