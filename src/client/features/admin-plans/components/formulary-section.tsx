import { type FormEvent, useState } from 'react';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import {
  FORMULARY_TIERS,
  type FormularyEntry,
  type FormularyEntryInput,
  formularyEntryInputSchema,
} from '../../../../shared/plan-catalogue-contracts';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox } from '../../../components/ui/combobox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import {
  type CataloguePlan,
  useDrugCatalogue,
  useFormulary,
  useRemoveFormularyEntry,
  useSetFormularyEntry,
} from '../api/plan-catalogue';
import { useCatalogueEdits } from '../hooks/use-catalogue-edits';
import { matchDrugs } from '../lib/formulary-drugs';
import { describeEntry, FormularyTable, RESTRICTIONS, type Restriction } from './formulary-table';

const CHOOSE_DRUG = 'Choose a drug from the list';
const NO_FLAGS: Record<Restriction, boolean> = {
  priorAuthorization: false,
  quantityLimit: false,
  stepTherapy: false,
};

type FormularyAddFormProps = {
  /** Lower-cased names already on the formulary (changed in the table, not added again). */
  onFormulary: ReadonlySet<string>;
  pending: boolean;
  /** Resolves true when saved (the form then starts over). */
  onSave: (medicationName: string, input: FormularyEntryInput) => Promise<boolean>;
};

function FormularyAddForm({ onFormulary, pending, onSave }: FormularyAddFormProps) {
  const catalogue = useDrugCatalogue();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [tier, setTier] = useState('');
  const [flags, setFlags] = useState(NO_FLAGS);
  const [errors, setErrors] = useState<{ drug?: string; tier?: string }>({});

  const options = matchDrugs(catalogue.data ?? [], text, onFormulary);

  /** The chosen drug, or the catalogue drug whose name was typed in full. */
  function drugName(): string | null {
    if (chosen) return chosen;
    const typed = text.trim().toLowerCase();
    return catalogue.data?.find((d) => d.name.toLowerCase() === typed)?.name ?? null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = drugName();
    const parsed = formularyEntryInputSchema.safeParse({ tier: Number(tier || Number.NaN), ...flags });
    const next = {
      drug: name ? undefined : CHOOSE_DRUG,
      tier: parsed.success ? undefined : parsed.error.issues[0]?.message,
    };
    setErrors(next);
    if (!name) document.getElementById('formulary-drug')?.focus();
    else if (!parsed.success) document.getElementById('formulary-tier')?.focus();
    if (!name || !parsed.success) return;
    if (await onSave(name, parsed.data)) {
      setText('');
      setChosen(null);
      setTier('');
      setFlags(NO_FLAGS);
      document.getElementById('formulary-drug')?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="formulary-add-heading"
      className="rounded-lg border-2 border-slate-300 bg-slate-50 p-4"
    >
      <h3 id="formulary-add-heading" className="mb-4 text-xl font-bold">
        Add a drug
      </h3>
      <div className="grid gap-6 md:grid-cols-2">
        <Combobox<MedicationLookupItem>
          id="formulary-drug"
          label="Drug"
          listLabel="Matching drugs"
          placeholder="Type a drug name"
          value={text}
          onInputChange={(value) => {
            setText(value);
            setChosen(null);
          }}
          options={options}
          optionKey={(d) => d.name}
          renderOption={(d) => (
            <span>
              <span className="font-semibold">{d.name}</span>
              {d.genericName && d.genericName.toLowerCase() !== d.name.toLowerCase() ? (
                <span className="text-slate-700"> ({d.genericName})</span>
              ) : null}
            </span>
          )}
          onSelect={(d) => {
            setText(d.name);
            setChosen(d.name);
            setErrors((e) => ({ ...e, drug: undefined }));
          }}
          emptyMessage={catalogue.isPending ? 'Loading drugs…' : 'No medications found.'}
          minChars={1}
          error={errors.drug ?? (catalogue.isError ? 'The drug list could not be loaded.' : undefined)}
        />
        <div>
          <Label htmlFor="formulary-tier">Tier</Label>
          <Select
            id="formulary-tier"
            className="mt-1"
            value={tier}
            aria-invalid={errors.tier ? true : undefined}
            aria-describedby={errors.tier ? 'formulary-tier-error' : undefined}
            onChange={(event) => setTier(event.target.value)}
          >
            <option value="">Choose a tier</option>
            {FORMULARY_TIERS.map((t) => (
              <option key={t} value={t}>
                Tier {t}
              </option>
            ))}
          </Select>
          <FieldError id="formulary-tier-error" message={errors.tier} />
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold">Restrictions</legend>
        <div className="flex flex-wrap gap-x-6">
          {RESTRICTIONS.map((r) => (
            <Checkbox
              key={r.key}
              id={`formulary-new-${r.key}`}
              label={r.label}
              checked={flags[r.key]}
              onChange={(event) => setFlags((f) => ({ ...f, [r.key]: event.target.checked }))}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={pending}>
        {pending ? 'Saving...' : 'Save Drug'}
      </Button>
    </form>
  );
}

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
