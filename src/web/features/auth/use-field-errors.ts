import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';

/**
 * Messages next to each field: the server's 400/409 `fields`, or the form's own; a field's message goes as soon
 * as the field is edited.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  return {
    errors,
    set: (next: Partial<Record<F, string>>) => setErrors(next),
    /** Field messages of a failed call; true when it had any (so no separate banner is needed). */
    fromError(error: unknown): boolean {
      if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return false;
      setErrors(error.fields as Partial<Record<F, string>>);
      return true;
    },
    clear(field: F) {
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
  };
}

/** The form-level message of a failed call that did not point at a field. */
export function bannerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.explained && !Object.keys(error.fields).length) return error.message;
  return error instanceof ApiError && Object.keys(error.fields).length ? '' : fallback;
}
