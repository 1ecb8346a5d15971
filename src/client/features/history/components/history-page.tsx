import { useQueryClient } from '@tanstack/react-query';
import { MonitorX, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeading } from '../../../components/ui/page-heading';
import { useErrorMessage } from '../../../i18n/error-message';
import { forgetRecord, useDeleteSubmission } from '../../../lib/submission-delete';
import { toast } from '../../../lib/toast';
import { useSignedInCounselor } from '../../../lib/use-admin-session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  duplicateForNextYear,
  stashHistoryRecord,
  useForgetDevice,
  useHistorySearch,
} from '../api/history-search';
import { historySearchText } from '../lib/history-query';
import { HistoryRecord } from './history-record';

/**
 * Spec §2 "History": this browser's own submissions (ADR 0011), "Forget this device" for shared computers;
 * a signed-in counselor sees "Your clients" with "Duplicate for next year" (ADR 0020).
 */
export function HistoryPage() {
  const { t } = useTranslation(['history', 'common']);
  const errorMessage = useErrorMessage();
  const counselor = useSignedInCounselor();
  useDocumentTitle(counselor ? t('clients.documentTitle') : t('title'));
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
  const debounced = useDebouncedValue(query, 250);
  const tooShort = query.length < SEARCH_MIN_CHARS && query.length > 0;
  const search = useHistorySearch(debounced);
  const waiting = !tooShort && (debounced !== query || search.isLoading);
  const records = !tooShort && !waiting ? search.data : undefined;

  const stashed = (ok: boolean) => {
    if (!ok) {
      toast.error(t('loadFailed'), { description: t('loadFailedDescription') });
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
        toast.success(counselor ? t('delete.clientDeleted') : t('delete.searchDeleted'));
        setDeletedId(record.id);
      },
      onError: (error) => {
        setToDelete(null);
        toast.error(t('delete.failed'), { description: errorMessage(error, t('common:errors.tryAgain')) });
      },
    });

  // The focused card is gone after the refetch: focus the status line, which says what is left.
  useEffect(() => {
    if (deletedId === null || !records || records.some((r) => r.id === deletedId)) return;
    setDeletedId(null);
    // Not cleared with the effect: resetting deletedId re-runs it at once.
    setTimeout(() => statusRef.current?.focus(), 0);
  }, [deletedId, records]);

  // A counselor's words are under "clients.".
  const whose = counselor ? 'clients.' : '';
  let status = '';
  if (tooShort) status = t('hint', { min: SEARCH_MIN_CHARS });
  else if (waiting) status = t('searching');
  else if (records?.length === 0) status = t(`${whose}nothingFound`);
  else if (records) status = t(`${whose}${query === '' ? 'listed' : 'found'}`, { count: records.length });

  return (
    <>
      <PageHeading subtitle={t(`${whose}subtitle`)}>{t(`${whose}title`)}</PageHeading>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (Safari < 17) and jsdom */}
      <div role="search" className="mb-6 max-w-xl">
        <Label htmlFor={inputId}>{t('searchLabel')}</Label>
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
          {t('searchExample')}
        </p>
      </div>
      <p role="status" ref={statusRef} tabIndex={-1} className="mb-4 font-semibold text-slate-800">
        {status}
      </p>
      {search.isError && !tooShort && !waiting ? (
        <ErrorState message={t('searchFailed')} onRetry={() => void search.refetch()} />
      ) : null}
      {records && records.length > 0 ? (
        <ul aria-label={counselor ? t('clients.title') : t('listLabel')} className="flex flex-col gap-4">
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
        title={counselor ? t('delete.clientTitle') : t('delete.searchTitle')}
        description={
          <p>
            {toDelete
              ? t('delete.bodyNamed', { name: `${toDelete.firstName} ${toDelete.lastName}` })
              : t('delete.body')}
          </p>
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.deleting')}
        pending={remove.isPending}
        onConfirm={() => (toDelete ? deleteNow(toDelete) : undefined)}
      />
      {counselor ? null : (
        <section
          aria-labelledby={`${inputId}-device`}
          className="mt-10 max-w-2xl border-t-2 border-slate-200 pt-6"
        >
          <h2 id={`${inputId}-device`} className="text-2xl font-bold">
            {t('device.heading')}
          </h2>
          <p className="mt-2 text-slate-800">{t('device.body')}</p>
          <Button variant="outline" className="mt-4" onClick={() => setConfirmForget(true)}>
            <MonitorX aria-hidden="true" className="size-5" />
            {t('device.forget')}
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={confirmForget}
        onOpenChange={setConfirmForget}
        title={t('device.confirmTitle')}
        description={<p>{t('device.confirmBody')}</p>}
        confirmLabel={t('device.forget')}
        pendingLabel={t('device.forgetting')}
        pending={forget.isPending}
        onConfirm={() =>
          forget.mutate(undefined, {
            onSuccess: () => {
              setConfirmForget(false);
              setText('');
              toast.success(t('device.forgotten'), { description: t('device.forgottenDescription') });
            },
            onError: (error) => {
              setConfirmForget(false);
              toast.error(t('device.forgetFailed'), {
                description: errorMessage(error, t('common:errors.tryAgain')),
              });
            },
          })
        }
      />
    </>
  );
}
