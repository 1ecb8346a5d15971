import { useEffect, useRef } from 'react';

type SelectionCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
};

/** In a 44 px label target; select-all shows the mixed state. */
export function SelectionCheckbox({
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
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-6 cursor-pointer accent-primary"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}
