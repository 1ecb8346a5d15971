import { useQueryClient } from '@tanstack/react-query';
import { MonitorX, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { useSignedInCounselor } from '../../../lib/counselor-session';
import { forgetRecord, useDeleteSubmission } from '../../../lib/submission-delete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgetDevice, useHistorySearch } from '../api/history-search';
import { historySearchText } from '../lib/history-query';
import { duplicateForNextYear, stashHistoryRecord } from '../lib/history-stash';
import { HistoryRecord } from './history-record';

export const HISTORY_DEBOUNCE_MS = 250;
const HINT = 'Type at least 2 characters to search.';
export const NOTHING_FOUND =
  'No previous submissions found. History shows only the searches made in this browser on this device.';
export const NO_CLIENTS = 'No clients found. Your clients are the searches you saved while signed in.';

/**
 * Spec §2 "History": search earlier submissions by name or date of birth and reload one. Only
 * this browser's own submissions are searched (ADR 0011); "Forget this device" lets an agency's
 * shared computer drop them between clients. A signed-in counselor sees "Your clients" instead
 * (ADR 0020): only their clients, newest first before any search, each with "Duplicate for next
 * year"; every owner can delete a record now.
 */
export function HistoryPage() {
  const counselor = useSignedInCounselor();
  useDocumentTitle(counselor ? 'Your Clients' : 'Search History');
  const navigate = useNavigate();
  const inputId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState('');
  const [confirmForget, setConfirmForget] = useState(false);
  const [toDelete, setToDelete] = useState<SavedUserRecord | null>(null);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const forget = useForgetDevice();
  const remove = useDeleteSubmission();
  const queryClient = useQueryClient();
  const query = historySearchText(text);
  const debounced = useDebouncedValue(query, HISTORY_DEBOUNCE_MS);
  const listNewest = counselor !== null;
  const tooShort = query.length < SEARCH_MIN_CHARS && !(listNewest && query.length === 0);
  const search = useHistorySearch(debounced, { listNewest });
  const waiting = !tooShort && (debounced !== query || search.isLoading);
  const records = !tooShort && !waiting ? search.data : undefined;

  const stashed = (ok: boolean) => {
    if (!ok) {
      toast.error('Could not load this search', {
        description: 'Your browser did not let us keep it. Please fill in the form instead.',
      });
      return;
    }
    navigate('/');
  };
  const load = (record: SavedUserRecord) => stashed(stashHistoryRecord(record));
  const duplicate = (record: SavedUserRecord) => stashed(duplicateForNextYear(record));

  const deleteNow = (record: SavedUserRecord) =>
    remove.mutate(record.id, {
      onSuccess: () => {
        setToDelete(null);
        forgetRecord(queryClient, record.id);
        toast.success(counselor ? 'The client is deleted' : 'The search is deleted');
        setDeletedId(record.id);
      },
      onError: (error) => {
        setToDelete(null);
        toast.error('Could not delete', { description: errorMessage(error, 'Please try again.') });
      },
    });

  // The card whose button had focus is gone once the list is read again: the keyboard goes to the
  // status line, which says what is left (after the dialog has given focus back to the page).
  useEffect(() => {
    if (deletedId === null || !records || records.some((r) => r.id === deletedId)) return;
    setDeletedId(null);
    // Not cleared with the effect: resetting deletedId re-runs it at once.
    setTimeout(() => statusRef.current?.focus(), 0);
  }, [deletedId, records]);

  const noun = counselor ? 'client' : 'previous submission';
  let status = '';
  if (tooShort) status = HINT;
  else if (waiting) status = 'Searching…';
  else if (records?.length === 0) status = counselor ? NO_CLIENTS : NOTHING_FOUND;
  else if (records)
    status = `${formatCount(records.length, noun)} ${counselor && query === '' ? 'listed, newest first' : 'found'}.`;

  return (
    <>
      {counselor ? (
        <PageHeading subtitle="Only your clients are listed here. Search by name or date of birth, open a client's results, load their details into the form, or start next year's search from them.">
          Your clients
        </PageHeading>
      ) : (
        <PageHeading subtitle="Find a search made before in this browser and load it into the form, or see its results.">
          Search History
        </PageHeading>
      )}
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
      <p role="status" ref={statusRef} tabIndex={-1} className="mb-4 font-semibold text-slate-800">
        {status}
      </p>
      {search.isError && !tooShort && !waiting ? (
        <ErrorState message="Failed to search users" onRetry={() => void search.refetch()} />
      ) : null}
      {records && records.length > 0 ? (
        <ul aria-label={counselor ? 'Your clients' : 'Previous submissions'} className="flex flex-col gap-4">
          {records.map((record) => (
            <li key={record.id}>
              <HistoryRecord
                record={record}
                onLoad={load}
                onDuplicate={counselor ? duplicate : undefined}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={counselor ? 'Delete this client now?' : 'Delete this search now?'}
        description={
          <p>
            {toDelete ? `${toDelete.firstName} ${toDelete.lastName}: ` : ''}the details, the results and every
            share link made for them are deleted for good.
          </p>
        }
        confirmLabel="Delete now"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => (toDelete ? deleteNow(toDelete) : undefined)}
      />
      {counselor ? null : (
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
      )}
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
