/**
 * Why a write is made, for the change history (decision 009): sent as a percent-encoded header, at most this many
 * characters. Kept apart from the contracts so the web's forms read it without loading zod.
 */
export const CHANGE_REASON_HEADER = 'X-Change-Reason';
export const CHANGE_REASON_MAX = 1000;
