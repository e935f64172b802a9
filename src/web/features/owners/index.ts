/** What other features use of the stewards: the steward form, opened in a dialog over another form. */
export { OwnerForm } from './owner-form.tsx';
