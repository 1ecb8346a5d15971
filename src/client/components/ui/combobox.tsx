import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_CLOSE_DELAY_MS, SEARCH_MIN_CHARS } from '../../../shared/constants';
import { describedBy, FieldError } from './field-message';
import { Input } from './input';
import { Label } from './label';

type ComboboxProps<T> = {
  id: string;
  label: string;
  listLabel: string;
  value: string;
  onInputChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Shown in place of the list when there are no options. */
  emptyMessage?: string | null;
  hint?: string;
  error?: string;
  placeholder?: string;
  minChars?: number;
};

/** WAI-ARIA APG combobox with listbox popup (aria-activedescendant); Enter never submits the form; blur closes after 200 ms (spec §9). */
export function Combobox<T>({
  id,
  label,
  listLabel,
  value,
  onInputChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  emptyMessage,
  hint,
  error,
  placeholder,
  minChars = SEARCH_MIN_CHARS,
}: ComboboxProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const canOpen = value.trim().length >= minChars;
  const listShown = open && canOpen && options.length > 0;
  const messageShown = open && canOpen && options.length === 0 && Boolean(emptyMessage);
  const active = listShown && activeIndex < options.length ? activeIndex : -1;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: T) {
    onSelect(option);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!canOpen) return;
        setOpen(true);
        setActiveIndex((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!listShown) return;
        setActiveIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
        return;
      case 'Enter': {
        event.preventDefault();
        const option = active >= 0 ? options[active] : undefined;
        if (option !== undefined) choose(option);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  return (
    <div className="relative">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        placeholder={placeholder}
        className="mt-1"
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!listShown}
        className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border-2 border-slate-500 bg-white py-1 shadow-lg"
      >
        {listShown
          ? options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
              // biome-ignore lint/a11y/useFocusableInteractive: options are never focused, by design
              <div
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={clsx(
                  'min-h-11 cursor-pointer px-3 py-2 break-words',
                  index === active
                    ? 'bg-blue-100 outline-2 outline-primary -outline-offset-2'
                    : 'hover:bg-slate-100',
                )}
                // Keep focus in the input so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {renderOption(option)}
              </div>
            ))
          : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-700">
          {hint}
        </p>
      ) : null}
      <div role="status" className={messageShown ? 'mt-1 text-slate-800' : 'sr-only'}>
        {messageShown ? emptyMessage : null}
        {listShown ? t('combobox.suggestions', { count: options.length }) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
