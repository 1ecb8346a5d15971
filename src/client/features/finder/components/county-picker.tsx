import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { COVERED_STATE } from '../../../../shared/constants';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { isFullZip, useAllCounties, useCountiesByZip, useCountyValidation } from '../api/counties';
import type { FinderFormValues } from '../lib/form-values';

const ERROR_ID = 'finder-county-error';
const NOTE_ID = 'finder-county-note';

/**
 * Spec §4 "County picker". Automatic mode lists the ZIP's counties and picks the only one;
 * "My County is not listed" switches to all 77 counties, and a county outside the ZIP then gets a
 * non-blocking warning.
 */
export function CountyPicker() {
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

  let placeholder = 'Select your county';
  if (!manual && !isFullZip(zip)) placeholder = 'Enter your ZIP code first';
  else if (query.isFetching && listed.length === 0) placeholder = 'Loading counties…';

  let note: string | null = null;
  if (query.isError) note = 'We could not load the counties. Please try again in a moment.';
  else if (query.data?.length === 0)
    note = manual
      ? 'No counties found'
      : `ZIP ${zip} is not an ${COVERED_STATE} ZIP code we know. ClearPlan covers Medicare plans in ${COVERED_STATE} only: please check the ZIP code.`;
  const mismatch = manual && validation.data?.isValid === false;

  function toggleManual(checked: boolean) {
    custom.onChange(checked);
    setCounty('');
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Label htmlFor="finder-county">County</Label>
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
              {name}
            </option>
          ))}
        </Select>
        <FieldError id={ERROR_ID} message={fieldState.error?.message} />
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
        label="My County is not listed"
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
              <p className="font-bold">County Mismatch Warning</p>
              <p>
                {county.value} County is not one of the counties we know for ZIP {zip}. Please double-check
                your county. You can still continue if it is correct.
              </p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
