/**
 * What other features use of Traditional Knowledge labels: the canoe page's box and the compact labels beside a
 * photo, story or source (every canoe page), and the administrators' choice of a record's labels.
 */
export { CanoeTkLabelsBox, RecordTkLabels, TkLabelIcon } from './tk-label-badges.tsx';
export { TkLabelPicker } from './tk-label-picker.tsx';
