import { useState } from 'react';
import type { FormularyEntry, FormularyEntryInput } from '../../../../shared/plan-catalogue-contracts';
import { ListStatus } from '../../../components/admin-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import {
  type CataloguePlan,
  useFormulary,
  useRemoveFormularyEntry,
  useSetFormularyEntry,
} from '../api/plan-catalogue';
import { useCatalogueEdits } from '../hooks/use-catalogue-edits';
import { FormularyAddForm } from './formulary-add-form';
import { describeEntry, FormularyTable } from './formulary-table';

/** The drugs the plan covers (design.md §4 plan_formulary): add, change tier and restrictions, remove. */
export function FormularySection({ plan }: { plan: CataloguePlan }) {
  const formulary = useFormulary(plan);
  const save = useSetFormularyEntry(plan);
  const [filter, setFilter] = useState('');
  const { failed, add, setRemoving, removing, dialog } = useCatalogueEdits(
    'formulary',
    useRemoveFormularyEntry(plan),
    (entry: FormularyEntry) => entry.medicationName,
    ({ medicationName }) => ['Drug removed', `${medicationName} is no longer on the formulary.`],
  );

  const entries = formulary.data?.entries ?? [];
  const onFormulary = new Set(entries.map((e) => e.medicationName.toLowerCase()));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? entries.filter((e) => e.medicationName.toLowerCase().includes(needle)) : entries;

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
        onSave={(medicationName, input) =>
          add(
            () => save.mutateAsync({ medicationName, input }),
            (entry) => ['Drug added', `${entry.medicationName} is on the formulary at tier ${entry.tier}.`],
          )
        }
      />
      <ListStatus query={formulary} loading="Loading formulary..." failed="Failed to load the formulary" />
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
        {...dialog}
        title="Remove drug from formulary"
        description={`Are you sure you want to remove "${removing?.medicationName ?? ''}" from this plan's formulary? The plan will no longer cover it.`}
        confirmLabel="Remove Drug"
      />
    </section>
  );
}
