import { useState } from 'react';
import type { NetworkProvider } from '../../../../shared/plan-catalogue-contracts';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import {
  type CataloguePlan,
  useAddNetworkProvider,
  useNetwork,
  useRemoveNetworkProvider,
} from '../api/plan-catalogue';
import { useCatalogueEdits } from '../hooks/use-catalogue-edits';
import { NetworkAddForm } from './network-add-form';

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
