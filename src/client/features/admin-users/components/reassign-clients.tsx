import { useEffect, useId, useRef, useState } from 'react';
import type { AccountRow } from '../../../../shared/account-contracts';
import { ListForm } from '../../../components/admin-list';
import { SelectField } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReassignClients } from '../api/accounts';

/** Moves every client of one counselor to another (ADR 0020), e.g. before deleting them. */
export function ReassignClients({
  from,
  counselors,
  onDone,
}: {
  from: AccountRow;
  counselors: AccountRow[];
  onDone: () => void;
}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reassign = useReassignClients();
  useEffect(() => selectRef.current?.focus(), []);

  function submit() {
    if (to === '') {
      setError('Choose the counselor who takes the clients.');
      selectRef.current?.focus();
      return;
    }
    reassign.mutate(
      { fromId: from.id, toCounselorId: Number(to) },
      {
        onSuccess: ({ moved }) => {
          const target = counselors.find((c) => String(c.id) === to);
          toast.success('Clients reassigned', {
            description: `${moved} ${moved === 1 ? 'client' : 'clients'} moved to ${target?.email ?? 'the counselor'}.`,
          });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The clients could not be moved. Please try again.')),
      },
    );
  }

  return (
    <ListForm
      title={`Reassign the clients of ${from.email}`}
      onSubmit={submit}
      pending={reassign.isPending}
      submitLabel="Move the clients"
      pendingLabel="Moving..."
      onCancel={onDone}
      canSubmit={counselors.length > 0}
    >
      {counselors.length === 0 ? (
        <p>There is no other counselor to take the clients. Add a counselor account first.</p>
      ) : (
        <SelectField
          id={`${id}-to`}
          label={`Move all ${from.clients} clients to`}
          ref={selectRef}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        >
          <option value="">Choose a counselor</option>
          {counselors.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.email}
            </option>
          ))}
        </SelectField>
      )}
    </ListForm>
  );
}
