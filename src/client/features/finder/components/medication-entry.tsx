import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dosageForm, quantityUnit } from '../../../../shared/dosage-units';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import type { QuantityAboveUsual } from '../../../../shared/quantity-limits';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { MedicationField } from '../lib/entry-editor';
import type { MedicationDraft } from '../lib/form-values';
import { medicationLabel, rankMedications } from '../lib/rank-medications';
import { EntryButtons, FrequencySelect } from './entry-list';

type Props = {
  draft: MedicationDraft;
  editing: boolean;
  catalogue: MedicationLookupItem[] | undefined;
  catalogueStatus: 'pending' | 'error' | 'success';
  onDraftChange: (draft: MedicationDraft) => void;
  onCommit: () => void;
  onCancel: () => void;
  invalidFields?: readonly MedicationField[];
  /** The name was typed but no drug picked: its message offers the suggestions. */
  notPicked?: boolean;
  /** The high quantity Add asked about: "Keep" adds it, "Change" goes back to it. */
  quantityAsked?: QuantityAboveUsual | null;
  onQuantityChange?: () => void;
};

const QUANTITY_MAX_DIGITS = 5;

const REQUIRED = {
  name: 'validation.medicationNameRequired',
  dosage: 'validation.dosageRequired',
  quantity: 'validation.quantityRequired',
  frequency: 'validation.frequencyRequired',
} as const satisfies Record<MedicationField, string>;

export function MedicationEntry({
  draft,
  editing,
  catalogue,
  catalogueStatus,
  onDraftChange,
  onCommit,
  onCancel,
  invalidFields = [],
  notPicked = false,
  quantityAsked = null,
  onQuantityChange = () => {},
}: Props) {
  const { t } = useTranslation('finder');
  const drug = catalogue?.find((item) => item.name.toLowerCase() === draft.name.trim().toLowerCase());
  const dosages = drug?.availableDosages ?? [];
  // An entry loaded from the list keeps its dosage even if the catalogue no longer offers it.
  const dosageOptions =
    draft.dosage && !dosages.includes(draft.dosage) ? [draft.dosage, ...dosages] : dosages;
  const dosageEnabled = dosageOptions.length > 0;
  const suggestions = rankMedications(catalogue ?? [], draft.name);
  // The quantity counts the dosage's unit (tablets, pens…): chosen dosage first, else the drug's first.
  const unitDosage = draft.dosage || dosages[0] || '';
  const unit = quantityUnit(unitDosage);
  const unitName = (count: number) => t(`units.${dosageForm(unitDosage)}`, { count });

  // A name that matches nothing is never priced silently.
  let emptyMessage = t('medications.notInList', { name: draft.name.trim() });
  if (catalogueStatus === 'pending') emptyMessage = t('medications.loading');
  else if (catalogueStatus === 'error') emptyMessage = t('medications.loadFailed');

  const set = (changes: Partial<MedicationDraft>) => onDraftChange({ ...draft, ...changes });
  const label = (item: MedicationLookupItem) =>
    medicationLabel(item, (brand) => t('medications.unbrandedOf', { brand }));
  const offered = notPicked ? suggestions.slice(0, 3) : [];
  const fieldError = (field: MedicationField) => {
    if (!invalidFields.includes(field)) return undefined;
    if (field === 'name' && notPicked)
      return offered.length > 0 ? t('medications.notPickedField') : emptyMessage;
    return t(REQUIRED[field]);
  };
  const dosageError = fieldError('dosage');
  const quantityError = fieldError('quantity');

  // The high-quantity question takes the focus whichever Add asked it.
  const quantityRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const high = quantityAsked;
  useEffect(() => {
    if (high) questionRef.current?.focus();
  }, [high]);
  const highAmount = high
    ? t('medications.quantityOf', { count: high.quantity, unit: unitName(high.quantity) })
    : '';

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 className="text-xl font-bold">{editing ? t('medications.edit') : t('medications.add')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Combobox
          id="finder-medication-name"
          label={t('medications.name')}
          listLabel={t('medications.suggestions')}
          hint={t('medications.nameHint')}
          value={draft.name}
          onInputChange={(name) => set({ name, dosage: '' })}
          options={suggestions}
          optionKey={(item) => item.name}
          renderOption={(item) => (
            <>
              <span className="block font-semibold">{label(item)}</span>
              {item.genericName || item.category ? (
                <span className="block text-slate-700">
                  {[item.genericName, item.category].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </>
          )}
          onSelect={(item) => set({ name: item.name, dosage: '', quantity: '' })}
          emptyMessage={emptyMessage}
          error={fieldError('name')}
        />
        {offered.length > 0 ? (
          <ul aria-labelledby="finder-medication-name-error" className="flex flex-wrap gap-2 md:col-span-2">
            {offered.map((item) => (
              <li key={item.name}>
                <Button variant="outline" onClick={() => set({ name: item.name, dosage: '', quantity: '' })}>
                  {label(item)}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Label htmlFor="finder-medication-dosage">{t('medications.dosage')}</Label>
          <Select
            id="finder-medication-dosage"
            className="mt-1"
            disabled={!dosageEnabled}
            aria-invalid={dosageError ? true : undefined}
            aria-describedby={describedBy(
              !dosageEnabled && 'finder-medication-dosage-hint',
              dosageError && 'finder-medication-dosage-error',
            )}
            value={draft.dosage}
            onChange={(event) => set({ dosage: event.target.value })}
          >
            <option value="">{t('medications.selectDosage')}</option>
            {dosageOptions.map((dosage) => (
              <option key={dosage} value={dosage}>
                {dosage}
              </option>
            ))}
          </Select>
          {dosageEnabled ? null : (
            <p id="finder-medication-dosage-hint" className="mt-1 text-slate-700">
              {t('medications.chooseFirst')}
            </p>
          )}
          <FieldError id="finder-medication-dosage-error" message={dosageError} />
        </div>
        <div>
          <TextField
            ref={quantityRef}
            id="finder-medication-quantity"
            label={t('medications.quantity')}
            hint={t('medications.quantityHint', { units: unitName(2) })}
            error={quantityError}
            inputMode="numeric"
            autoComplete="off"
            maxLength={QUANTITY_MAX_DIGITS}
            value={draft.quantity}
            onChange={(event) => {
              if (/^\d*$/.test(event.target.value)) set({ quantity: event.target.value });
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onCommit();
            }}
          />
          <fieldset className="mt-2 flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">{t('medications.commonQuantities')}</legend>
            {unit.presets.map((preset) => {
              const chosen = draft.quantity === String(preset);
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={chosen}
                  className={
                    chosen
                      ? 'min-h-11 min-w-14 rounded-md border-2 border-primary bg-primary px-3 font-semibold text-white'
                      : 'min-h-11 min-w-14 rounded-md border-2 border-slate-400 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100'
                  }
                  onClick={() => set({ quantity: String(preset) })}
                >
                  {t('medications.quantityOf', { count: preset, unit: unitName(preset) })}
                </button>
              );
            })}
          </fieldset>
        </div>
        <FrequencySelect
          id="finder-medication-frequency"
          value={draft.frequency}
          onChange={(frequency) => set({ frequency })}
        />
      </div>
      {high ? (
        <div
          ref={questionRef}
          role="alert"
          tabIndex={-1}
          className="rounded-md border-2 border-amber-600 bg-amber-50 p-3"
        >
          <p className="font-semibold">
            {t('medications.quantityHigh', {
              amount: highAmount,
              usual: t('medications.quantityOf', { count: high.usualMax, unit: unitName(high.usualMax) }),
              per: t(`fillPeriods.${draft.frequency}`),
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={onCommit}>{t('medications.quantityKeep', { amount: highAmount })}</Button>
            <Button
              variant="outline"
              onClick={() => {
                onQuantityChange();
                quantityRef.current?.focus();
              }}
            >
              {t('medications.quantityChange')}
            </Button>
          </div>
        </div>
      ) : null}
      <EntryButtons editing={editing} onCommit={onCommit} onCancel={onCancel} />
    </div>
  );
}
