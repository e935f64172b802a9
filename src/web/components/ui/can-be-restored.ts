/**
 * What a delete that Recently Deleted can restore says, in place of the spec's 'This action cannot be undone'
 * (docs/spec-deviations.md): every delete is recorded in the change history and can be restored from there.
 * A module of its own, so a page that only words a delete does not load the dialog with it. In the page's language:
 * `t(ui.canBeRestored)`; this is its English, for the callers not yet moved into messages.
 */
import { ui } from '../../../shared/i18n/messages/ui.ts';

export const CAN_BE_RESTORED = ui.canBeRestored.message;
