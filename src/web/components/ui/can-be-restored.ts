/**
 * What a delete that Recently Deleted can restore says, in place of the spec's 'This action cannot be undone'
 * (docs/spec-deviations.md): every delete is recorded in the change history and can be restored from there.
 * A module of its own, so a page that only words a delete does not load the dialog with it.
 */
export const CAN_BE_RESTORED = 'You can restore it from Recently Deleted.';
