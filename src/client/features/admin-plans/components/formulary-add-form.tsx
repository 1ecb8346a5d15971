import { type FormEvent, useState } from 'react';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import {
  FORMULARY_TIERS,
  type FormularyEntryInput,
  formularyEntryInputSchema,
} from '../../../../shared/plan-catalogue-contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox } from '../../../components/ui/combobox';
import { FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useDrugCatalogue } from '../api/plan-catalogue';
import { matchDrugs } from '../lib/formulary-drugs';
import { RESTRICTIONS, type Restriction } from './formulary-table';

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

export function FormularyAddForm({ onFormulary, pending, onSave }: FormularyAddFormProps) {
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
