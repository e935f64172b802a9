/**
 * What other features use of the protocols: the administrators' "Who may see this" button of the canoe page
 * (loaded lazily, so visitors never download it).
 */
export { ProtectionButton } from './protection-dialog.tsx';
