import { defineMessages } from '../messages.ts';

/** Submissions: the keepers’ queue of what visitors shared, its review, edits and rejections. */
export const submissionsArea = defineMessages(
  'submissions',
  'Submissions: the keepers’ queue of what visitors shared, its review, edits and rejections',
  {
    // Words of a submission, in the queue and on its review.
    kind: {
      message:
        '{kind, select, story {A story, memory or photos} correction {A correction} new_canoe {A canoe not in the registry} other {{kind}}}',
      note: 'What a visitor shared, on its badge in the queue and at the top of its review; {kind} is the stored kind, never shown',
    },
    status: {
      message:
        '{status, select, pending {Waiting for review} approved {Approved} rejected {Rejected} spam {Spam} other {{status}}}',
      note: 'Where a submission stands: the queue’s filters, the heading of a reviewed one’s outcome, before the time it was reviewed; {status} is the stored status, never shown',
    },
    statusSentence: {
      message:
        '{status, select, pending {Waiting for review.} approved {Approved.} rejected {Rejected.} spam {Spam.} other {{status}.}}',
      note: 'Read out by screen readers once a decision is made on a submission’s review; {status} is the stored status, never shown',
    },
    submissionNumber: {
      message: 'Submission #{id}',
      note: 'The title of a submission’s review, and its name in the queue when it has no words of its own; {id} is its number',
    },
    erasedHeadline: {
      message: 'Submission #{id}: erased on request',
      note: 'A submission’s name in the queue once the sender’s words were erased; {id} is its number',
    },
    photosHeadline: {
      message: 'Photos',
      note: 'A submission’s name in the queue when it holds only photos; the heading of the edit form’s part for the photos',
    },
    correctionHeadline: {
      message: '{field}: {value}',
      note: 'A correction’s name in the queue: {field} is the canoe’s detail (“Bow Number”), {value} the value proposed',
    },
    canoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe with no name; {id} is its number in the registry',
    },
    sharedFor: {
      message: 'Shared for {protocol} only',
      note: 'Badge on a story shared for the members of one community’s protocol; {protocol} is its name',
    },
    protocolNumber: {
      message: 'protocol #{id}',
      note: 'Put into “Shared for {protocol} only” when the protocol has no name; {id} is its number',
    },
    sameSender: {
      message:
        '{count, plural, one {# other submission from the same sender} other {# other submissions from the same sender}}',
      note: 'How many other submissions came from the same sender (known by a hash of their email)',
    },
    field: {
      message:
        '{field, select, name {Name} hull_id {Bow Number} type_id {Canoe Type} build_date {Build Year} length {Length (ft)} width {Width (ft)} weight {Weight (lbs)} origin {Origin Location} other {{field}}}',
      note: 'A canoe’s detail that a correction changes, or a new canoe’s detail; {field} is the stored field, never shown',
    },
    licence: {
      message:
        '{licence, select, all_rights_reserved {All rights reserved} cc_by {CC BY 4.0} cc_by_sa {CC BY-SA 4.0} cc_by_nc {CC BY-NC 4.0} cc0 {CC0 / public domain} ask_the_steward {Ask the steward before reuse} other {{licence}}}',
      note: 'The licence of a shared story or photo; the Creative Commons names (CC BY 4.0…) are names; {licence} is the stored licence, never shown',
    },

    // The queue.
    queueLead:
      'Stories, photos, corrections and new canoes shared by visitors. Nothing appears on the site until it is approved here.',
    statusFilter: {
      message: 'Submission status',
      note: 'Name of the row of status links above the queue, for screen readers',
    },
    keptDays: {
      message:
        "{status, select, rejected {Rejected submissions are erased {days, plural, one {# day} other {# days}} after their review, with the sender's words, name and email.} other {Submissions marked as spam are erased {days, plural, one {# day} other {# days}} after their review, with the sender's words, name and email.}}",
      note: 'Above the lists of rejected and spam submissions; {days} is how long they are kept; {status} is the list shown (rejected or spam), never shown',
    },
    loading: 'Loading submissions...',
    loadFailed: 'Failed to load submissions. Please try again later.',
    empty: {
      message:
        '{status, select, pending {No submissions waiting for review.} approved {No approved submissions yet.} rejected {No rejected submissions.} other {No submissions marked as spam.}}',
      note: 'In place of the queue when a status has no submissions; {status} is the status chosen, never shown',
    },
    found: {
      message:
        '{status, select, pending {{count, plural, one {# submission waiting for review, oldest first} other {# submissions waiting for review, oldest first}}} approved {{count, plural, one {# submission approved} other {# submissions approved}}} rejected {{count, plural, one {# submission rejected} other {# submissions rejected}}} other {{count, plural, one {# submission spam} other {# submissions spam}}}}',
      note: 'Above the queue, read out when it changes; {status} is the status chosen (spam is the last), never shown',
    },
    listOf: {
      message: 'Submissions: {status}',
      note: 'Name of the queue’s list, for screen readers; {status} is the status chosen (“Approved”)',
    },
    from: { message: 'From', note: 'Before the sender’s name on a submission in the queue' },
    photosTerm: {
      message: 'Photos',
      note: 'For screen readers before how many photos a submission in the queue holds',
    },
    photoCount: {
      message: '{count, plural, one {# photo} other {# photos}}',
      note: 'How many photos a submission in the queue holds',
    },
    receivedTerm: {
      message: 'Received',
      note: 'For screen readers before the time a submission in the queue was received',
    },
    reviewedAtBy: {
      message: '{date} by {who}',
      note: 'After the status of a reviewed submission in the queue (“Approved”); {date} is when, {who} the keeper who decided',
    },
    sameSenderTerm: {
      message: 'Same sender',
      note: 'Before how many other submissions came from the same sender',
    },

    // A submission's review.
    notFoundTitle: 'Submission Not Found',
    notFoundText: 'This submission does not exist, or was removed.',
    backToSubmissions: 'Back to Submissions',
    submissionTitle: {
      message: 'Submission',
      note: 'The browser tab’s title while a submission loads, and the heading when it failed to load',
    },
    loadingSubmission: 'Loading submission...',
    loadSubmissionFailed: 'Failed to load the submission. Please try again later.',
    newCanoe: {
      message: 'New canoe: {name}',
      note: 'At the top of a new canoe’s review; {name} is the name the sender gave it',
    },
    about: {
      message: 'About {canoe}',
      note: 'At the top of a submission’s review; {canoe} is the name of the canoe it is about, a link to its page',
    },
    received: {
      message: 'Received {date}',
      note: 'At the top of a submission’s review; {date} is when it was received, with its time',
    },
    saved: { message: 'Saved.', note: 'Read out by screen readers once a submission’s edits are saved' },
    loadingForm: 'Loading the form...',
    erasedText:
      'The sender’s words were erased on their request. What is left says only what kind of submission it was, when it came and how it was reviewed.',
    reviewedBy: {
      message: 'By {who} on {date}',
      note: 'Under the outcome of a reviewed submission; {who} is the keeper who decided, {date} when',
    },
    reviewedOn: {
      message: 'On {date}',
      note: 'Under the outcome of a reviewed submission when the keeper is not known; {date} is when',
    },
    noteToSender: {
      message: 'Note to the sender',
      note: 'The keeper’s note to the sender of a rejected submission: the reject dialog’s field and a heading of its outcome',
    },
    openNewCanoe: {
      message: 'Open the new canoe {name}',
      note: 'Link from an approved submission to the canoe it added; {name} is the canoe’s name',
    },
    openStories: {
      message: 'Open the Stories tab of {name}',
      note: 'Link from an approved story to the canoe’s Stories tab; {name} is the canoe’s name',
    },
    openPhotos: {
      message: 'Open the photos of {name}',
      note: 'Link from an approved submission to the canoe’s photos; {name} is the canoe’s name',
    },
    openCanoe: {
      message: 'Open {name}',
      note: 'Link from an approved correction to the canoe’s page; {name} is the canoe’s name',
    },
    openHistory: {
      message: 'Open the history of {name}',
      note: 'Link from an approved correction to the canoe’s change history; {name} is the canoe’s name',
    },
    theCanoe: {
      message: 'the canoe',
      note: 'Put into the links “Open the photos of {name}” and the like when the canoe has no name',
    },

    // The decisions.
    decision: { message: 'Decision', note: 'Heading of the box of buttons that decide on a submission' },
    decisionText: 'Approving publishes it at once, recorded in the change history like any other change.',
    approve: { message: 'Approve', note: 'Button that publishes a submission' },
    approving: { message: 'Approving...', note: 'The Approve and Save and approve buttons while they work' },
    editThenApprove: {
      message: 'Edit then approve',
      note: 'Button that opens a submission’s words for editing before it is approved',
    },
    approveFailed: {
      message: 'Failed to approve submission',
      note: 'Followed by “: ” and the reason',
    },
    approveRefused: {
      message: 'Failed to approve submission: {reasons} Use Edit then approve to correct it.',
      note: 'When a correction’s value is refused by the canoe form’s rules; {reasons} are the server’s reasons, in English',
    },
    markAsSpamTitle: {
      message: 'Mark as Spam',
      note: 'Title of the dialog that asks before a submission is marked as spam',
    },
    markAsSpamConfirm:
      'Mark this submission as spam? Nothing of it will appear on the site, its photos are removed, and the sender is not told.',
    markAsSpam: { message: 'Mark as spam', note: 'The button that confirms, in the Mark as Spam dialog' },
    marking: { message: 'Marking...', note: 'The Mark as spam button while it works' },
    spam: { message: 'Spam', note: 'Button that opens the Mark as Spam dialog' },
    spamFailed: { message: 'Failed to mark submission as spam', note: 'Followed by “: ” and the reason' },

    // Rejecting.
    rejectTitle: 'Reject Submission',
    rejectTold:
      'Nothing of it will appear on the site, and its photos are removed. The sender asked to be told the outcome: they are sent an email, with your note if you write one.',
    rejectNotTold:
      'Nothing of it will appear on the site, and its photos are removed. The sender left no email to be told the outcome, so nobody is written to.',
    reject: {
      message: 'Reject',
      note: 'Button that opens the Reject Submission dialog, and the dialog’s own button',
    },
    rejecting: { message: 'Rejecting...', note: 'The Reject button while it works' },
    noteHint: { message: 'Optional: why it was not published.', note: 'Under the Note to the sender field' },
    rejectFailed: { message: 'Failed to reject submission', note: 'Followed by “: ” and the reason' },

    // Erasing on request.
    erasedHeading: 'Sender’s words erased',
    erasedOnBy: {
      message:
        'Erased on request by {who} on {date}. Their story, name, email and photos are not kept anywhere.',
      note: '{who} is the keeper who erased them, {date} when',
    },
    erasedOn: {
      message: 'Erased on request on {date}. Their story, name, email and photos are not kept anywhere.',
      note: 'When the keeper who erased them is not known; {date} is when',
    },
    eraseHeading: 'Erase on request',
    eraseText: 'When the sender asks, erase what they sent now rather than at the end of the keeping time.',
    eraseTitle: { message: 'Erase the Sender’s Words', note: 'Title of the dialog that asks before erasing' },
    eraseConfirm: {
      message:
        '{status, select, approved {Erase this submission’s story, the sender’s name and email, and the photos they sent? This cannot be undone: nothing of them is kept. What was published from it stays on the canoe’s page; remove it there if they ask.} pending {Erase this submission’s story, the sender’s name and email, and the photos they sent? This cannot be undone: nothing of them is kept. The submission is closed as rejected, and the sender is not written to.} other {Erase this submission’s story, the sender’s name and email, and the photos they sent? This cannot be undone: nothing of them is kept.}}',
      note: 'The dialog before erasing; {status} is where the submission stands (approved, waiting or other), never shown',
    },
    erase: { message: 'Erase', note: 'The button that confirms, in the Erase the Sender’s Words dialog' },
    erasing: { message: 'Erasing...', note: 'The Erase button while it works' },
    eraseButton: { message: 'Erase the sender’s words', note: 'Button that opens the dialog before erasing' },
    eraseFailed: { message: 'Failed to erase the sender’s words', note: 'Followed by “: ” and the reason' },

    // The preview.
    story: {
      message: 'Story',
      note: 'Heading of a submission’s story, and the edit form’s part and field for it',
    },
    storyWrittenIn: {
      message: 'Language of the story: {language}',
      note: 'Beside a waiting story: the language its sender wrote it in, which says whether approving keeps it as the story’s English or its Hawaiian text; {language} is the language’s own name (English, ʻŌlelo Hawaiʻi), never translated',
    },
    correction: {
      message: 'Correction',
      note: 'Heading of a submission’s correction, and the edit form’s part for it',
    },
    newCanoeHeading: {
      message: 'New canoe',
      note: 'Heading of a new canoe’s details in a submission, and the edit form’s part for them',
    },
    photosHeading: {
      message: 'Photos ({count})',
      note: 'Heading of a submission’s photos; {count} is how many',
    },
    titleOnly: {
      message: 'Title: {title} (photos only, no story text)',
      note: 'In place of a story that came with a title and photos but no text; {title} is its title',
    },
    notRecorded: {
      message: 'Not recorded',
      note: 'In place of a licence or a canoe’s current value when none is recorded; the edit form’s first licence choice',
    },
    opensFullSize: {
      message: '(opens the full size in a new tab)',
      note: 'Read by screen readers after a photo that opens in full size',
    },
    imageGone: { message: 'The image is no longer kept', note: 'In place of a photo whose file was removed' },
    noCaption: { message: 'No caption', note: 'In place of a photo’s caption when it has none' },
    photoNumber: {
      message: 'Photo {number}',
      note: 'Description of a photo without a caption, for screen readers; {number} is its place among the submission’s photos',
    },
    creditTerm: { message: 'Credit:', note: 'Before a photo’s credit (its photographer)' },
    noneGiven: { message: 'None given', note: 'In place of a photo’s credit when none was given' },
    takenTerm: { message: 'Taken:', note: 'Before the date a photo was taken' },
    licenceTerm: { message: 'Licence:', note: 'Before a photo’s licence' },
    publishedPhoto: "Published: open it in the canoe's photos",
    publishedRecording: {
      message: "Published: listen to it on the canoe's Stories tab",
      note: 'Link under an approved submission’s recording, to where visitors hear it',
    },
    currentValue: {
      message: 'Current value:',
      note: 'For screen readers before a canoe’s value that a correction would change',
    },
    proposedValue: {
      message: 'Proposed value:',
      note: 'For screen readers before the value a correction proposes',
    },
    howTheyKnow: {
      message: 'How they know',
      note: 'The sender’s explanation of a correction: heading in the preview, field in the edit form',
    },
    noExplanation: 'No explanation given.',
    steward: { message: 'Steward', note: 'A new canoe’s steward, in the sender’s words' },
    maker: { message: 'Maker', note: 'A new canoe’s maker, in the sender’s words' },
    notGiven: {
      message: 'Not given',
      note: 'In place of a new canoe’s detail the sender did not give; the first choice of the edit form’s Canoe Type',
    },
    newCanoeText:
      "Approving adds the canoe with its name, bow number, type, build year and origin. The steward and maker are the sender's words: add them to the canoe's record by hand.",

    // Who sent it.
    sender: {
      message: 'Sender',
      note: 'Heading of the box about who sent a submission, and the edit form’s part',
    },
    nameToShow: {
      message: 'Name to show',
      note: 'The name the sender asked to be shown with what they shared: in the Sender box and the edit form',
    },
    contact: { message: 'Contact', note: 'In the Sender box: the sender’s email' },
    contactAdminOnly: 'Contact details are visible to the admin group only',
    askedToBeTold: 'Asked to be told the outcome by email',
    notAsked: 'Did not ask to be told the outcome',
    noEmail: 'No email given',

    // Edit then approve.
    editForm: { message: 'Edit submission', note: 'Name of the edit form, for screen readers' },
    title: { message: 'Title', note: 'The edit form’s field for a story’s title' },
    loadingEditor: 'Loading the editor...',
    storyHint: { message: 'Paragraphs, bold, italic and links.', note: 'Under the story’s text box' },
    storyLanguage: {
      message: 'Language of the story',
      note: 'The edit form’s choice of the language the story is written in; the choices are the languages’ own names (English, ʻŌlelo Hawaiʻi), never translated',
    },
    storyLicence: 'Licence of the story',
    storyLicenceHint: {
      message: 'How others may reuse the words.',
      note: 'Under the Licence of the story field',
    },
    correctionNow: {
      message: '{field}: now “{current}”',
      note: 'Above the corrected value in the edit form; {field} is the canoe’s detail (“Bow Number”), {current} its value now',
    },
    correctionNowNone: {
      message: '{field}: now not recorded',
      note: 'As “{field}: now “{current}””, when the canoe has no value for it yet',
    },
    correct: {
      message: 'Correct {field}',
      note: 'The edit form’s field for a correction’s value; {field} is the canoe’s detail (“Bow Number”)',
    },
    correctionHint: {
      message: "Checked by the canoe form's rules when approved.",
      note: 'Under the field of a correction’s value',
    },
    stewardWords: "Steward (the sender's words)",
    makerWords: "Maker (the sender's words)",
    recordingHeading: {
      message: 'Recording',
      note: 'Heading of a submission’s recording on its review page, and of the edit form’s part for it',
    },
    tellerNotNamed: {
      message: 'Not to be named on the public pages',
      note: 'Beside the name of the person speaking in a shared recording, when they did not agree to be named',
    },
    tellerNamedOk: {
      message: 'Agreed to be named on the public pages',
      note: 'Beside the name of the person speaking in a shared recording, when they agreed to be named',
    },
    recordingRemoved: {
      message: 'Its file was removed when the submission was reviewed.',
      note: 'In place of the player of a refused submission’s recording',
    },
    publishRecording: {
      message: 'Publish the recording',
      note: 'Box to tick to publish a submission’s recording (untick: it is not published and its file is removed)',
    },
    recordingTitle: {
      message: 'Title of the recording',
      note: 'Label of the box for a shared recording’s title',
    },
    recordingTeller: { message: 'Who is speaking', note: 'Label of the box for the teller’s name' },
    recordingTellerNamed: {
      message: 'They agreed to be named on the public pages',
      note: 'Checkbox of the edit form: without it visitors are not told the teller’s name',
    },
    recordingDate: { message: 'Date recorded', note: 'Label of the box for when it was recorded' },
    recordingTranscript: {
      message: 'Transcript',
      note: 'Label of the box for the words said, each line starting with its time',
    },
    publishPhoto: {
      message: 'Publish photo {number}',
      note: 'Box to tick to publish a photo; {number} is its place among the submission’s photos',
    },
    caption: { message: 'Caption', note: 'The edit form’s field for a photo’s caption' },
    credit: { message: 'Photographer or Credit', note: 'The edit form’s field for a photo’s credit' },
    dateTaken: { message: 'Date Taken', note: 'The edit form’s field for the date a photo was taken' },
    licenceField: { message: 'Licence', note: 'The edit form’s field for a photo’s licence' },
    nameHint: {
      message: 'A name, initials, or empty for “Anonymous”.',
      note: 'Under the Name to show field',
    },
    asSent: {
      message: 'As sent: {value}',
      note: 'A choice of the Canoe Type field keeping what the sender typed; {value} is what they typed',
    },
    save: { message: 'Save', note: 'Button that saves a submission’s edits without approving it' },
    saving: { message: 'Saving...', note: 'The Save button while it works' },
    saveAndApprove: 'Save and approve',
    saveFailed: { message: 'Failed to save submission', note: 'Followed by “: ” and the reason' },
    saveAndApproveFailed: {
      message: 'Failed to save and approve submission',
      note: 'Followed by “: ” and the reason',
    },
  },
);
