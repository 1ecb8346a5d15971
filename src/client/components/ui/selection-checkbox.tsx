import { useEffect, useRef } from 'react';

type SelectionCheckboxProps = {
  id?: string;
  /** The accessible name: "Select H1234-001", "Select all plans on this page". */
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
};

/** A row-selection checkbox with a hidden label in a 44 px target; select-all shows the mixed state. */
export function SelectionCheckbox({
  id,
  label,
  checked,
  indeterminate = false,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property with no HTML attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 cursor-pointer accent-primary"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}
