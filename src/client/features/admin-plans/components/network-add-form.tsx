import { type FormEvent, useState } from 'react';
import { type ProviderSearchResult, SEARCH_MIN_MESSAGE } from '../../../../shared/lookup-contracts';
import { providerLocation, providerName, providerSpecialty } from '../../../../shared/provider-display';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { useDoctorSearch } from '../api/plan-catalogue';

const CHOOSE_DOCTOR = 'Choose a doctor from the list';

/** Spec §3: the specialty (or "Unknown") and "City, State". */
const doctorDetails = (p: ProviderSearchResult) =>
  [providerSpecialty(p), providerLocation(p)].filter(Boolean).join(' · ');

type NetworkAddFormProps = {
  pending: boolean;
  /** Resolves true when added (the form then starts over). */
  onAdd: (doctor: { id: number; name: string }) => Promise<boolean>;
};

export function NetworkAddForm({ pending, onAdd }: NetworkAddFormProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ProviderSearchResult | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = useDoctorSearch(text);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setError(CHOOSE_DOCTOR);
      document.getElementById('network-doctor')?.focus();
      return;
    }
    if (await onAdd({ id: chosen.id, name: providerName(chosen) })) {
      setText('');
      setChosen(null);
      document.getElementById('network-doctor')?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="network-add-heading"
      className="rounded-lg border-2 border-slate-300 bg-slate-50 p-4"
    >
      <h3 id="network-add-heading" className="mb-4 text-xl font-bold">
        Add a doctor
      </h3>
      <Combobox<ProviderSearchResult>
        id="network-doctor"
        label="Doctor"
        listLabel="Matching doctors"
        placeholder="Type a doctor's name or specialty"
        hint={SEARCH_MIN_MESSAGE}
        value={text}
        onInputChange={(value) => {
          setText(value);
          setChosen(null);
        }}
        options={search.doctors}
        optionKey={(p) => String(p.id)}
        renderOption={(p) => (
          <span className="flex flex-col">
            <span className="font-semibold">{providerName(p)}</span>
            <span className="text-slate-700">{doctorDetails(p)}</span>
          </span>
        )}
        onSelect={(p) => {
          setText(providerName(p));
          setChosen(p);
          setError(undefined);
        }}
        emptyMessage={
          search.isSearching
            ? 'Searching…'
            : search.isError
              ? 'Failed to search providers'
              : 'No doctors found.'
        }
        error={error}
      />
      {chosen ? (
        <p className="mt-2 text-slate-800">
          Selected: <span className="font-semibold">{providerName(chosen)}</span> ({doctorDetails(chosen)})
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={pending}>
        {pending ? 'Adding...' : 'Add Doctor'}
      </Button>
    </form>
  );
}
