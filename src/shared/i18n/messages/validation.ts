import { defineMessages } from '../messages.ts';

/**
 * Validation: what a form or the server says about a value it cannot take (the shared contracts’ messages,
 * src/shared/messages.ts and src/shared/api/), and what the server answers for an address naming no record.
 */
export const validationArea = defineMessages(
  'validation',
  'Validation: what a form or the server says about a value it cannot take, beside the field or at the top of the form (the shared contracts’ messages)',
  {
    // Fields of the forms (src/shared/messages.ts).
    nameRequired: 'Name is required',
    selectOwner: { message: 'Please select an owner', note: 'The owner is the canoe’s steward' },
    startDateRequired: 'Start date is required',
    selectRace: 'Please select a race',
    selectPerson: 'Please select a person',
    selectCanoe: 'Please select a canoe',
    selectMaker: 'Please select a maker',
    makerTypeRequired: 'Maker type is required',
    email: 'Please enter a valid email address',
    emailRequired: 'Email is required',
    url: 'Please enter a valid URL (e.g., https://example.org)',
    imageType: {
      message: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
      note: 'A logo or a picture; keep the names of the file kinds as they are',
    },
    photoType: {
      message: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
      note: 'A photo; keep the names of the file kinds as they are',
    },
    imageDataRequired: 'Image data is required',
    imageBase64: {
      message: 'Image data must be base64',
      note: 'Base64: how the image’s bytes are written as text',
    },
    imageTooLarge: {
      message: 'The image is larger than the {megabytes} MB limit. Please choose a smaller image.',
      note: '{megabytes} is the largest size of an image, in megabytes',
    },
    lengthNumber: 'Length must be a number',
    widthNumber: 'Width must be a number',
    weightNumber: 'Weight must be a number',
    canoeType: {
      message: 'Canoe type must be 1 (Racing), 2 (Fishing) or 3 (Voyaging)',
      note: 'The three types of canoe, by their numbers',
    },
    nameLanguage: { message: 'Choose ʻŌlelo Hawaiʻi or English', note: 'The language a canoe’s name is in' },
    restorationYearRequired: { message: 'Year is required', note: 'The year of a restoration' },
    descriptionRequired: 'Description is required',
    position: {
      message: 'Position must be a whole number of at least 1',
      note: 'A canoe’s place in a race’s results (1 for the winner)',
    },
    raceTime: {
      message: 'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
      note: 'A race time; HH:MM:SS stands for hours, minutes and seconds (01:05:30): keep it as it is',
    },
    dateFormat: {
      message: 'Enter a year (YYYY) or a date (YYYY-MM-DD)',
      note: 'YYYY stands for a year’s four digits, MM for the month’s, DD for the day’s: keep them as they are',
    },
    uncertainDateFormat: {
      message:
        'Enter a year (1962), a month (1962-03) or a day (1962-03-04), or words such as "about 1850", "1960s", "1962–1965" or "before 1900"',
      note: 'The words in quotation marks are examples a reader may type: say them as a reader would type them in this language',
    },
    rangeBackwards: {
      message: 'The range ends before it starts',
      note: 'A range of years, such as 1965–1962',
    },
    yearNumber: 'Year must be a whole number',
    yearRange: {
      message: 'Year must be between {min} and {max}',
      note: '{min} is the earliest year the archive takes, {max} the latest',
    },
    endBeforeStart: 'End date cannot be before the start date',
    textTooLong: {
      message: 'Must be at most {max} characters',
      note: 'Said beside a field; {max} is a number',
    },
    mustBeText: { message: 'Must be text', note: 'Said beside a field given something other than text' },
    numberAtLeast: { message: 'Must be at least {min}', note: 'Said beside a number box; {min} is a number' },
    numberAtMost: { message: 'Must be at most {max}', note: 'Said beside a number box; {max} is a number' },
    noRecordWithId: {
      message: 'No record has this id',
      note: 'Said when a number given for a record is larger than any record’s',
    },
    mustBeRecordId: { message: 'Must be a record id', note: 'Said when a choice of a record is not one' },
    raceHours: {
      message: 'Hours must be a whole number from 0 to {max}',
      note: 'Beside the hours box of a race result’s time; {max} is a number',
    },
    raceMinutes: 'Minutes must be a whole number from 0 to 59',
    raceSeconds: 'Seconds must be a whole number from 0 to 59',
    licenceOneOf: {
      message: 'Licence must be one of {choices} or {last}',
      note: 'Said when a photo’s licence is not one the archive knows; {choices} and {last} are the licences’ codes: they stay as they are',
    },
    nameTooLong: 'Name must be at most 200 characters',
    focalPoint: {
      message: 'The focal point needs a number from 0 to 100',
      note: 'The point of a photo a crop keeps in view, in percent',
    },

    // The registry's search (beside its filters).
    lengthMinNumber: 'Minimum length must be a number',
    lengthMaxNumber: 'Maximum length must be a number',
    lengthMinNegative: 'Minimum length cannot be negative',
    lengthMaxNegative: 'Maximum length cannot be negative',
    yearFromYear: { message: 'From year must be a year', note: 'The first year of the build years searched' },
    yearToYear: { message: 'To year must be a year', note: 'The last year of the build years searched' },
    yearFromRange: {
      message: 'From year must be between {min} and {max}',
      note: 'The first year of the build years searched; {min} and {max} are years',
    },
    yearToRange: {
      message: 'To year must be between {min} and {max}',
      note: 'The last year of the build years searched; {min} and {max} are years',
    },
    eventKind: {
      message: 'Event must be built, renamed, restored or raced',
      note: 'The registry’s filter by what happened to a canoe in some years; built, renamed, restored and raced are the values the address takes: keep them as they are',
    },
    eventWithoutYears: {
      message: 'Give a From year or a To year with the event',
      note: 'The registry’s filter by what happened to a canoe (built, renamed, restored, raced) in some years',
    },
    yearsWithoutEvent: {
      message: 'Choose the event the years are of: built, renamed, restored or raced',
      note: 'The registry’s filter by what happened to a canoe in some years; keep built, renamed, restored and raced as they are',
    },
    eventYearsBackwards: {
      message: 'From year must not be after To year',
      note: 'The years of the registry’s filter by what happened to a canoe',
    },
    protocolId: {
      message: 'Protocol must be a protocol id',
      note: 'A community’s protocol, named by its number in the address',
    },
    format: {
      message: 'Format must be json or csv',
      note: 'json and csv are file formats: keep them as they are',
    },

    // Signing in, registering, passwords.
    passwordRequired: 'Password is required',
    passwordTooShort: { message: 'Password must be at least {min} characters', note: '{min} is a number' },
    passwordTooLong: 'Password must be at most 1000 characters',
    passwordIsEmail: 'Choose a password that is not your email address',
    emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
    resetSent: 'If an account exists for that address, a reset link is on its way.',
    resetLinkInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
    registerSent: {
      message: 'Check your email: we have sent a message to that address with the next step.',
      note: 'The answer to every registration, whether or not the address already has an account',
    },
    registrationLinkInvalid: 'This link is not valid or has expired. Please register again.',
    adminRequired: 'Permission denied: Admin role required',
    signInRequired: 'Sign-in required',

    // The newsletter (the footer's form).
    subscribed: "Mahalo! You're now subscribed.",
    subscribeFailed: 'Subscription failed. Try again.',

    // Protocols (decision 020).
    protocolNameTaken: 'A protocol with this name already exists',
    protocolEmail: {
      message: 'Enter the email address of an account',
      note: 'Adding a member to a protocol by the email address of their account',
    },
    noAccount: 'No account has this email address. The person must register first.',
    alreadyMember: 'This account already belongs to the protocol',
    chooseProtocols: 'Choose at least one protocol',
    unknownProtocol: 'No such protocol',
    lastKeeper: 'A protocol keeps at least one keeper. Make another member a keeper first.',
    notKeeper: 'Only the keepers of this protocol may do that',
    protocolStillKeeps: {
      message:
        'This protocol still keeps {count, plural, one {{count} record} other {{count} records}}. Make them public or keep them for another protocol first.',
      note: 'Refusing to delete a protocol; {count} is how many records it keeps',
    },
    protocolStillKeepsNamed: {
      message:
        'This protocol still keeps {count, plural, one {{count} record} other {{count} records}}: {records}. Make them public or keep them for another protocol first.',
      note: 'Refusing to delete a protocol; {count} is how many records it keeps, {records} a list of some of them (“Hōkūleʻa, a photo of Makaliʻi and 3 more”)',
    },
    listTwo: {
      message: '{first} and {last}',
      note: 'The end of a list of records: {first} is every record but the last, joined by commas',
    },
    listMore: { message: '{count} more', note: 'The last part of a list that names only some: “and 3 more”' },
    role: {
      message: 'Role must be member or keeper',
      note: 'A person’s role in a protocol; “member” and “keeper” are the values sent',
    },
    visibility: {
      message: 'Visibility must be public, protocols or keepers',
      note: '“public”, “protocols” and “keepers” are the values sent',
    },
    keepableKind:
      'Only a canoe, a name, an ownership, a restoration, a race entry, a photo, a story, a source, the notes or a place can be kept for a protocol',
    chooseOwnProtocol: 'Choose one of your protocols',

    // Sharing a story, a correction or a canoe (the share form).
    chooseKind: 'Please choose what you are sharing',
    chooseCanoe: 'Please choose the canoe',
    storyOrPhotos: 'Please write your story or add at least one photo',
    storyTooLong: {
      message: 'A story can be at most {max, number} characters',
      note: '{max} is a number of characters',
    },
    tooManyPhotos: { message: 'You can add at most {max} photos', note: '{max} is a number' },
    photoRights: 'Please confirm that you may share these photos',
    correctionField: 'Please choose the detail to correct',
    correctionValue: 'Please enter the correct value',
    canoeName: 'Please enter the canoe’s name',
    terms: 'Please agree to the terms to share',
    challenge: {
      message: 'The form’s check did not complete. Please reload the page and try again.',
      note: 'The check is a small computation the page makes to show it is not a robot',
    },
    tooFast: 'That was faster than a person can fill the form. Please wait a moment and send it again.',
    honeypot: {
      message: 'This submission could not be accepted.',
      note: 'Said when a robot filled in a hidden field',
    },
    rateLimited: 'You have shared a lot in a short time. Please wait an hour and try again.',
    photosTooLarge: 'The photos are too large together. Please send fewer photos at a time.',
    receivingBusy:
      'The server is receiving other photos just now. Please try again in a minute: nothing was saved.',
    thanks: 'Thank you. Your submission will be reviewed before it appears on the site.',
    notPending: 'This submission has already been reviewed',
    alreadyErased: 'The sender’s words have already been erased',
    canoeGone: 'The canoe this submission is about has been deleted',
    correctionNoPhotos: 'A correction takes no photos',
    correctionNoRecording: 'A correction takes no recording',
    recordingConsent: {
      message: 'Please confirm that the person speaking agreed to share this recording',
      note: 'Said when the sender of a recording did not tick the box about the teller’s agreement',
    },
    recordingUploadGone: {
      message: 'The recording sent with the form is not there any more. Please choose it again.',
      note: 'Said when a submission names a recording file that was never sent, or was removed after a day',
    },
    recordingsBusy: {
      message:
        'The archive is holding many recordings that wait to be shared. Please try again later: nothing was saved.',
      note: 'Said when the recordings sent by visitors and not yet shared fill what the archive keeps waiting',
    },
    recordingUploads: {
      message:
        'You have sent several recordings that were not shared yet. Please send the form, or wait a day.',
      note: 'Said when one visitor uploads many recordings without sending a submission',
    },
    // Content in both languages (decision 027).
    storyLanguage: {
      message: 'The language of the story must be en (English) or haw (ʻŌlelo Hawaiʻi)',
      note: '“en” and “haw” are the values sent (API); English and ʻŌlelo Hawaiʻi are the languages’ own names',
    },
    storyTextRequired: {
      message: 'A story needs its text in English or in ʻŌlelo Hawaiʻi',
      note: 'Said when a keeper would leave a published story with neither its English nor its Hawaiian text',
    },

    // Sources (the sources field of a record).
    sourceKind: 'Please choose the kind of source',
    citation: 'Please enter the citation',
    sourceLink: 'A link must start with http:// or https://',
    tooManySources: { message: 'A record can have at most {max} sources', note: '{max} is a number' },
    sourcesList: 'Sources must be a list',

    // Traditional Knowledge labels.
    labelId: 'Each label must be one of the archive’s labels',
    tooManyLabels: { message: 'A record can carry at most {max} labels', note: '{max} is a number' },
    labelOnce: 'Each label may be given once',

    // The Translations page.
    unknownMessage: 'There is no such message in the interface',
    unparsable: 'The translation is not a message the interface can show',
    translationTooLong: {
      message: 'A translation can be at most {max} characters',
      note: '{max} is a number',
    },
    translationState: {
      message: 'Choose draft or reviewed',
      note: 'A translation’s state; “draft” and “reviewed” are the values sent',
    },

    // An API's own fields, named as the address or the body names them (read by programmers).
    limitRange: {
      message: 'limit must be a whole number from 1 to {max}',
      note: '“limit” is the name of a value in the address: keep it as it is; {max} is a number',
    },
    offsetRange: {
      message: 'offset must be a whole number of at least 0',
      note: '“offset” is the name of a value in the address: keep it as it is',
    },
    trueOrFalse: {
      message: '{field} must be true or false',
      note: '{field} is the name of a value sent (confirm_duplicate, notify): it stays as it is',
    },
    wholeNumber: {
      message: '{field} must be a whole number',
      note: '{field} is the name of a value in the address (actor, before): it stays as it is',
    },
    atLeast: {
      message: '{field} must be at least {min}',
      note: '{field} is the name of a value in the address: it stays as it is; {min} is a number',
    },
    tooLarge: {
      message: '{field} is too large',
      note: '{field} is the name of a value in the address: it stays as it is',
    },
    oneOf: {
      message: '{field} must be one of: {choices}',
      note: '{field} is the name of a value in the address, {choices} the values it may take: both stay as they are',
    },
    day: {
      message: '{field} must be a date (YYYY-MM-DD)',
      note: '{field} is “from” or “to”, values in the address: it stays as it is. YYYY-MM-DD stands for a date’s digits',
    },
    ownerType: {
      message: 'Type must be one of: {types}',
      note: 'A steward’s type; {types} are the values sent (person, organization…): they stay as they are',
    },
    searchText: { message: 'q must be text', note: '“q” is the text searched for, as the address names it' },
    searchTextTooLong: {
      message: 'q must be at most 200 characters',
      note: '“q” is the text searched for, as the address names it',
    },
    nameText: { message: 'name must be text', note: '“name” is the name of a value in the address' },
    nameMissing: { message: 'name is required', note: '“name” is the name of a value in the address' },
    nameTextTooLong: {
      message: 'name must be at most 200 characters',
      note: '“name” is the name of a value in the address',
    },
    personId: {
      message: 'person_id must be the id of a person',
      note: '“person_id” is the name of a value in the address',
    },
    raceDates: {
      message: 'date_to cannot be before date_from',
      note: '“date_to” and “date_from” are the names of values in the address',
    },
    photosList: { message: 'photos must be a list', note: '“photos” is the name of a value sent' },
    photoOfSubmission: {
      message: 'photo_id must be one of this submission’s photos',
      note: '“photo_id” is the name of a value sent',
    },
    submissionStatus: {
      message: 'status must be pending, approved, rejected or spam',
      note: '“status” and its values are as the request sends them',
    },
    sourceId: {
      message: 'source_id must be one of this record’s sources',
      note: '“source_id” is the name of a value sent',
    },
    sourceIdOnce: {
      message: 'source_id must be one of this record’s sources, once',
      note: '“source_id” is the name of a value sent',
    },
    labelIds: {
      message: 'label_ids must be a list of label ids',
      note: '“label_ids” is the name of a value sent',
    },

    // An address naming a record that does not exist (or that the reader may not see): the server’s 404.
    canoeNotFound: 'Canoe not found',
    nameNotFound: { message: 'Name not found', note: 'One of a canoe’s names' },
    canoeMakerNotFound: 'Maker of this canoe not found',
    ownershipNotFound: { message: 'Ownership not found', note: 'A steward’s time as a canoe’s owner' },
    changeNotFound: { message: 'Change not found', note: 'One change in the archive’s history' },
    stewardNotFound: 'Steward not found',
    makerNotFound: 'Maker not found',
    raceNotFound: 'Race not found',
    personNotFound: 'Person not found',
    photoNotFound: 'Photo not found',
    raceResultNotFound: 'Race result not found',
    restorationNotFound: 'Restoration not found',
    sourceNotFound: 'Source not found',
    storyNotFound: 'Story not found',
    submissionNotFound: 'Submission not found',
    labelNotFound: { message: 'Label not found', note: 'A Traditional Knowledge label' },
    protocolNotFound: 'Protocol not found',
    protocolLowerNotFound: {
      message: 'protocol not found',
      note: 'Said for an address naming no protocol (API)',
    },
    memberNotFound: { message: 'Member not found', note: 'A member of a protocol' },
    memberLowerNotFound: { message: 'member not found', note: 'A member of a protocol (API)' },
    recordNotFound: 'Record not found',
    recordLowerNotFound: { message: 'record not found', note: 'Said for an address naming no record (API)' },
    messageNotFound: {
      message: 'Message not found',
      note: 'A message of the interface (the Translations page)',
    },
    logoNotFound: { message: 'Logo not found', note: 'A steward’s logo' },
    pictureNotFound: { message: 'Picture not found', note: 'A maker’s or a person’s picture' },
    imageNotFound: 'Image not found',
    placeNotFound: 'Place not found',
    recordingNotFound: 'Recording not found',
    recordingFileNotFound: 'Recording file not found',
    // A place (issue 35, decision 030).
    placeIsland: 'Please choose the island',
    placeLatitude: {
      message: 'Latitude must be a number between 18.5 and 22.5',
      note: 'A place’s point on the map, in degrees north; the main Hawaiian islands lie between these',
    },
    placeLongitude: {
      message: 'Longitude must be a number between -160.5 and -154.5',
      note: 'A place’s point on the map, in degrees east (negative: west); the main Hawaiian islands lie between these',
    },
    placePointWhole: {
      message: 'Give both latitude and longitude, or neither',
      note: 'A place’s point on the map needs both numbers',
    },
    placePrecision: {
      message: 'Please choose how precisely the public may see the point',
      note: 'Exact, district or island only',
    },
    placeOnOtherIsland: {
      message: 'That point is on {found}, not {island}',
      note: 'A place’s point lies on another island than the one chosen; {found} and {island} are island names',
    },
    selectPlace: 'Please select a place',
    originRequired: {
      message: 'Origin is required',
      note: 'The origin text being turned into a place (origins review)',
    },
  },
);
