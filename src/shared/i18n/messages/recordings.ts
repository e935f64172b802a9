import { defineMessages } from '../messages.ts';

/**
 * Recordings (issue 36, decision 035): a canoe's oral histories as sound or video, their player and transcript on
 * the canoe page, and the form keepers add them with.
 */
export const recordingsArea = defineMessages(
  'recordings',
  'Recordings: a canoe’s recorded oral histories (sound or video) on its page, the player with its transcript beside it, and the form keepers add one with',
  {
    recordingsHeading: {
      message: 'Recorded Voices',
      note: 'The heading of a canoe’s recordings on its Stories tab',
    },
    noRecordings: {
      message: 'No recordings of this canoe yet.',
      note: 'A canoe without recordings, shown to keepers only (visitors see no heading)',
    },
    toldBy: { message: 'Told by {teller}', note: 'Under a recording’s title; {teller} is a person’s name' },
    recordedOn: {
      message: 'Recorded {date}',
      note: 'Under a recording’s title; {date} is a date in words (“in 1978”, “about 1985”)',
    },
    recordedBy: {
      message: 'Recorded by {name}',
      note: 'Under a recording’s title; {name} is who made the recording',
    },
    duration: {
      message: 'Length {time}',
      note: 'How long a recording plays; {time} is minutes and seconds (“12:40”)',
    },
    transcriptHeading: {
      message: 'Transcript',
      note: 'The heading of a recording’s words beside its player',
    },
    noTranscript: {
      message: 'No transcript yet.',
      note: 'A recording whose words have not been written down',
    },
    lineAt: {
      message: 'Play from {time}',
      note: 'What a transcript line’s time says to screen readers; {time} is where in the recording (“12:40”)',
    },
    citeLine: {
      message: '“{words}” ({title}, at {time})',
      note: 'A transcript line cited with its time; {words} the line’s words, {title} the recording’s title, {time} where in it (“12:40”)',
    },
    audioNotPlayable: {
      message: 'This browser cannot play this recording. Download it instead.',
      note: 'Shown inside the player when the browser cannot play the file',
    },
    download: {
      message: 'Download ({size})',
      note: 'A link to the recording’s file; {size} is its size (“4.2 MB”)',
    },
    saidHeading: {
      message: 'Said in Recorded Voices',
      note: 'Under the registry’s results for a search: the lines of recordings’ transcripts that say the words searched for',
    },
    saidWhere: {
      message: '{canoe} · {title}, at {time}',
      note: 'Under a line said in a recording: the canoe’s name, the recording’s title and where in it (“12:40”)',
    },
    unnamedCanoe: { message: 'Canoe #{id}', note: 'A canoe without a name, by its number' },
    // The keepers' form.
    addRecording: { message: 'Add Recording', note: 'The button that opens the form to add a recording' },
    recordingFile: {
      message: 'Recording (sound or video)',
      note: 'The file field; the formats are listed under it',
    },
    recordingFileHint: {
      message: 'MP3, M4A, Ogg, FLAC, WAV, MP4 (H.264) or WebM, up to {megabytes} MB.',
      note: 'Under the file field; keep the names of the formats as they are; {megabytes} is the largest size',
    },
    uploading: {
      message: 'Uploading… {percent}%',
      note: 'While the file is sent; {percent} is how much of it has been sent',
    },
    title: { message: 'Title', note: 'A recording’s title' },
    description: { message: 'Description', note: 'A recording’s description' },
    teller: { message: 'Told by', note: 'Who tells the account in the recording' },
    tellerNamed: {
      message: 'They agreed to be named on the public pages',
      note: 'A check box: without it visitors are not told the teller’s name',
    },
    dateRecorded: {
      message: 'Date recorded',
      note: 'When the recording was made, as precise as it is known',
    },
    recorder: { message: 'Recorded by', note: 'The form field: who made the recording' },
    licence: { message: 'Licence', note: 'The recording’s licence' },
    transcript: {
      message: 'Transcript',
      note: 'The form field: the words with their times, one line each',
    },
    transcriptHint: {
      message:
        'One line for each thing said, starting with its time: “0:12 My grandfather carved her in 1931.” Or choose a WebVTT file.',
      note: 'Under the transcript field; keep “WebVTT” as it is',
    },
    transcriptFile: {
      message: 'WebVTT file',
      note: 'A file field for the transcript as a captions file',
    },
    saveRecording: { message: 'Save Recording', note: 'The form’s button' },
    partOfStory: {
      message: 'Part of a story',
      note: 'The form field: a story of the canoe the recording belongs to',
    },
    fromSource: {
      message: 'Oral-history source',
      note: 'The form field: the oral-history source of the canoe that the recording is',
    },
    noneChosen: { message: 'None', note: 'The choice of no story or no source' },
    deleteRecording: { message: 'Delete Recording', note: 'The button that deletes a recording' },
    confirmDelete: {
      message: 'Delete the recording “{title}”? It can be restored from History.',
      note: 'Asked before a recording is deleted; {title} is its title',
    },
    editRecording: { message: 'Edit Recording', note: 'The button that opens a recording’s form' },
    // The server's answers.
    titleRequired: { message: 'Title is required', note: 'A recording saved without a title' },
    fileRequired: {
      message: 'Please choose the recording’s file',
      note: 'A recording saved without its file',
    },
    fileGone: {
      message: 'The uploaded file is no longer here. Please send it again.',
      note: 'A recording saved with a file sent more than a day before',
    },
    tooLarge: {
      message: 'This recording is larger than the {megabytes} MB limit.',
      note: 'A file over the size limit; {megabytes} is the limit',
    },
    tooLong: {
      message: 'This recording is longer than the {minutes} minutes the archive takes.',
      note: 'A file over the length limit; {minutes} is the limit',
    },
    notARecording: {
      message:
        'This file is not a recording the archive can keep: send MP3, M4A, Ogg, FLAC, WAV, MP4 (H.264) or WebM.',
      note: 'A file whose bytes are not one of the formats; keep the names of the formats as they are',
    },
    cutShort: {
      message: 'This recording is cut short: its file ends before its data does. Send the whole file.',
      note: 'A truncated file',
    },
    storyNotOfCanoe: {
      message: 'Choose a story of this canoe',
      note: 'A recording linked to a story of another canoe',
    },
    sourceNotOralHistory: {
      message: 'Choose an oral-history source of this canoe',
      note: 'A recording linked to a source that is not one of the canoe’s oral histories',
    },
    placeNotRemovable: {
      message:
        'This recording holds the place it was made (GPS), and that part could not be removed. Remove it and send it again.',
      note: 'A video whose positions are part of its media (a GoPro’s GPS track)',
    },
    notSent: {
      message: 'The file could not be sent. Check the connection and choose it again.',
      note: 'The upload of a recording’s file broke off',
    },
    loadFailed: {
      message: 'The recordings could not be loaded.',
      note: 'A canoe’s recordings failed to load on its Stories tab',
    },
    storeAway: {
      message: 'The store of recordings is not answering. Please try again in a minute.',
      note: 'The service (a bucket) the archive keeps its recordings in, when it does not answer',
    },
    rangeNotInFile: {
      message: 'The part of the recording asked for is not in its file.',
      note: 'A request for bytes past the end of a recording’s file (HTTP 416)',
    },
    // What is wrong with a transcript (shared/transcript.ts says the same words; a test keeps them the same).
    transcriptMissingHeader: 'A WebVTT file starts with the word WEBVTT.',
    transcriptUnreadableTime: {
      message: 'This time cannot be read: “{text}”.',
      note: '{text} is the time as it was written',
    },
    transcriptMissingTime: 'These lines have no time, like 00:01.000 --> 00:04.000.',
    transcriptEndsBeforeStart: 'This line ends before it starts.',
    transcriptOutOfOrder: 'The lines are not in order of time.',
    transcriptTooManyCues: 'A transcript holds at most 5,000 lines.',
    transcriptStartWithTime: 'Start the transcript with a time, like 0:00.',
    transcriptAfterEnd: {
      message: 'This time is after the recording ends ({time}).',
      note: '{time} is the recording’s length (“12:40”)',
    },
    transcriptProblem: {
      message: 'Transcript, line {line}: {problem}',
      note: 'A transcript that cannot be read; {line} is its line number, {problem} what is wrong there',
    },
  },
);
