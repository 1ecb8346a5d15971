import { useRef } from 'react';
import type {
  CarrierCreateInput,
  CarrierList,
  CarrierRecord,
  CarrierUpdate,
  CarrierWriteResponse,
} from '../../../../shared/carrier-contracts';
import {
  AdminListPage,
  DeleteDialog,
  ListStatus,
  ListTable,
  RowActions,
  useAdminGet,
  useListEditor,
  useListWrites,
} from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { adminPlanKeys } from '../../../lib/admin-plans-api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { CarrierForm, type CarrierFormValues } from './carrier-form';

/** A carrier write can rename plans and changes the plan filters' options, so those are stale too. */
const CARRIERS_KEY = ['admin', 'carriers'] as const;

const useCarrierList = () => useAdminGet<CarrierList>(CARRIERS_KEY, '/api/admin/carriers');

const useCarrierWrites = () =>
  useListWrites<CarrierCreateInput, CarrierUpdate, CarrierWriteResponse>('/api/admin/carriers', [
    CARRIERS_KEY,
    adminPlanKeys.all,
  ]);

const SAVE_FAILED = 'The carrier could not be saved. Please try again.';

const plansText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'plan' : 'plans'}`;

/** The one carrier list: names, spellings, plan counts; names plans hold that are not listed can be added. */
export function CarriersPage() {
  const list = useCarrierList();
  const { create, update, remove } = useCarrierWrites();
  const editor = useListEditor<CarrierRecord>((error) => errorMessage(error, SAVE_FAILED));
  const { editing } = editor;
  const nameRef = useRef<HTMLInputElement>(null);

  function save(values: CarrierFormValues) {
    if (editing) {
      editor.save(update, { id: editing.id, body: values }, ({ carrier, plansRenamed }) => {
        toast.success('Carrier saved', { description: savedText(carrier.name, plansRenamed) });
        editor.close(editing.id);
      });
    } else {
      editor.save(create, values, ({ carrier, plansRenamed }) => {
        toast.success('Carrier added', { description: savedText(carrier.name, plansRenamed) });
        editor.close();
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

  return (
    <AdminListPage
      title="Carriers"
      subtitle="One name for each carrier. Plans, imports and the plan filters use these names; the other spellings are matched to them."
    >
      <div className="mb-8 max-w-2xl">
        <CarrierForm
          key={editor.formKey}
          editing={editing ?? undefined}
          pending={create.isPending || update.isPending}
          serverError={editor.serverError}
          onSubmit={save}
          onCancel={editing ? () => editor.close(editing.id) : undefined}
          nameRef={nameRef}
        />
      </div>
      <ListStatus query={list} loading="Loading carriers…" failed="Failed to load the carriers" />
      {list.data ? (
        <>
          <ListTable
            label="Carriers"
            caption="Carriers, their other spellings and how many plans each has"
            columns={['Carrier', 'Other spellings', 'Plans']}
            numeric="Plans"
          >
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
                <RowActions
                  name={carrier.name}
                  editRef={editor.rowButton(carrier.id)}
                  onEdit={() => editor.edit(carrier, () => nameRef.current)}
                  onDelete={() => editor.setDeleting(carrier)}
                />
              </tr>
            ))}
          </ListTable>
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
      <DeleteDialog
        editor={editor}
        remove={remove}
        title="Delete carrier"
        description={(carrier) =>
          carrier.planCount > 0 ? (
            <p>
              {carrier.name} is the carrier of {plansText(carrier.planCount)}, so it cannot be deleted. Move
              those plans to another carrier, or rename this one instead.
            </p>
          ) : (
            <p>
              Delete {carrier.name} from the list of carriers? Import files spelling it will keep their own
              spelling.
            </p>
          )
        }
        deleted={(carrier) => ['Carrier deleted', `${carrier.name} is no longer on the list.`]}
        failed="The carrier could not be deleted. Please try again."
      />
    </AdminListPage>
  );
}

function savedText(name: string, plansRenamed: number): string {
  if (plansRenamed === 0) return `${name} saved.`;
  return `${name} saved; ${plansText(plansRenamed)} now ${plansRenamed === 1 ? 'uses' : 'use'} this name.`;
}
