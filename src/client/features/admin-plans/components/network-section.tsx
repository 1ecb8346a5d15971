import { type FormEvent, useState } from 'react';
import { type ProviderSearchResult, SEARCH_MIN_MESSAGE } from '../../../../shared/lookup-contracts';
import type { NetworkProvider } from '../../../../shared/plan-catalogue-contracts';
import { providerLocation, providerName, providerSpecialty } from '../../../../shared/provider-display';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import {
  type CataloguePlan,
  useAddNetworkProvider,
  useDoctorSearch,
  useNetwork,
  useRemoveNetworkProvider,
} from '../api/plan-catalogue';
import { useCatalogueEdits } from '../hooks/use-catalogue-edits';

const CHOOSE_DOCTOR = 'Choose a doctor from the list';

/** Spec §3: the specialty (or "Unknown") and "City, State". */
const doctorDetails = (p: ProviderSearchResult) =>
  [providerSpecialty(p), providerLocation(p)].filter(Boolean).join(' · ');

type NetworkAddFormProps = {
  pending: boolean;
  /** Resolves true when added (the form then starts over). */
  onAdd: (doctor: { id: number; name: string }) => Promise<boolean>;
};

function NetworkAddForm({ pending, onAdd }: NetworkAddFormProps) {
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

/** The doctors in the plan's network (design.md §4 plan_networks): search, add, remove. */
export function NetworkSection({ plan }: { plan: CataloguePlan }) {
  const [filter, setFilter] = useState('');
  const network = useNetwork(plan, filter);
  const add = useAddNetworkProvider(plan);
  const edits = useCatalogueEdits(
    'network',
    useRemoveNetworkProvider(plan),
    (provider: NetworkProvider) => provider.id,
    ({ name }) => ['Doctor removed', `${name} is no longer in this plan's network.`],
  );

  const data = network.data;
  const searching = filter.trim() !== '';
  return (
    <section aria-labelledby="network-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="network-heading" className="text-2xl font-bold">
          Network
        </h2>
        <p className="text-slate-700">
          The doctors in this plan's network. Members pay in-network copays to them.
        </p>
      </div>
      <NetworkAddForm
        pending={add.isPending}
        onAdd={(doctor) =>
          edits.add(
            () => add.mutateAsync(doctor.id),
            (added) => ['Doctor added', `${added.name} is in this plan's network.`],
          )
        }
      />
      <h3 id="network-list-heading" className="text-xl font-bold">
        Doctors in this network
      </h3>
      <TextField
        id="network-filter"
        label="Search this network"
        hint="By name, such as Smith or Smith, John."
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="max-w-md"
      />
      <ListStatus query={network} loading="Loading network..." failed="Failed to load the network" />
      {data ? (
        <>
          <p role="status" className="text-slate-800">
            {data.total === 0
              ? searching
                ? 'No doctors in this network match.'
                : 'No doctors in this network yet.'
              : `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'doctor' : 'doctors'}${searching ? ' match' : ''}${
                  data.total > data.providers.length
                    ? `; showing the first ${data.providers.length}. Search to narrow the list.`
                    : '.'
                }`}
          </p>
          {data.providers.length > 0 ? (
            <ul
              aria-labelledby="network-list-heading"
              className="flex flex-col divide-y divide-slate-300 border-y border-slate-300"
            >
              {data.providers.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold break-words">{p.name}</span>
                    <span className="text-slate-700">
                      {p.specialty}
                      {p.city ? ` · ${p.city}` : ''}
                    </span>
                  </span>
                  <Button
                    variant="outline"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => edits.setRemoving(p)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        {...edits.dialog}
        title="Remove doctor from network"
        description={`Are you sure you want to remove "${edits.removing?.name ?? ''}" from this plan's network?`}
        confirmLabel="Remove Doctor"
      />
    </section>
  );
}
