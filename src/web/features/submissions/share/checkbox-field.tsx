import { useId, type ReactNode } from 'react';

/** A checkbox with its words beside it, a hint and its message under it, wired for screen readers. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  hint,
  disabled = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-400 accent-koa-700"
        />
        <label htmlFor={id} className={`text-stone-800 ${disabled ? 'opacity-60' : ''}`}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 ml-8 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 ml-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
