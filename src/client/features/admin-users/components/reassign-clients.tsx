import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AccountRow } from '../../../../shared/account-contracts';
import { Button } from '../../../components/ui/button';
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

  function submit(event: FormEvent) {
    event.preventDefault();
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
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Reassign the clients of {from.email}
      </h2>
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
      <div className="flex flex-wrap gap-3">
        {counselors.length > 0 ? (
          <Button type="submit" disabled={reassign.isPending}>
            {reassign.isPending ? 'Moving...' : 'Move the clients'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={reassign.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
