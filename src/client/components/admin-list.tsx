import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../i18n/use-formatters';
import { apiGet, apiRequest, errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';
import { useFocusAfterRender } from '../lib/use-focus-after-render';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { ErrorState } from './ui/error-state';
import { LoadingState } from './ui/loading-state';
import { PageHeading } from './ui/page-heading';
import { TableScrollRegion } from './ui/table-scroll-region';

/* The scaffold of the admin lists (carriers, accounts, Medigap rates): add-or-edit form, table with Edit/Delete, delete confirmation. English, like the admin pages. */

/** What a screen passes its add-or-edit form. */
export type ListFormProps<V, E = string> = {
  pending: boolean;
  serverError: E | null;
  onSubmit: (values: V) => void;
  onCancel?: () => void;
};

type Target = () => HTMLElement | null | undefined;
type Handlers<D> = { onSuccess: (data: D) => void; onError: (error: unknown) => void };
type Mutation<V, D> = { mutate: (variables: V, handlers: Handlers<D>) => void; isPending: boolean };

/** The form's item (null: new), a fresh form key per open, the save refusal, the row being deleted; focus to the form and back to the row. */
export function useListEditor<T extends { id: number }, E = string>(toError: (error: unknown) => E) {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverError, setServerError] = useState<E | null>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const focus = useFocusAfterRender();
  const focusRow = (id: number) => focus(() => rowButtons.current.get(id));

  function reset(item: T | null, isOpen: boolean) {
    setEditing(item);
    setOpen(isOpen);
    setServerError(null);
    setFormKey((k) => k + 1);
  }

  return {
    editing,
    open,
    formKey,
    serverError,
    deleting,
    setDeleting,
    focus,
    focusRow,
    /** Opens a fresh form for `item` (null: new), focusing `target`. */
    edit(item: T | null, target: Target) {
      reset(item, true);
      focus(target);
    },
    /** Back to an empty form; focus to that row's Edit button, or to `then`. */
    close(then?: number | Target) {
      reset(null, false);
      if (typeof then === 'number') focusRow(then);
      else if (then) focus(then);
    },
    save<V, D>(mutation: Mutation<V, D>, variables: V, onSuccess: (data: D) => void) {
      setServerError(null);
      mutation.mutate(variables, { onSuccess, onError: (error) => setServerError(toError(error)) });
    },
    rowButton: (id: number) => (element: HTMLButtonElement | null) => {
      if (element) rowButtons.current.set(id, element);
      else rowButtons.current.delete(id);
    },
  };
}

/** GET `path` under `queryKey` (an 'admin' key, so signing out drops it); `keep`: the last answer stays on screen while the next loads. */
export function useAdminGet<T>(
  queryKey: QueryKey,
  path: string,
  { keep = false, ...options }: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> & { keep?: boolean } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<T>(path, { signal }),
    ...(keep ? { placeholderData: keepPreviousData } : {}),
    ...options,
  });
}

/** POST `path`, PUT and DELETE `path/{id}`; each success marks `stale` keys stale (awaited with `wait`). */
export function useListWrites<C, U, RC, RU = RC>(path: string, stale: readonly QueryKey[], wait = false) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    const done = Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return wait ? done : undefined;
  };
  return {
    create: useMutation({
      mutationFn: (body: C) => apiRequest<RC>(path, { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: U }) =>
        apiRequest<RU>(`${path}/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<unknown>(`${path}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

type ListEditor<T extends { id: number }> = ReturnType<typeof useListEditor<T, unknown>>;

export function AdminListPage({
  title,
  subtitle,
  back = 'Back to the dashboard',
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  back?: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back}
        </Link>
      </Button>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <PageHeading subtitle={subtitle}>{title}</PageHeading>
          {actions}
        </div>
      ) : (
        <PageHeading subtitle={subtitle}>{title}</PageHeading>
      )}
      {children}
    </>
  );
}

export function ListStatus({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  loading: string;
  /** A function of the error when the server's own words should show. */
  failed: string | ((error: unknown) => string);
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    const message = typeof failed === 'string' ? failed : failed(query.error);
    return <ErrorState message={message} onRetry={() => query.refetch()} />;
  }
  return null;
}

export function ListForm({
  title,
  headingRef,
  onSubmit,
  children,
  serverError,
  pending,
  submitLabel,
  pendingLabel = 'Saving...',
  onCancel,
  canSubmit = true,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit: () => void;
  children: ReactNode;
  serverError?: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel?: () => void;
  /** False: only Cancel (there is nothing to send). */
  canSubmit?: boolean;
}) {
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
      {serverError ? (
        <p role="alert" className="font-medium text-red-800">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {canSubmit ? (
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const CELL = 'border-b-2 border-slate-300 px-3 py-2';

export function ListTable({
  label,
  caption,
  columns,
  numeric,
  actions = true,
  className,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  numeric?: string;
  actions?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableScrollRegion label={label}>
      <table className={clsx('w-full border-collapse text-left', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-slate-100">
            {columns.map((column) => (
              <th key={column} scope="col" className={clsx(CELL, column === numeric && 'text-right')}>
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={CELL}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScrollRegion>
  );
}

/** Previous, "Page 2 of 5" (and what `children` adds, such as a page size), Next; `busy` holds both while a page loads. */
export function ListPager({
  label,
  page,
  pages,
  busy = false,
  onPage,
  children,
}: {
  label: string;
  page: number;
  pages: number;
  busy?: boolean;
  onPage: (page: number) => void;
  children?: ReactNode;
}) {
  const { number: count } = useFormatters();
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous
      </Button>
      <p className="font-semibold">
        Page {count(page)} of {count(Math.max(1, pages))}
      </p>
      {children}
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}

/** Big figures with their words, such as the dashboard's Quick Stats. */
export function StatList({
  stats,
  className,
}: {
  stats: [label: string, value: string][];
  className: string;
}) {
  return (
    <dl className={clsx('grid gap-4', className)}>
      {stats.map(([label, value]) => (
        <div key={label} className="flex flex-col rounded-lg border border-slate-300 bg-slate-50 p-4">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-3xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Sample" beside demonstration data: words, not only a colour. */
export function SampleBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full border-2 border-amber-800 bg-amber-50 px-3 py-0.5 text-base font-semibold whitespace-nowrap text-amber-950">
      {children}
    </span>
  );
}

export function RowActions({
  name,
  editRef,
  onEdit,
  onDelete,
  children,
}: {
  /** How the buttons name the row: "Edit Humana". */
  name: string;
  editRef: Ref<HTMLButtonElement>;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <td className="px-3 py-2">
      <div className="flex flex-wrap justify-end gap-2">
        {onEdit ? (
          <Button variant="outline" ref={editRef} aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {children}
        {onDelete ? (
          <Button variant="secondary" aria-label={`Delete ${name}`} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </td>
  );
}

/** Closed on failure too, so the toast is not hidden behind a modal; focus then returns to the row. */
export function DeleteDialog<T extends { id: number }>({
  editor,
  remove,
  title,
  description,
  pendingLabel = 'Deleting...',
  deleted,
  failed,
  afterDelete,
}: {
  editor: ListEditor<T>;
  remove: Mutation<number, unknown>;
  title: string;
  description: (item: T) => ReactNode;
  pendingLabel?: string;
  deleted: (item: T) => [string, string];
  failed: string;
  afterDelete?: Target;
}) {
  const item = editor.deleting;
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) editor.setDeleting(null);
      }}
      title={title}
      description={item ? description(item) : null}
      confirmLabel={title}
      pendingLabel={pendingLabel}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            editor.setDeleting(null);
            const [heading, text] = deleted(item);
            toast.success(heading, { description: text });
            if (afterDelete) editor.focus(afterDelete);
          },
          onError: (error) => {
            editor.setDeleting(null);
            toast.error('Delete failed', { description: errorMessage(error, failed) });
            editor.focusRow(item.id);
          },
        });
      }}
    />
  );
}
