import { MIN_YEAR } from './constants.ts';

/** User-facing messages, word for word from the spec where it gives them (§5, §8). */
export const messages = {
  nameRequired: 'Name is required',
  selectOwner: 'Please select an owner',
  startDateRequired: 'Start date is required',
  selectRace: 'Please select a race',
  selectPerson: 'Please select a person',
  makerTypeRequired: 'Maker type is required',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL (e.g., https://example.org)',
  imageType: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
  photoType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  imageDataRequired: 'Image data is required',
  lengthNumber: 'Length must be a number',
  widthNumber: 'Width must be a number',
  weightNumber: 'Weight must be a number',
  canoeType: 'Canoe type must be 1 (Racing), 2 (Fishing) or 3 (Voyaging)',
  restorationYearRequired: 'Year is required',
  descriptionRequired: 'Description is required',
  position: 'Position must be a whole number of at least 1',
  raceTime: 'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
  dateFormat: 'Enter a year (YYYY) or a date (YYYY-MM-DD)',
  uncertainDateFormat:
    'Enter a year (1962), a month (1962-03) or a day (1962-03-04), or words such as "about 1850", "1960s", "1962–1965" or "before 1900"',
  rangeBackwards: 'The range ends before it starts',
  yearNumber: 'Year must be a whole number',
  yearRange: (max: number) => `Year must be between ${MIN_YEAR} and ${max}`,
  endBeforeStart: 'End date cannot be before the start date',
  imageTooLarge: (maxBytes: number) =>
    `The image is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit. Please choose a smaller image.`,
  adminRequired: 'Permission denied: Admin role required',
  signInRequired: 'Sign-in required',
  subscribed: "Mahalo! You're now subscribed.",
  subscribeFailed: 'Subscription failed. Try again.',
} as const;
