import { MonitorX, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeading } from '../../../components/ui/page-heading';
import { useErrorMessage } from '../../../i18n/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgetDevice, useHistorySearch } from '../api/history-search';
import { historySearchText } from '../lib/history-query';
import { stashHistoryRecord } from '../lib/history-stash';
import { HistoryRecord } from './history-record';

export const HISTORY_DEBOUNCE_MS = 250;

/**
 * Spec §2 "History": search earlier submissions by name or date of birth and reload one. Only
 * this browser's own submissions are searched (ADR 0011); "Forget this device" lets an agency's
 * shared computer drop them between clients.
 */
export function HistoryPage() {
  const { t } = useTranslation(['history', 'common']);
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('title'));
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
      toast.error(t('loadFailed'), { description: t('loadFailedDescription') });
      return;
    }
    navigate('/');
  };

  let status = '';
  if (tooShort) status = t('hint', { min: SEARCH_MIN_CHARS });
  else if (waiting) status = t('searching');
  else if (records?.length === 0) status = t('nothingFound');
  else if (records) status = t('found', { count: records.length });

  return (
    <>
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
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
      <p role="status" className="mb-4 font-semibold text-slate-800">
        {status}
      </p>
      {search.isError && !tooShort && !waiting ? (
        <ErrorState message={t('searchFailed')} onRetry={() => void search.refetch()} />
      ) : null}
      {records && records.length > 0 ? (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
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
          {t('device.heading')}
        </h2>
        <p className="mt-2 text-slate-800">{t('device.body')}</p>
        <Button variant="outline" className="mt-4" onClick={() => setConfirmForget(true)}>
          <MonitorX aria-hidden="true" className="size-5" />
          {t('device.forget')}
        </Button>
      </section>
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
