import { type Ref, useId, useState } from 'react';
import {
  aliasesFromText,
  carrierAliasesSchema,
  carrierNameSchema,
} from '../../../../shared/carrier-contracts';
import { ListForm, type ListFormProps } from '../../../components/admin-list';
import { Field, TextField } from '../../../components/ui/text-field';

export type CarrierFormValues = { name: string; aliases: string[] };

type CarrierFormProps = ListFormProps<CarrierFormValues> & {
  editing?: CarrierFormValues;
  nameRef?: Ref<HTMLInputElement>;
};

/** Name and other spellings, one per line (a spelling may hold a comma: "Humana, Inc."). */
export function CarrierForm({
  editing,
  pending,
  serverError,
  onSubmit,
  onCancel,
  nameRef,
}: CarrierFormProps) {
  const id = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [aliasText, setAliasText] = useState((editing?.aliases ?? []).join('\n'));
  const [errors, setErrors] = useState<{ name?: string; aliases?: string }>({});

  function submit() {
    const parsedName = carrierNameSchema.safeParse(name);
    const parsedAliases = carrierAliasesSchema.safeParse(aliasesFromText(aliasText));
    const next = {
      name: parsedName.success ? undefined : parsedName.error.issues[0]?.message,
      aliases: parsedAliases.success ? undefined : parsedAliases.error.issues[0]?.message,
    };
    setErrors(next);
    if (!parsedName.success || !parsedAliases.success) return;
    onSubmit({ name: parsedName.data, aliases: parsedAliases.data });
  }

  return (
    <ListForm
      title={editing ? `Edit ${editing.name}` : 'Add a carrier'}
      submitLabel={editing ? 'Save carrier' : 'Add carrier'}
      pending={pending}
      serverError={serverError}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        id={`${id}-name`}
        label="Carrier name"
        hint="The one name plans are stored and filtered under."
        placeholder="e.g. Humana"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        ref={nameRef}
        autoComplete="off"
      />
      <Field
        id={`${id}-aliases`}
        label="Other spellings (aliases)"
        hint="One per line. Import files and forms using any of these are stored under the carrier name."
        error={errors.aliases}
        control={(props) => (
          <textarea
            {...props}
            rows={4}
            value={aliasText}
            onChange={(event) => setAliasText(event.target.value)}
            placeholder={'e.g. Humana Insurance\nHumana Medicare'}
            className="mt-1 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 placeholder:italic aria-invalid:border-red-700"
          />
        )}
      />
    </ListForm>
  );
}
