import { useId } from 'react';
import { Search } from 'lucide-react';
import { DebouncedInput, type DebouncedInputProps } from './debounced-input.tsx';

export interface DebouncedSearchInputProps extends Omit<DebouncedInputProps, 'type' | 'className'> {
  label: string;
  /** The label is read to screen readers only (the placeholder and the magnifier say it on screen). */
  hideLabel?: boolean;
  placeholder: string;
  /** Changes on every Reset: the field starts afresh, dropping a draft still waiting to commit. */
  resetKey?: number;
  /** Classes of the wrapper (label and field), e.g. its share of a flex row. */
  className?: string;
}

/**
 * A list's search box: label, magnifier and a field that commits `value` changes after a 300 ms pause in typing
 * (and on blur and Enter), so the search runs when the visitor pauses, not on every key.
 */
export function DebouncedSearchInput({
  label,
  hideLabel = false,
  resetKey,
  className,
  id,
  ...inputProps
}: DebouncedSearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'label'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-stone-500"
        />
        <DebouncedInput
          autoComplete="off"
          {...inputProps}
          key={resetKey}
          id={inputId}
          type="search"
          className="input pl-10"
        />
      </div>
    </div>
  );
}
