import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COVERED_STATE, PRODUCT_NAME } from '../../../../shared/constants';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useFormatters } from '../../../i18n/use-formatters';
import { isFullZip, useAllCounties, useCountiesByZip, useCountyValidation } from '../api/finder-queries';
import type { FinderFormValues } from '../lib/form-values';
import { useValidationMessage } from '../lib/validation-messages';

const ERROR_ID = 'finder-county-error';
const NOTE_ID = 'finder-county-note';

/** Spec §4 "County picker": the ZIP's counties, or all 77 with a non-blocking warning for one outside the ZIP. */
export function CountyPicker() {
  const { t } = useTranslation('finder');
  const message = useValidationMessage();
  const format = useFormatters();
  const { control } = useFormContext<FinderFormValues>();
  const zip = useWatch({ control, name: 'zipCode' });
  const { field: county, fieldState } = useController({ control, name: 'county' });
  const { field: custom } = useController({ control, name: 'isCustomCounty' });
  const manual = custom.value;
  const byZip = useCountiesByZip(zip, !manual);
  const all = useAllCounties(manual);
  const validation = useCountyValidation({ zipCode: zip, county: county.value }, manual);

  const zipCounties = byZip.data;
  const setCounty = county.onChange;
  useEffect(() => {
    if (manual || !zipCounties) return;
    const [only, ...others] = zipCounties;
    // A county left over from another ZIP goes; a ZIP with exactly one county gets it.
    if (county.value !== '' && !zipCounties.includes(county.value)) setCounty('');
    else if (county.value === '' && only !== undefined && others.length === 0) setCounty(only);
  }, [manual, zipCounties, county.value, setCounty]);

  const query = manual ? all : byZip;
  const listed = query.data ?? [];
  // A restored county stays visible while its list loads.
  const options = county.value && !listed.includes(county.value) ? [county.value, ...listed] : listed;

  let placeholder = t('county.select');
  if (!manual && !isFullZip(zip)) placeholder = t('county.zipFirst');
  else if (query.isFetching && listed.length === 0) placeholder = t('county.loading');

  let note: string | null = null;
  if (query.isError) note = t('county.loadFailed');
  else if (query.data?.length === 0)
    note = manual
      ? t('county.noneFound')
      : t('county.unknownZip', { zip, state: COVERED_STATE, product: PRODUCT_NAME });
  const mismatch = manual && validation.data?.isValid === false;

  function toggleManual(checked: boolean) {
    custom.onChange(checked);
    setCounty('');
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Label htmlFor="finder-county">{t('county.label')}</Label>
        <Select
          id="finder-county"
          ref={county.ref}
          name={county.name}
          value={county.value}
          onChange={(event) => setCounty(event.target.value)}
          onBlur={county.onBlur}
          className="mt-1"
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={describedBy(
            note && NOTE_ID,
            mismatch && 'finder-county-warning',
            fieldState.error && ERROR_ID,
          )}
        >
          <option value="">{placeholder}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {format.county(name)}
            </option>
          ))}
        </Select>
        <FieldError id={ERROR_ID} message={message(fieldState.error?.message)} />
        <div aria-live="polite">
          {note ? (
            <p id={NOTE_ID} className="mt-1 text-slate-800">
              {note}
            </p>
          ) : null}
        </div>
      </div>
      <Checkbox
        id="finder-custom-county"
        label={t('county.notListed')}
        checked={manual}
        onChange={(event) => toggleManual(event.target.checked)}
      />
      <div aria-live="polite">
        {mismatch ? (
          <div
            id="finder-county-warning"
            className="flex gap-3 rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-amber-950"
          >
            <TriangleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
            <div>
              <p className="font-bold">{t('county.mismatchTitle')}</p>
              <p>{t('county.mismatch', { county: format.county(county.value), zip })}</p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
