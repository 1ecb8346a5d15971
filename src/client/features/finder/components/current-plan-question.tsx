import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextField } from '../../../components/ui/text-field';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { CURRENT_PLAN_MIN_CHARS, useCurrentPlanSearch } from '../api/finder-queries';
import type { FinderFormValues } from '../lib/form-values';
import { SearchStoppedAlert } from './entry-list';

export const CURRENT_PLAN_UNPICKED_ID = 'finder-current-plan-unpicked';
const INPUT_ID = 'finder-current-plan';
const PICKED_ID = 'finder-current-plan-picked';

export type CurrentPlanDraft = { text: string; label: string | null };
export const NO_CURRENT_PLAN_DRAFT: CurrentPlanDraft = { text: '', label: null };

/** Typed but nothing picked: Find My Plans stops rather than compare without it. */
export const currentPlanUnpicked = (draft: CurrentPlanDraft, currentPlanId: string | null) =>
  currentPlanId === null && draft.text.trim() !== '';

/** "Your current plan" (optional): picked by name, carrier or plan ID, so the results can compare it. */
export function CurrentPlanQuestion({
  draft,
  onDraftChange,
  unfinishedShown,
  onUnfinishedDone,
}: {
  draft: CurrentPlanDraft;
  onDraftChange: (draft: CurrentPlanDraft) => void;
  unfinishedShown: boolean;
  onUnfinishedDone: (options: { moveFocus: boolean }) => void;
}) {
  const { t } = useTranslation('finder');
  const { control, setValue } = useFormContext<FinderFormValues>();
  const currentPlanId = useWatch({ control, name: 'answers.currentPlanId' });
  const planYear = useWatch({ control, name: 'planYear' });
  const search = useCurrentPlanSearch(draft.text, planYear);
  const focusAfterRender = useFocusAfterRender();
  const setFocusId = (id: string) => focusAfterRender(() => document.getElementById(id));

  const set = { shouldDirty: true } as const;
  if (currentPlanId) {
    return (
      <div id="finder-current-plan-question" className="flex flex-col gap-2">
        <p className="text-lg font-bold text-slate-900">{t('currentPlan.heading')}</p>
        <p id={PICKED_ID} tabIndex={-1} className="text-lg text-slate-900">
          {draft.label ?? t('currentPlan.planFallback', { id: currentPlanId })}
        </p>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setValue('answers.currentPlanId', null, set);
              onDraftChange(NO_CURRENT_PLAN_DRAFT);
              setFocusId(INPUT_ID);
            }}
          >
            {t('currentPlan.change')}
          </Button>
        </div>
      </div>
    );
  }

  const results = search.query.data ?? [];
  return (
    <div id="finder-current-plan-question" className="flex flex-col gap-3">
      {unfinishedShown ? (
        <SearchStoppedAlert id={CURRENT_PLAN_UNPICKED_ID} message={t('currentPlan.unpicked')} />
      ) : null}
      <TextField
        id={INPUT_ID}
        className="sm:max-w-md"
        label={t('currentPlan.label')}
        hint={t('currentPlan.hint')}
        autoComplete="off"
        maxLength={100}
        value={draft.text}
        onChange={(event) => {
          onDraftChange({ text: event.target.value, label: null });
          if (unfinishedShown && event.target.value.trim() === '') onUnfinishedDone({ moveFocus: false });
        }}
        onKeyDown={(event) => {
          // Enter here searches (as typing does); it must not send the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div aria-live="polite">
        {draft.text.trim().length > 0 && draft.text.trim().length < CURRENT_PLAN_MIN_CHARS ? (
          <p className="text-slate-700">{t('currentPlan.minChars')}</p>
        ) : search.enabled && search.query.isPending ? (
          <LoadingState label={t('currentPlan.finding')} />
        ) : search.enabled && search.query.isError ? (
          <ErrorState message={t('currentPlan.failed')} onRetry={() => void search.query.refetch()} />
        ) : search.enabled && results.length === 0 ? (
          <p className="text-slate-800">{t('currentPlan.noMatch', { q: search.q })}</p>
        ) : null}
      </div>
      {search.enabled && results.length > 0 ? (
        <ul aria-label={t('currentPlan.listLabel')} className="flex flex-col gap-2">
          {results.map((plan) => {
            const label = `${plan.planName} (${plan.planId})`;
            return (
              <li key={plan.planId}>
                <Button
                  variant="outline"
                  className="h-auto min-h-11 w-full justify-start whitespace-normal text-left sm:max-w-xl"
                  onClick={() => {
                    setValue('answers.currentPlanId', plan.planId, set);
                    onDraftChange({ text: '', label: `${label}, ${plan.carrier}` });
                    if (unfinishedShown) onUnfinishedDone({ moveFocus: true });
                    else setFocusId(PICKED_ID);
                  }}
                >
                  {t('currentPlan.pick', { plan: label, carrier: plan.carrier })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
