/** What other features use of the races: the race form, opened in a dialog over a canoe's race entry form. */
export { RaceForm } from './race-form.tsx';
