import { defineMessages } from '../messages.ts';

/** The server’s answers to a request it refuses or cannot carry out, shown by the page that asked. */
export const serverArea = defineMessages(
  'server',
  'The server’s answers to a request it refuses or cannot carry out, shown by the page that asked (usually at the top of a form, or in place of what could not be loaded)',
  {
    // Any request (src/server/http).
    databaseAway: 'The database cannot be reached just now. Please try again in a few seconds.',
    diskFull: "The server's disk is full: nothing was saved",
    somethingWrong: 'Something went wrong on the server. Please try again.',
    correctFields: {
      message: 'Please correct the highlighted fields',
      note: 'Said above a form when more than one of its fields is wrong; each is marked beside it',
    },
    invalidInput: 'Invalid input',
    notAnObject: {
      message: 'Request body must be a JSON object',
      note: 'For programmers: JSON is a format, keep it as it is',
    },
    notJson: { message: 'Request body is not valid JSON', note: 'For programmers: JSON is a format' },
    bodyTooLarge: 'Request body is too large',
    sendJson: {
      message: 'Send the request body as JSON (Content-Type: application/json)',
      note: 'For programmers: “Content-Type: application/json” is a header, keep it as it is',
    },
    noSuchAddress: {
      message: 'No such address: {method} {path}',
      note: '{method} is the request’s method (GET, POST…), {path} the address asked for',
    },
    nulCharacters: {
      message: 'Text must not contain NUL characters',
      note: 'NUL is an invisible control character (code 0)',
    },
    unknownHost: 'This site does not answer to that host name',
    tooManyRequests: 'Too many requests. Please wait a while and try again.',
    crossSite: {
      message: 'Cross-site request refused',
      note: 'A request sent by another site in the reader’s name',
    },

    // Signing in and accounts.
    wrongCredentials: 'The email or password is not correct.',
    tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    passwordSignInOff: {
      message: 'Sign-in with a password is turned off: sign in with {provider}.',
      note: '{provider} is the name of the service people sign in with (the identity provider)',
    },
    providerNotConfigured: 'Sign-in through an identity provider is not configured',
    passwordsElsewhere: {
      message: 'Passwords are kept by {provider}: reset yours there.',
      note: '{provider} is the name of the service people sign in with (the identity provider)',
    },
    accountsElsewhere: {
      message: 'Accounts are created through {provider}: sign in there.',
      note: '{provider} is the name of the service people sign in with (the identity provider)',
    },
    registrationClosed: {
      message: 'Registration is closed. To ask for access, write to {email}.',
      note: '{email} is the archive’s contact address',
    },
    passwordChanged: 'Your password has been changed. Sign in with your new password.',
    accountExists: { message: 'An account for {email} already exists', note: '{email} is an email address' },
    noAccountFor: { message: 'No account for {email}', note: '{email} is an email address' },
    badToken: {
      message: 'Invalid, expired or revoked API token',
      note: 'For programmers: the key a program signs in with',
    },
    adminGroupRequired: {
      message: 'Permission denied: the admin group is required',
      note: 'A group of accounts named “admin”',
    },
    translatorsGroupRequired: {
      message: 'Permission denied: the translators group is required',
      note: 'A group of accounts named “translators”',
    },
    tooManySubscriptions: 'Too many subscription attempts. Please wait a minute and try again.',

    // The reason a keeper gives for a change (decision 018).
    oneReasonHeader: {
      message: 'Send one {header} header',
      note: 'For programmers: {header} is a header’s name',
    },
    reasonEncoding: {
      message: '{header} must be percent-encoded UTF-8 text',
      note: 'For programmers: {header} is a header’s name',
    },
    reasonPlainText: 'The reason for this change must be plain text',
    reasonTooLong: {
      message: 'The reason for this change must be at most {max} characters',
      note: '{max} is a number',
    },

    // Canoes, names, ownerships, makers, stewards, races and people.
    ownershipRace: {
      message: 'Ownership changed while you were saving. Reload and try again.',
      note: 'Someone else changed the canoe’s ownership at the same moment',
    },
    nameRace: {
      message: 'The current name changed while you were saving. Reload and try again.',
      note: 'Someone else changed the canoe’s name at the same moment',
    },
    alreadyOwner: 'This steward is already the current owner.',
    duplicateMaker: 'This maker is already listed for this canoe.',
    noCanoeWithHull: {
      message: 'No canoe with bow number {hull}',
      note: 'The bow number is the number painted on a racing canoe’s bow; {hull} is the one given',
    },
    manyCanoesWithHull: {
      message: 'More than one canoe has bow number {hull}; choose the canoe by id instead',
      note: '{hull} is a bow number',
    },
    transferBeforeCurrent: {
      message: 'The transfer cannot be dated before the current ownership began ({date})',
      note: '{date} is when the current ownership began, in words (“about 1962”)',
    },
    openOwnershipExists: {
      message:
        'This canoe already has an open ownership ({steward} since {date}). Give this one an end date, or end that one first.',
      note: '{steward} is the current steward’s name, {date} when their ownership began, in words',
    },
    anotherSteward: {
      message: 'another steward',
      note: 'Said in place of a steward’s name when it is unknown',
    },
    ownershipBeforeCurrent: {
      message: 'The new ownership cannot start before the current one (since {date})',
      note: '{date} is when the current ownership began, in words (“about 1962”)',
    },
    nameBeforeCurrent: {
      message: 'The new name cannot start before the current name "{name}" (given {date})',
      note: '{name} is the canoe’s current name, {date} when it was given, in words (“about 1962”)',
    },
    currentNameTaken: {
      message:
        "This canoe's current name is already {name}. Give this name an end date, or end that one first.",
      note: '{name} is the canoe’s current name',
    },
    noCanoeWithId: { message: 'No canoe with id {id}', note: '{id} is a canoe’s number' },
    noStewardWithId: { message: 'No steward with id {id}', note: '{id} is a steward’s number' },
    noPersonWithId: { message: 'No person with id {id}', note: '{id} is a person’s number' },
    raceInAddress: {
      message: 'race_id must be {id}, the race in the address',
      note: '“race_id” is the name of a value sent; {id} is the race’s number',
    },
    stewardStillOwns: {
      message:
        'This steward still has {count, plural, one {{count} ownership record} other {{count} ownership records}}. Remove or reassign them first.',
      note: 'Refusing to delete a steward; {count} is a number',
    },
    raceStillHasResults: {
      message:
        'This race still has {count, plural, one {{count} result} other {{count} results}}. Remove them first.',
      note: 'Refusing to delete a race; {count} is a number',
    },
    makerStillReferred: {
      message: 'This maker is still referred to by {list}. Remove or reassign them first.',
      note: 'Refusing to delete a maker; {list} says what still names the maker, e.g. “1 canoe maker link, 2 canoes that name it as maker and 1 restoration” (each part its own message below, joined as lists are)',
    },
    makerLinks: {
      message: '{count, plural, one {{count} canoe maker link} other {{count} canoe maker links}}',
      note: 'Part of “This maker is still referred to by {list}…”: the canoes’ lists of makers that name the maker; {count} is a number',
    },
    makerCanoes: {
      message:
        '{count, plural, one {{count} canoe that names it as maker} other {{count} canoes that name it as maker}}',
      note: 'Part of “This maker is still referred to by {list}…”: the canoes whose own maker is this maker (“it”); {count} is a number',
    },
    restorations: {
      message: '{count, plural, one {{count} restoration} other {{count} restorations}}',
      note: 'Part of “This maker is still referred to by {list}…” and of “This person still has {list}…”: the restorations that name the maker or person as restorer; {count} is a number',
    },
    personStillHas: {
      message: 'This person still has {list}. Remove or reassign them first.',
      note: 'Refusing to delete a person; {list} says what still names the person, e.g. “2 maker roles and 1 restoration” (each part its own message, joined as lists are)',
    },
    personMakerRoles: {
      message: '{count, plural, one {{count} maker role} other {{count} maker roles}}',
      note: 'Part of “This person still has {list}…”: the person’s roles as a maker (carver, restorer…); {count} is a number',
    },

    // Images and photos.
    imagesBusy: 'The server is busy processing other images. Please try again in a minute.',
    imageStoreAway: {
      message: 'The image store is not answering. Please try again in a minute.',
      note: 'The service the archive keeps its images in',
    },
    tooManyPixels: {
      message:
        'The image has too many pixels (the limit is {megapixels} megapixels). Please choose a smaller image.',
      note: '{megapixels} is a number of millions of pixels',
    },
    imageUnreadable: 'The image could not be read. It may be damaged or of an unsupported kind.',
    imageTookTooLong: {
      message:
        'The image took too long to process (the limit is {seconds, plural, one {{seconds} second} other {{seconds} seconds}}). Please choose a smaller or simpler image.',
      note: '{seconds} is a number',
    },
    svgNotWellFormed: {
      message: 'The SVG could not be read: it is not well-formed XML.',
      note: 'SVG is a kind of drawing file, XML the text it is written in: keep both names',
    },
    svgTooManyElements: {
      message:
        'This SVG draws too many elements (more than {max, number}, counting each copy made with <use>). Please simplify it, or upload it as a PNG.',
      note: 'SVG and PNG are kinds of image file, <use> a part of an SVG: keep them as they are; {max} is a number',
    },
    svgTooManySurfaces: {
      message:
        'This SVG paints too many patterns, filters, masks, clip paths or markers (more than {max}, counting each use, also inside one another). Please simplify it, or upload it as a PNG.',
      note: 'SVG and PNG are kinds of image file: keep them as they are; {max} is a number',
    },
    svgStyledSurface: {
      message:
        'This SVG applies a pattern, filter, mask, clip path or marker from a <style> sheet: set it as an attribute (fill="url(#…)"), or upload it as a PNG.',
      note: '<style> and fill="url(#…)" are parts of an SVG file: keep them as they are',
    },
    svgReferenceLoop: {
      message: 'This SVG refers to itself in a loop (through <use>, href or url(#…)) and cannot be used.',
      note: '<use>, href and url(#…) are parts of an SVG file: keep them as they are',
    },
    svgScripts: 'This SVG contains scripts or external references and cannot be used',

    // Traditional Knowledge labels: a Local Contexts project file an administrator imports (the Labels page).
    lcManyProjects: {
      message:
        "This file is not a Local Contexts project: it holds {count, plural, one {{count} project} other {{count} projects}}. Save one project's page of the Hub API and import that.",
      note: 'Local Contexts is the organisation whose Hub (a website with an API, a service for programs) keeps communities’ labels: keep these names. {count} is how many projects the file holds (never 1)',
    },
    lcNotAList: {
      message: 'This file is not a Local Contexts project: its {key} is not a list',
      note: '{key} is the name of a part of the file (tk_labels, bc_labels, notice…), kept as it is',
    },
    lcMustBeList: {
      message: 'Must be a list',
      note: 'Beside a part of a Local Contexts project file that should hold a list of labels or notices',
    },
    lcNoUniqueId: {
      message:
        "This file is not a Local Contexts project: it has no unique_id (the project's id at Local Contexts)",
      note: '“unique_id” is the name of a part of the file: keep it as it is',
    },
    lcNoTitle: 'This file is not a Local Contexts project: it has no title',
    lcMissing: {
      message: 'Missing',
      note: 'Beside a part of a Local Contexts project file that is not there (its unique_id, its title)',
    },
    lcUnreadable: {
      message:
        'This file is not a Local Contexts project the archive can read: {field}: {problem}{more, plural, =0 {} other { (and {more} more)}}',
      note: '{field} is where in the file the first problem is (“tk_labels.0.label_type”), kept as it is; {problem} says what is wrong there (one of the messages below); {more} is how many other problems there are (0: nothing is said of them)',
    },
    lcMustBeLabel: {
      message: 'Must be a label',
      note: 'Beside an item of a Local Contexts project file’s list of labels that is not a label',
    },
    lcLabelNeedsId: {
      message: 'A label needs its unique_id',
      note: '“unique_id” is the name of a part of the file: keep it as it is',
    },
    lcLabelNeedsName: 'A label needs its name',
    lcLabelNeedsType: {
      message: 'A label needs its label_type (as attribution, seasonal…)',
      note: '“label_type”, “attribution” and “seasonal” are names and values in the file: keep them as they are',
    },
    lcMustBeNotice: {
      message: 'Must be a notice',
      note: 'Beside an item of a Local Contexts project file’s list of notices that is not a notice',
    },
    lcNoticeNeedsType: {
      message: 'A notice needs its notice_type (as traditional_knowledge…)',
      note: '“notice_type” and “traditional_knowledge” are a name and a value in the file: keep them as they are',
    },
    lcNoticeNeedsName: 'A notice needs its name',
    lcNothingToImport: {
      message: 'The Local Contexts project “{title}” has no labels or notices to import',
      note: '{title} is the project’s title',
    },
    lcTooManyLabels: {
      message: 'The project has {count} labels and notices; the archive takes at most {max}',
      note: '{count} is how many labels and notices the Local Contexts project holds, {max} how many the archive takes (both numbers, {count} above {max})',
    },
    lcLabelTwice: {
      message: 'This file is not a Local Contexts project: the label {id} is in it twice',
      note: '{id} is the label’s id at Local Contexts, kept as it is',
    },

    // Sharing and reviewing submissions.
    shareForProtocol: 'Sign in as a member of the protocol to share a story for it',

    // Translations.
    translationMustFill: {
      message: 'The translation must fill in what the English does: {problems}',
      note: '{problems} says which {names} to keep or leave out, e.g. “keep {count}”',
    },
    keepNames: {
      message: 'keep {names}',
      note: 'Part of “The translation must fill in what the English does: …”; {names} are the English’s {names}',
    },
    unknownNames: {
      message: 'the English has no {names}',
      note: 'Part of “The translation must fill in what the English does: …”; {names} are {names} the English lacks',
    },
  },
);
