import { type Ref, useId, useState } from 'react';
import { accountCreateSchema, accountUpdateSchema } from '../../../../shared/account-contracts';
import { ROLE_LABELS, ROLES, type Role } from '../../../../shared/roles';
import { ListForm, type ListFormProps } from '../../../components/admin-list';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { firstIssues } from '../../../lib/field-issues';

export type AccountFormValues = { email: string; role: Role; password: string };

type AccountFormProps = ListFormProps<AccountFormValues> & {
  /** Absent: a new account (an edited one keeps its email). */
  editing?: { email: string; role: Role };
  firstFieldRef?: Ref<HTMLInputElement | HTMLSelectElement>;
};

const PASSWORD_HINT =
  'At least 12 characters. Give it to the person in a safe way; they cannot change it themselves.';
const ROLE_HINT =
  'Admins manage everything; editors edit plans; counselors sign in at /counselor/login to keep their clients\u2019 searches, and see no admin screen.';

/** Email, role, password (edit: role, and a new password when typed), checked with the server's schemas first. */
export function AccountForm({
  editing,
  pending,
  serverError,
  onSubmit,
  onCancel,
  firstFieldRef,
}: AccountFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(editing?.role ?? 'counselor');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});

  function submit() {
    const parsed = editing
      ? accountUpdateSchema.safeParse({ role, password })
      : accountCreateSchema.safeParse({ email, role, password });
    if (!parsed.success) {
      const next = firstIssues(parsed.error.issues, ['email', 'password']);
      setErrors(next);
      document.getElementById(next.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setErrors({});
    onSubmit({ email, role, password });
  }

  return (
    <ListForm
      title={editing ? `Edit ${editing.email}` : 'Add an account'}
      submitLabel={editing ? 'Save account' : 'Add account'}
      pending={pending}
      serverError={serverError}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {editing ? null : (
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          ref={firstFieldRef as Ref<HTMLInputElement>}
        />
      )}
      <SelectField
        id={`${id}-role`}
        label="Role"
        hint={ROLE_HINT}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        ref={editing ? (firstFieldRef as Ref<HTMLSelectElement>) : undefined}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-password`}
        label={editing ? 'New password (leave empty to keep the current one)' : 'Password'}
        hint={
          editing
            ? `${PASSWORD_HINT} Saving a new password or role signs the account out everywhere (you stay signed in here).`
            : PASSWORD_HINT
        }
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
    </ListForm>
  );
}
