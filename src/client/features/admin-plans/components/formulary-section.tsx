import { useState } from 'react';
import type { FormularyEntry, FormularyEntryInput } from '../../../../shared/plan-catalogue-contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  type CataloguePlan,
  useFormulary,
  useRemoveFormularyEntry,
  useSetFormularyEntry,
} from '../api/plan-catalogue';
import { FormularyAddForm } from './formulary-add-form';
import { describeEntry, FormularyTable } from './formulary-table';

const FAILED = 'Failed to update the formulary. Please try again.';
const failed = (error: unknown) =>
  toast.error('Formulary update failed', { description: errorMessage(error, FAILED) });

/** The drugs the plan covers (design.md §4 plan_formulary). */
export function FormularySection({ plan }: { plan: CataloguePlan }) {
  const formulary = useFormulary(plan);
  const save = useSetFormularyEntry(plan);
  const remove = useRemoveFormularyEntry(plan);
  const [filter, setFilter] = useState('');
  const [removing, setRemoving] = useState<FormularyEntry | null>(null);

  const entries = formulary.data?.entries ?? [];
  const onFormulary = new Set(entries.map((e) => e.medicationName.toLowerCase()));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? entries.filter((e) => e.medicationName.toLowerCase().includes(needle)) : entries;

  async function add(medicationName: string, input: FormularyEntryInput): Promise<boolean> {
    try {
      const entry = await save.mutateAsync({ medicationName, input });
      toast.success('Drug added', {
        description: `${entry.medicationName} is on the formulary at tier ${entry.tier}.`,
      });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  function change(medicationName: string, input: FormularyEntryInput) {
    save.mutate(
      { medicationName, input },
      {
        onSuccess: () =>
          toast.success('Formulary updated', { description: describeEntry(medicationName, input) }),
        onError: failed,
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const name = removing.medicationName;
    remove.mutate(name, {
      onSuccess: () => {
        setRemoving(null);
        toast.success('Drug removed', { description: `${name} is no longer on the formulary.` });
      },
      onError: (error) => {
        setRemoving(null);
        failed(error);
      },
    });
  }

  return (
    <section aria-labelledby="formulary-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="formulary-heading" className="text-2xl font-bold">
          Formulary
        </h2>
        <p className="text-slate-700">
          The drugs this plan covers and at which tier. A drug that is not listed is not covered.
        </p>
      </div>
      <FormularyAddForm
        onFormulary={onFormulary}
        pending={save.isPending && !onFormulary.has(save.variables?.medicationName.toLowerCase() ?? '')}
        onSave={add}
      />
      {formulary.isPending ? <LoadingState label="Loading formulary..." /> : null}
      {formulary.isError ? (
        <ErrorState message="Failed to load the formulary" onRetry={() => formulary.refetch()} />
      ) : null}
      {formulary.data ? (
        <>
          <h3 id="formulary-list-heading" className="text-xl font-bold">
            Drugs on this formulary ({entries.length})
          </h3>
          {entries.length === 0 ? (
            <p className="text-slate-800">No drugs on this formulary yet.</p>
          ) : (
            <>
              <TextField
                id="formulary-filter"
                label="Filter the list"
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                className="max-w-md"
              />
              <p role="status" className="text-slate-700">
                {needle ? `${shown.length} of ${entries.length} drugs match.` : ''}
              </p>
              {shown.length > 0 ? (
                <FormularyTable
                  entries={shown}
                  saving={save.isPending && save.variables ? save.variables : null}
                  onChange={change}
                  onRemove={setRemoving}
                  labelledBy="formulary-list-heading"
                />
              ) : null}
            </>
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove drug from formulary"
        description={`Are you sure you want to remove "${removing?.medicationName ?? ''}" from this plan's formulary? The plan will no longer cover it.`}
        confirmLabel="Remove Drug"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
