import { defineMessages } from '../messages.ts';

/** The share form, where visitors send a canoe’s photos, stories and facts to the keepers. */
export const shareArea = defineMessages(
  'share',
  'The share form, where visitors send a canoe’s photos, stories and facts to the keepers',
  {
    // The page.
    title: {
      message:
        '{kind, select, correction {Suggest a Correction} new_canoe {Share a Canoe Not in the Registry} other {Share a Story or Photos}}',
      note: 'The share page’s heading and the browser tab’s title, after what is shared; {kind} is what is shared (a story or photos, a correction, a canoe not in the registry), never shown',
    },
    titleAbout: {
      message: '{title} · {canoe}',
      note: 'The browser tab’s title of the share page when a canoe is chosen (“Share a Story or Photos · Hōkūleʻa”); {title} is the page’s title, {canoe} the canoe’s name',
    },
    lead: "The people who know these canoes best are the families, paddlers and carvers. Share a story, photos or a correction, or tell us of a canoe that is not in the registry yet; no account is needed. The registry's keepers review every submission before it appears on the site.",
    loadingCanoe: {
      message: 'Loading the canoe...',
      note: 'While the canoe named in the share page’s address loads',
    },

    // What is shared, and the canoe.
    whatSharing: {
      message: 'What are you sharing?',
      note: 'Heading of the form’s first part: a choice of a story or photos, a correction, or a canoe not in the registry',
    },
    kind: {
      message:
        '{kind, select, correction {A correction} new_canoe {A canoe not in the registry} other {A story, memory or photos}}',
      note: 'One choice under “What are you sharing?”; {kind} is the choice (story, correction, new_canoe), never shown',
    },
    canoeSearchPlaceholder: {
      message: 'Search by name or bow number...',
      note: 'Inside the empty canoe box of the share form',
    },
    canoeSearchHint: {
      message:
        "Type part of the canoe's name (ʻokina and kahakō are not needed), then choose it from the list.",
      note: 'Under the canoe box of the share form; ʻokina and kahakō are the Hawaiian marks (ʻ and ā)',
    },

    // A correction.
    correctionTitle: {
      message: 'The correction',
      note: 'Heading of the part of the form that corrects a detail',
    },
    correctionLead: 'One detail at a time, with how you know it.',
    detailToCorrect: {
      message: 'The detail to correct',
      note: 'Label of the choice of which detail of the canoe is corrected',
    },
    chooseDetail: { message: 'Choose a detail', note: 'The first, empty choice of “The detail to correct”' },
    registrySaysNow: {
      message: 'The registry says now',
      note: 'Above what the registry records now for the detail being corrected',
    },
    notRecorded: {
      message: 'Not recorded',
      note: 'In place of what the registry says now, when it records nothing for the detail',
    },
    correctValue: { message: 'The correct value', note: 'Label of the box for the corrected detail' },
    chooseType: {
      message: 'Choose the type',
      note: 'The first, empty choice when the detail corrected is the canoe’s type',
    },
    howKnow: {
      message: 'How do you know?',
      note: 'Label of the box for how the sender knows the correction',
    },
    howKnowHint: 'A document, a photograph, or your own connection to the canoe.',
    fieldName: {
      message: 'Name',
      note: 'A detail a correction may be about (the canoe’s name), and the new canoe’s field',
    },
    fieldBuildDate: {
      message: 'Build Year',
      note: 'A detail a correction may be about (the year the canoe was built), and the new canoe’s field',
    },

    // A canoe not in the registry.
    canoeTitle: {
      message: 'The canoe',
      note: 'Heading of the part of the form about a canoe not in the registry',
    },
    canoeLead: 'Its name, and whatever else you know. Leave the rest empty.',
    nameHint: {
      message: 'As the family or club spells it, ʻokina and kahakō included.',
      note: 'Under the new canoe’s Name box; ʻokina and kahakō are the Hawaiian marks (ʻ and ā)',
    },
    notSure: {
      message: 'Not sure',
      note: 'The first, empty choice of a select the sender may leave: the canoe’s type, a licence',
    },
    originHint: { message: 'Where it was built.', note: 'Under the Origin Location box' },
    steward: { message: 'Steward', note: 'Label of the box for who cares for the new canoe now' },
    stewardHint: 'The family, club or person who cares for it now.',
    maker: { message: 'Maker', note: 'Label of the box for who carved the new canoe' },
    makerHint: { message: 'Who carved it.', note: 'Under the Maker box' },

    // The story.
    storyTitle: {
      message: '{kind, select, new_canoe {Its story (optional)} other {Your story}}',
      note: 'Heading of the part of the form for a story; {kind} is what is shared (new_canoe: a canoe not in the registry), never shown',
    },
    storyLead: 'A memory, its history, the people who paddled it: in your own words.',
    storyHeading: { message: 'Title', note: 'Label of the box for the story’s title' },
    story: { message: 'Story', note: 'Label of the story’s text box' },
    storyLanguage: {
      message: 'Language of your story',
      note: 'Label of the choice of the language the story is written in; the choices are the languages’ own names (English, ʻŌlelo Hawaiʻi), never translated',
    },
    storyHint: {
      message: 'Paragraphs, bold, italic and links are kept.',
      note: 'Under the story’s text box: what of its formatting is kept',
    },
    storyLicence: { message: 'Licence for the story', note: 'Label of the choice of the story’s licence' },
    storyLicenceHint: 'How others may reuse your words.',
    readers: {
      message: 'Who may read your story',
      note: 'For a member of protocols: the choice of everyone or the members of one protocol',
    },
    everyone: { message: 'Everyone', note: 'A choice under “Who may read your story”' },
    membersOf: {
      message: 'Only the members of {protocol}',
      note: 'A choice under “Who may read your story”; {protocol} is a protocol’s name',
    },
    readersPhotos: {
      message: 'Your photos with it are kept for the same readers.',
      note: 'Under “Who may read your story”',
    },

    // The photos.
    photosTitle: {
      message: '{kind, select, new_canoe {Photos (optional)} other {Photos}}',
      note: 'Heading of the part of the form for photos; {kind} is what is shared (new_canoe: a canoe not in the registry), never shown',
    },
    photo: {
      message: 'Photo {number}',
      note: 'Heading of one photo of the form; {number} is its place among them (1, 2…)',
    },
    photoAlt: {
      message: 'Photo {number}: {file}',
      note: 'Description of a photo’s preview for screen readers, until it has a caption; {number} is its place, {file} its file’s name',
    },
    removePhoto: {
      message: 'Remove {photo}',
      note: 'Button under a photo’s preview; {photo} is “Photo 1”, said to screen readers only',
    },
    caption: { message: 'Caption', note: 'Label of a photo’s caption box' },
    captionHint: 'What the photo shows.',
    credit: { message: 'Photographer or Credit', note: 'Label of a photo’s credit box' },
    creditHint: 'Who took it, or the credit line its owner asks for.',
    dateTaken: { message: 'Date Taken', note: 'Label of the box for the day a photo was taken' },
    licence: { message: 'Licence', note: 'Label of the choice of a photo’s licence' },
    licenceHint: 'How others may use the photo.',
    choosePhotos: { message: 'Choose photos', note: 'Label of the file box, before any photo is chosen' },
    addMorePhotos: { message: 'Add more photos', note: 'Label of the file box once photos are chosen' },
    photosHint: {
      message: 'Up to {max} photos (JPEG, PNG, GIF or WebP), each at most {mb} MB. Location data is removed.',
      note: 'Under the file box; {max} is how many photos may be sent, {mb} the largest size of one, in megabytes',
    },
    photoRights: {
      message: 'I took these photos or have permission to share them, under the licence chosen',
      note: 'Checkbox under the photos, which the sender must tick',
    },
    // A recording (issue 36).
    recordingTitle: {
      message: 'A recording (optional)',
      note: 'Heading of the part of the form where a sound or video recording may be added',
    },
    recordingLead: {
      message:
        'A recorded account, sound or video, shared with the agreement of the person speaking. Keepers listen to it before it appears.',
      note: 'Under the heading of the recording part of the form',
    },
    chooseRecording: { message: 'Choose a recording', note: 'Label of the file box for a recording' },
    recordingHint: {
      message:
        'MP3, M4A, Ogg, FLAC, WAV, MP4 (H.264) or WebM, up to {megabytes} MB. Location data is removed.',
      note: 'Under the recording’s file box; keep the names of the formats as they are; {megabytes} is the largest size',
    },
    removeRecording: { message: 'Remove recording', note: 'Button beside a chosen recording' },
    recordingName: {
      message: 'Title of the recording',
      note: 'Label of the box for the recording’s title, which the sender must fill',
    },
    recordingTeller: { message: 'Who is speaking', note: 'Label of the box for the teller’s name' },
    recordingTellerNamed: {
      message: 'They agreed to be named on the public pages',
      note: 'Checkbox: without it, visitors are not told the name of the person speaking',
    },
    recordingDate: { message: 'Date recorded', note: 'Label of the box for when it was recorded' },
    recordingTranscript: {
      message: 'Transcript (optional)',
      note: 'Label of the box for the words said, each line starting with its time',
    },
    recordingTranscriptHint: {
      message:
        'One line for each thing said, starting with its time: “0:12 My grandfather carved her in 1931.”',
      note: 'Under the transcript box',
    },
    recordingConsent: {
      message:
        'The person speaking agreed to this recording being shared, and I may share it under the licence chosen',
      note: 'Checkbox under the recording, which the sender must tick',
    },
    sendingRecording: {
      message: 'Sending the recording… {percent}%',
      note: 'While the recording is sent; {percent} is how much of it has gone',
    },
    licenceAllRights: {
      message: 'All rights reserved',
      note: 'A licence of a story or photo: no reuse without permission',
    },
    licenceCc0: {
      message: 'CC0 / public domain',
      note: 'A licence of a story or photo: CC0 (Creative Commons’ name, kept as it is), anyone may reuse it',
    },
    licenceAskSteward: {
      message: 'Ask the steward before reuse',
      note: 'A licence of a story or photo',
    },

    // The sender.
    aboutYou: { message: 'About you', note: 'Heading of the form’s last part, about the sender' },
    aboutYouLead: "Nothing you share is public until the registry's keepers have reviewed it.",
    nameToShow: {
      message: 'Name to show',
      note: 'Label of the box for the sender’s name, shown with what they share',
    },
    nameToShowHint: 'Your name, initials, or leave empty to share anonymously.',
    email: { message: 'Email', note: 'Label of the sender’s email address box' },
    emailHint: "Optional, for a reply. Seen only by the registry's administrators.",
    notify: {
      message: 'Email me when it has been reviewed',
      note: 'Checkbox under the sender’s email address',
    },
    notifyHint: {
      message: 'Give an email above to be told.',
      note: 'Under “Email me when it has been reviewed” while no email is given',
    },
    agreeTerms: {
      message: 'I agree to the {terms}',
      note: 'Checkbox the sender must tick; {terms} is the link “terms”, to the Terms of Use',
    },
    terms: {
      message: 'terms',
      note: 'A link to the Terms of Use page, in “I agree to the terms”',
    },
    honeypot: {
      message: 'Leave this field empty',
      note: 'Label of a box hidden from people (and screen readers) that only automated spam fills in',
    },

    // Sending.
    send: { message: 'Send', note: 'The share form’s button' },
    checking: {
      message: 'Checking…',
      note: 'The Send button while the browser does its short check against automated spam',
    },
    sending: { message: 'Sending…', note: 'The Send button while the form is sent' },
    checkingForm: {
      message: 'Checking the form before sending…',
      note: 'Said to screen readers while the browser does its short check against automated spam',
    },
    needsJavaScript: {
      message:
        'Sending this form needs JavaScript: your browser does a short check that keeps automated spam out.',
      note: 'At the top of the form, to readers whose browser runs no JavaScript',
    },
    correctMarked: {
      message: 'Nothing was sent yet: please correct the marked fields.',
      note: 'Above the Send button when the form was refused and the reasons stand beside the fields',
    },
    notSent: {
      message: 'Your submission could not be sent. Please check your connection and try again.',
      note: 'Above the Send button when sending failed without an answer from the server',
    },
    readFailed: {
      message: 'A photo could not be read. Please choose it again.',
      note: 'Above the Send button when a chosen photo’s file could not be read',
    },

    // Sent.
    sent: {
      message: 'Mahalo, it has been sent',
      note: 'Heading after the form was sent; Mahalo is “thank you”',
    },
    backTo: {
      message: 'Back to {name}',
      note: 'Button after the form was sent; {name} is the canoe’s name',
    },
    backToRegistry: {
      message: 'Back to the Canoe Registry',
      note: 'Button after the form was sent, when it named no canoe',
    },
    shareAnother: { message: 'Share something else', note: 'Button after the form was sent: a new form' },
  },
);
