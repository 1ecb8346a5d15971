import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CarrierRecord } from '../../../../shared/carrier-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { useCarrierList, useCreateCarrier, useDeleteCarrier, useUpdateCarrier } from '../api/carrier-queries';
import { CarrierForm, type CarrierFormValues } from './carrier-form';

const SAVE_FAILED = 'The carrier could not be saved. Please try again.';
const DELETE_FAILED = 'The carrier could not be deleted. Please try again.';

const plansText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'plan' : 'plans'}`;

/**
 * The one list of carriers (issue 16): each carrier's name, the other spellings files use for it
 * and how many plans it has; add, edit (rename, aliases) and delete. Names plans hold that are not
 * on the list are shown below it, each with a button that adds it.
 */
export function CarriersPage() {
  useDocumentTitle('Carriers');
  const list = useCarrierList();
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const remove = useDeleteCarrier();
  const [editing, setEditing] = useState<CarrierRecord | null>(null);
  const [deleting, setDeleting] = useState<CarrierRecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();

  function startEdit(carrier: CarrierRecord) {
    setServerError(null);
    setEditing(carrier);
    setFormKey((k) => k + 1);
    // The form replaces the add form above the table: take the keyboard there.
    focusAfterRender(() => nameRef.current);
  }

  function stopEdit(carrierId?: number) {
    setEditing(null);
    setServerError(null);
    setFormKey((k) => k + 1);
    if (carrierId !== undefined) focusAfterRender(() => rowButtons.current.get(carrierId));
  }

  function save(values: CarrierFormValues) {
    setServerError(null);
    const onError = (error: unknown) => setServerError(errorMessage(error, SAVE_FAILED));
    if (editing) {
      const id = editing.id;
      update.mutate(
        { id, body: values },
        {
          onSuccess: ({ carrier, plansRenamed }) => {
            toast.success('Carrier saved', { description: savedText(carrier.name, plansRenamed) });
            stopEdit(id);
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: ({ carrier, plansRenamed }) => {
          toast.success('Carrier added', { description: savedText(carrier.name, plansRenamed) });
          setFormKey((k) => k + 1);
        },
        onError,
      });
    }
  }

  function addUnlisted(name: string) {
    create.mutate(
      { name, aliases: [] },
      {
        onSuccess: ({ carrier }) =>
          toast.success('Carrier added', { description: `${carrier.name} is on the list.` }),
        onError: (error) =>
          toast.error('Could not add the carrier', { description: errorMessage(error, SAVE_FAILED) }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const carrier = deleting;
    remove.mutate(carrier.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Carrier deleted', { description: `${carrier.name} is no longer on the list.` });
      },
      onError: (error) => {
        // Closed on failure too, so the toast is not hidden behind a modal.
        setDeleting(null);
        toast.error('Delete failed', { description: errorMessage(error, DELETE_FAILED) });
        focusAfterRender(() => rowButtons.current.get(carrier.id));
      },
    });
  }

  return (
    <>
      <p className="mb-4">
        <Link to="/admin">Back to the dashboard</Link>
      </p>
      <PageHeading subtitle="One name for each carrier. Plans, imports and the plan filters use these names; the other spellings are matched to them.">
        Carriers
      </PageHeading>
      <div className="mb-8 max-w-2xl">
        <CarrierForm
          key={formKey}
          title={editing ? `Edit ${editing.name}` : 'Add a carrier'}
          submitLabel={editing ? 'Save carrier' : 'Add carrier'}
          pendingLabel="Saving..."
          pending={create.isPending || update.isPending}
          initial={editing ? { name: editing.name, aliases: editing.aliases } : undefined}
          serverError={serverError}
          onSubmit={save}
          onCancel={editing ? () => stopEdit(editing.id) : undefined}
          nameRef={nameRef}
        />
      </div>
      {list.isPending ? <LoadingState label="Loading carriers…" /> : null}
      {list.isError ? (
        <ErrorState message="Failed to load the carriers" onRetry={() => list.refetch()} />
      ) : null}
      {list.data ? (
        <>
          <TableScrollRegion label="Carriers">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">
                Carriers, their other spellings and how many plans each has
              </caption>
              <thead>
                <tr className="bg-slate-100">
                  <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                    Carrier
                  </th>
                  <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                    Other spellings
                  </th>
                  <th scope="col" className="border-b-2 border-slate-300 px-3 py-2 text-right">
                    Plans
                  </th>
                  <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.carriers.map((carrier) => (
                  <tr key={carrier.id} className="border-b border-slate-300 align-top">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {carrier.name}
                    </th>
                    <td className="px-3 py-2">
                      {carrier.aliases.length > 0 ? (
                        carrier.aliases.join(', ')
                      ) : (
                        <span className="text-slate-700">None</span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{plansText(carrier.planCount)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        <Button
                          variant="outline"
                          ref={(el) => {
                            if (el) rowButtons.current.set(carrier.id, el);
                          }}
                          aria-label={`Edit ${carrier.name}`}
                          onClick={() => startEdit(carrier)}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`Delete ${carrier.name}`}
                          onClick={() => setDeleting(carrier)}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
          {list.data.unlisted.length > 0 ? (
            <section aria-labelledby="unlisted-heading" className="mt-8">
              <h2 id="unlisted-heading" className="text-2xl font-bold text-slate-900">
                Carrier names plans use that are not on the list
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {list.data.unlisted.map((entry) => (
                  <li key={entry.name} className="flex flex-wrap items-center gap-3">
                    <span>
                      {entry.name} ({plansText(entry.planCount)})
                    </span>
                    <Button
                      variant="outline"
                      aria-label={`Add ${entry.name} to the list`}
                      disabled={create.isPending}
                      onClick={() => addUnlisted(entry.name)}
                    >
                      Add to the list
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete carrier"
        description={
          deleting && deleting.planCount > 0 ? (
            <p>
              {deleting.name} is the carrier of {plansText(deleting.planCount)}, so it cannot be deleted. Move
              those plans to another carrier, or rename this one instead.
            </p>
          ) : (
            <p>
              Delete {deleting?.name} from the list of carriers? Import files spelling it will keep their own
              spelling.
            </p>
          )
        }
        confirmLabel="Delete carrier"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function savedText(name: string, plansRenamed: number): string {
  if (plansRenamed === 0) return `${name} saved.`;
  return `${name} saved; ${plansText(plansRenamed)} now ${plansRenamed === 1 ? 'uses' : 'use'} this name.`;
}
