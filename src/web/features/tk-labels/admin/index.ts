/**
 * The administrators' choice of a record's Traditional Knowledge labels: for the canoe's edit page, a photo's
 * Edit Details and a story's disclosure. Loaded only in administrators' chunks, so visitors never download it.
 */
export { TkLabelPicker } from './tk-label-picker.tsx';
export { CanoeLabelPickers } from './canoe-label-pickers.tsx';
