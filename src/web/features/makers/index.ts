/** What other features use of the makers: the maker form, opened in a dialog over the canoe form. */
export { MakerForm } from './maker-form.tsx';
