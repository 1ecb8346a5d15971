import { useId, useRef, useState } from 'react';
import type { AccountRow } from '../../../../shared/account-contracts';
import { formatDateTime } from '../../../../shared/format';
import { isRole, ROLE_LABELS, type Role } from '../../../../shared/roles';
import {
  AdminListPage,
  DeleteDialog,
  ListStatus,
  ListTable,
  RowActions,
  useListEditor,
} from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAccounts, useAccountWrites } from '../api/accounts';
import { AccountForm, type AccountFormValues } from './account-form';
import { ReassignClients } from './reassign-clients';

const SAVE_FAILED = 'The account could not be saved. Please try again.';
const clientsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'client' : 'clients'}`;
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** /admin/accounts (ADR 0020), admins only: back-office accounts and counselors; a counselor's clients move before deletion. */
export function AccountsPage() {
  const headingId = useId();
  const list = useAccounts();
  const { create, update, remove } = useAccountWrites();
  const editor = useListEditor<AccountRow>((error) => errorMessage(error, SAVE_FAILED));
  const { editing } = editor;
  const [reassigning, setReassigning] = useState<AccountRow | null>(null);
  const firstFieldRef = useRef<HTMLInputElement | HTMLSelectElement>(null);

  function save(values: AccountFormValues) {
    if (editing) {
      editor.save(update, { id: editing.id, body: { role: values.role, password: values.password } }, () => {
        toast.success('Account saved', { description: `${editing.email} is saved.` });
        editor.close(editing.id);
      });
      return;
    }
    editor.save(create, { email: values.email, role: values.role, password: values.password }, () => {
      toast.success('Account added', {
        description: `${values.email} can sign in as ${roleLabel(values.role).toLowerCase()}.`,
      });
      editor.close(() => firstFieldRef.current);
    });
  }

  const accounts = list.data?.admins ?? [];
  const counselors = accounts.filter((a) => a.role === 'counselor');

  return (
    <AdminListPage
      title="Accounts"
      subtitle="Who can sign in: admins and editors at the admin sign-in, counselors at /counselor/login. A counselor's clients are theirs alone."
    >
      <div className="mb-8 max-w-2xl">
        <AccountForm
          key={editor.formKey}
          editing={
            editing && isRole(editing.role) ? { email: editing.email, role: editing.role as Role } : undefined
          }
          pending={create.isPending || update.isPending}
          serverError={editor.serverError}
          onSubmit={save}
          onCancel={editing ? () => editor.close(editing.id) : undefined}
          firstFieldRef={firstFieldRef}
        />
      </div>
      {reassigning ? (
        <div className="mb-8 max-w-2xl">
          <ReassignClients
            from={reassigning}
            counselors={counselors.filter((c) => c.id !== reassigning.id)}
            onDone={() => {
              setReassigning(null);
              editor.focusRow(reassigning.id);
            }}
          />
        </div>
      ) : null}
      <h2 id={headingId} tabIndex={-1} className="mb-3 text-2xl font-bold">
        All accounts
      </h2>
      <ListStatus query={list} loading="Loading accounts…" failed="Failed to load the accounts" />
      {list.data ? (
        <ListTable
          label="Accounts"
          caption="Accounts, their roles, last sign-in and a counselor's clients"
          columns={['Email', 'Role', 'Clients', 'Last sign-in']}
        >
          {accounts.map((account) => (
            <tr key={account.id} className="border-b border-slate-300 align-top">
              <th scope="row" className="px-3 py-2 font-semibold break-all">
                {account.email}
              </th>
              <td className="px-3 py-2">{roleLabel(account.role)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {account.role === 'counselor' ? clientsText(account.clients) : '—'}
              </td>
              <td className="px-3 py-2">{account.lastLogin ? formatDateTime(account.lastLogin) : 'Never'}</td>
              <RowActions
                name={account.email}
                editRef={editor.rowButton(account.id)}
                onEdit={() => editor.edit(account, () => firstFieldRef.current)}
                onDelete={() => editor.setDeleting(account)}
              >
                {account.role === 'counselor' && account.clients > 0 ? (
                  <Button
                    variant="outline"
                    aria-label={`Reassign clients of ${account.email}`}
                    onClick={() => setReassigning(account)}
                  >
                    Reassign clients
                  </Button>
                ) : null}
              </RowActions>
            </tr>
          ))}
        </ListTable>
      ) : null}
      <DeleteDialog
        editor={editor}
        remove={remove}
        title="Delete account"
        description={(account) =>
          account.clients > 0 ? (
            <p>
              {account.email} has {clientsText(account.clients)}. Reassign them to another counselor first;
              the server refuses to delete a counselor who still has clients.
            </p>
          ) : (
            <p>Delete {account.email}? They can no longer sign in, and any session they have ends.</p>
          )
        }
        deleted={(account) => ['Account deleted', `${account.email} can no longer sign in.`]}
        failed="Please try again."
        afterDelete={() => document.getElementById(headingId)}
      />
    </AdminListPage>
  );
}
