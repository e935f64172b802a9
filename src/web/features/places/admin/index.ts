/**
 * What other features use of the keepers' places: the choice of a place on their forms (a canoe's origin and
 * home waters, a race's course, a restoration's place, a steward's home).
 */
export { PlacePicker, placeIdOf, placeValue } from './place-picker.tsx';
