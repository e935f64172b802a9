import { currentChangeReason, setChangeReason } from '../../lib/api.ts';

/** The "Reason for this change" fields on screen, in the order they were shown: each one's way to empty itself. */
const shown: (() => void)[] = [];

/** A field is shown (change-reason-field.tsx); the function returned forgets it as it goes. */
export function showReasonField(empty: () => void): () => void {
  shown.push(empty);
  return () => {
    shown.splice(shown.indexOf(empty), 1);
  };
}

/**
 * A save went through with the reason typed (use-schema-form.ts): it is not sent again with the next save of a form
 * that stays open (a photo uploaded, then another), and the field shown last, the one saved from, is emptied.
 */
export function changeReasonSaved() {
  setChangeReason('');
  shown.at(-1)?.();
}

/**
 * A write sent with the reason its own form holds (a `ChangeReasonField` given `own`), handing back whatever reason
 * the page's other fields hold.
 */
export async function withReason<T>(reason: string, write: () => Promise<T>): Promise<T> {
  const before = currentChangeReason();
  setChangeReason(reason.trim());
  try {
    return await write();
  } finally {
    setChangeReason(before);
  }
}
