import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AccountRow } from '../../../../shared/account-contracts';
import { formatDateTime } from '../../../../shared/format';
import { isRole, ROLE_LABELS, type Role } from '../../../../shared/roles';
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
import { useAccounts, useCreateAccount, useDeleteAccount, useUpdateAccount } from '../api/accounts';
import { AccountForm, type AccountFormValues } from './account-form';
import { ReassignClients } from './reassign-clients';

const SAVE_FAILED = 'The account could not be saved. Please try again.';
const clientsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'client' : 'clients'}`;
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/**
 * /admin/accounts (issue 20, ADR 0020), admins only: every account of the back office and every
 * counselor, with how many clients each counselor has; add, edit (role, password) and delete; and
 * move all of a counselor's clients to another counselor (needed before deleting one who has any).
 */
export function AccountsPage() {
  useDocumentTitle('Accounts');
  const headingId = useId();
  const list = useAccounts();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  const [reassigning, setReassigning] = useState<AccountRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const firstFieldRef = useRef<HTMLInputElement | HTMLSelectElement>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();

  function resetForm(focusRow?: number) {
    setEditing(null);
    setServerError(null);
    setFormKey((k) => k + 1);
    if (focusRow !== undefined) focusAfterRender(() => rowButtons.current.get(focusRow));
  }

  function save(values: AccountFormValues) {
    setServerError(null);
    const onError = (error: unknown) => setServerError(errorMessage(error, SAVE_FAILED));
    if (editing) {
      const id = editing.id;
      update.mutate(
        { id, body: { role: values.role, password: values.password } },
        {
          onSuccess: () => {
            toast.success('Account saved', { description: `${editing.email} is saved.` });
            resetForm(id);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { email: values.email, role: values.role, password: values.password },
      {
        onSuccess: () => {
          toast.success('Account added', {
            description: `${values.email} can sign in as ${roleLabel(values.role).toLowerCase()}.`,
          });
          resetForm();
          focusAfterRender(() => firstFieldRef.current);
        },
        onError,
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const account = deleting;
    remove.mutate(account.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Account deleted', { description: `${account.email} can no longer sign in.` });
        focusAfterRender(() => document.getElementById(headingId));
      },
      onError: (error) => {
        setDeleting(null);
        toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') });
        focusAfterRender(() => rowButtons.current.get(account.id));
      },
    });
  }

  const accounts = list.data?.admins ?? [];
  const counselors = accounts.filter((a) => a.role === 'counselor');

  return (
    <>
      <p className="mb-4">
        <Link to="/admin">Back to the dashboard</Link>
      </p>
      <PageHeading subtitle="Who can sign in: admins and editors at the admin sign-in, counselors at /counselor/login. A counselor's clients are theirs alone.">
        Accounts
      </PageHeading>
      <div className="mb-8 max-w-2xl">
        <AccountForm
          key={formKey}
          editing={
            editing && isRole(editing.role) ? { email: editing.email, role: editing.role as Role } : undefined
          }
          pending={create.isPending || update.isPending}
          serverError={serverError}
          onSubmit={save}
          onCancel={editing ? () => resetForm(editing.id) : undefined}
          firstFieldRef={firstFieldRef}
        />
      </div>
      {reassigning ? (
        <div className="mb-8 max-w-2xl">
          <ReassignClients
            from={reassigning}
            counselors={counselors.filter((c) => c.id !== reassigning.id)}
            onDone={() => {
              const id = reassigning.id;
              setReassigning(null);
              focusAfterRender(() => rowButtons.current.get(id));
            }}
          />
        </div>
      ) : null}
      <h2 id={headingId} tabIndex={-1} className="mb-3 text-2xl font-bold">
        All accounts
      </h2>
      {list.isPending ? <LoadingState label="Loading accounts…" /> : null}
      {list.isError ? (
        <ErrorState message="Failed to load the accounts" onRetry={() => list.refetch()} />
      ) : null}
      {list.data ? (
        <TableScrollRegion label="Accounts">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Accounts, their roles, last sign-in and a counselor's clients
            </caption>
            <thead>
              <tr className="bg-slate-100">
                {['Email', 'Role', 'Clients', 'Last sign-in'].map((label) => (
                  <th key={label} scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                    {label}
                  </th>
                ))}
                <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} className="border-b border-slate-300 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold break-all">
                    {account.email}
                  </th>
                  <td className="px-3 py-2">{roleLabel(account.role)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {account.role === 'counselor' ? clientsText(account.clients) : '—'}
                  </td>
                  <td className="px-3 py-2">
                    {account.lastLogin ? formatDateTime(account.lastLogin) : 'Never'}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="outline"
                        ref={(el) => {
                          if (el) rowButtons.current.set(account.id, el);
                        }}
                        aria-label={`Edit ${account.email}`}
                        onClick={() => {
                          setServerError(null);
                          setEditing(account);
                          setFormKey((k) => k + 1);
                          focusAfterRender(() => firstFieldRef.current);
                        }}
                      >
                        Edit
                      </Button>
                      {account.role === 'counselor' && account.clients > 0 ? (
                        <Button
                          variant="outline"
                          aria-label={`Reassign clients of ${account.email}`}
                          onClick={() => setReassigning(account)}
                        >
                          Reassign clients
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        aria-label={`Delete ${account.email}`}
                        onClick={() => setDeleting(account)}
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
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete account"
        description={
          deleting && deleting.clients > 0 ? (
            <p>
              {deleting.email} has {clientsText(deleting.clients)}. Reassign them to another counselor first;
              the server refuses to delete a counselor who still has clients.
            </p>
          ) : (
            <p>Delete {deleting?.email}? They can no longer sign in, and any session they have ends.</p>
          )
        }
        confirmLabel="Delete account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
