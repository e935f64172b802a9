import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

export interface DebouncedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  /** The committed value (from the URL). */
  value: string;
  /**
   * Called once typing pauses, on blur and on Enter. `replace` is false for the first change after the field got
   * focus and true afterwards, so one edit adds one history entry however many pauses it has.
   */
  onCommit: (value: string, options: { replace: boolean }) => void;
  /** Drafts that may not be committed yet (e.g. a half-typed number) stay in the field only. */
  isAcceptable?: (value: string) => boolean;
  delay?: number;
}

const acceptAll = () => true;

/** A text or number input that commits after a pause instead of on every keystroke. */
export function DebouncedInput({
  value,
  onCommit,
  isAcceptable = acceptAll,
  delay = 300,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const committedThisEdit = useRef(false);
  const latest = useRef({ value, onCommit, isAcceptable });

  // Back, Reset or a shared link changed the value underneath the field: show it.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  useEffect(() => {
    latest.current = { value, onCommit, isAcceptable };
  });

  useEffect(() => {
    // A pending commit typed before the value changed elsewhere (Reset, Back) must not bring the old text back.
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const { value: committed, onCommit: send, isAcceptable: ok } = latest.current;
    if (next === committed || !ok(next)) return;
    send(next, { replace: committedThisEdit.current });
    committedThisEdit.current = true;
  };

  // A server-rendered page shows the field before its script runs, and React does not see what was typed into it
  // before hydration (it leaves the text in the field but fires no change): take that text as typed.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed === undefined || typed === latest.current.value) return;
    setDraft(typed);
    timer.current = window.setTimeout(() => commit(typed), delay);
    // Only what was typed before the first render here counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <input
      {...rest}
      ref={field}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(next), delay);
      }}
      onFocus={(event) => {
        committedThisEdit.current = false;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (timer.current !== undefined) commit(event.target.value);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
        onKeyDown?.(event);
      }}
    />
  );
}
