/** What other features use of places: a place named as a canoe, race, restoration or steward refers to it. */
export { PlaceLink } from './place-link.tsx';
