/**
 * What other features use of Traditional Knowledge labels on every canoe page: the sidebar's box and the compact
 * labels beside a photo, story or source. The administrators' choice of them is admin/index.ts.
 */
export { CanoeTkLabelsBox, RecordTkLabels, TkLabelIcon } from './tk-label-badges.tsx';
