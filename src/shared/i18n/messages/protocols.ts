import { defineMessages } from '../messages.ts';

/**
 * Protocols: who may see what is kept for a family or a group, and the dialog that keeps a record for one. Also the
 * keepers' Labels page and their choice of a record's labels: the labels' own area (labels.ts) is loaded by every
 * canoe page, so it holds only the few words of the badges there.
 */
export const protocolsArea = defineMessages(
  'protocols',
  'Protocols: who may see what is kept for a family or a group, and the dialog that keeps a record for one; also the keepers’ Labels page and their choice of a record’s Traditional Knowledge labels',
  {
    // The Protocols page.
    leadAdmin:
      'The communities whose knowledge the archive keeps for their members. Their keepers choose who may see what.',
    leadMember:
      'The communities you belong to. What they keep for their members shows to you, marked as kept.',
    created: {
      message: 'Created the protocol {name}.',
      note: 'Notice once a protocol is created; {name} is its name',
    },
    loadingProtocols: 'Loading protocols...',
    loadProtocolsFailed: 'Failed to load protocols. Please try again.',
    noneYet: 'No protocols yet',
    noneYetAdmin: 'Create the first protocol below, then add its keepers.',
    noneYetMember: 'You belong to no protocol. A keeper of a community adds its members.',
    list: { message: 'Protocols', note: 'Name of the list of protocols, for screen readers' },
    counts: {
      message:
        '{members, plural, one {# member} other {# members}} · {keepers, plural, one {# keeper} other {# keepers}} · {held, plural, one {# record kept} other {# records kept}}',
      note: 'Under a protocol’s name in the list: how many members and keepers it has and how many records it keeps',
    },
    yourRole: {
      message: '{role, select, keeper {Your role: Keeper} other {Your role: Member}}',
      note: 'Badge beside a protocol the reader belongs to; {role} is their stored role (keeper or member), never shown',
    },
    role: {
      message: '{role, select, keeper {Keeper} other {Member}}',
      note: 'A member’s role in a protocol, in the choice of a role; {role} is the stored role, never shown',
    },

    // The protocol form.
    createTitle: {
      message: 'Create Protocol',
      note: 'Heading of the form that creates a protocol, and its button',
    },
    createIntro:
      'A community whose knowledge the archive keeps for its members: an ʻohana, a club, a hālau, a museum. Add its first keeper once it is made.',
    createFailed: { message: 'Failed to create protocol', note: 'Followed by “: ” and the reason' },
    name: { message: 'Name', note: 'The protocol form’s field for its name' },
    description: { message: 'Description', note: 'The protocol form’s field for what the protocol is' },
    saving: { message: 'Saving...', note: 'A Save button while it works' },

    // A protocol's page.
    notFoundTitle: 'Protocol Not Found',
    notFoundText: 'This protocol does not exist, or was deleted.',
    backToProtocols: 'Back to Protocols',
    protocolTitle: {
      message: 'Protocol',
      note: 'The browser tab’s title while a protocol loads, and the heading when it failed to load',
    },
    loadingProtocol: 'Loading protocol...',
    accessDenied: {
      message: 'Access Denied',
      note: 'Heading when a member who is not a keeper opens a protocol’s page',
    },
    accessDeniedText: 'Only the keepers of this protocol and administrators may open its page.',
    loadProtocolFailed: 'Failed to load the protocol. Please try again later.',
    editTitle: {
      message: 'Edit Protocol',
      note: 'Button on a protocol’s page, and the heading of the form it opens',
    },
    saveProtocol: 'Save Protocol',
    saveFailed: { message: 'Failed to save protocol', note: 'Followed by “: ” and the reason' },
    saved: {
      message: 'Saved the protocol {name}.',
      note: 'Notice once a protocol’s name or description is saved; {name} is its name',
    },
    deleteTitle: {
      message: 'Delete Protocol',
      note: 'Button on a protocol’s page, and the title of its confirmation',
    },
    deleteConfirm: {
      message:
        'Are you sure you want to delete the protocol {name} and its memberships? A protocol that still keeps records cannot be deleted. {canBeRestored}',
      note: '{name} is the protocol’s name; {canBeRestored} is a sentence saying it can be restored from Recently Deleted',
    },
    deleteFailed: {
      message: 'Failed to delete protocol. Please try again.',
      note: 'When a protocol could not be deleted; the server’s reason may follow',
    },
    deleted: {
      message: 'the protocol {name}',
      note: 'What was deleted, put into the notice “Deleted {what}.” after a protocol is deleted; {name} is its name',
    },

    // Its members.
    members: { message: 'Members', note: 'Heading of a protocol’s members' },
    noMembers: 'No members yet.',
    email: { message: 'Email', note: 'Column of a protocol’s members, and the Add Member form’s field' },
    memberName: { message: 'Name', note: 'Column of a protocol’s members: the person’s name' },
    roleColumn: { message: 'Role', note: 'Column of a protocol’s members, and the Add Member form’s field' },
    membersList: {
      message: 'Members of this protocol',
      note: 'Name of the list of members, for screen readers',
    },
    roleOf: {
      message: 'Role of {who}',
      note: 'Name of the choice of a member’s role, for screen readers; {who} is the member’s name or email',
    },
    nowRole: {
      message: '{role, select, keeper {{who} is now a keeper.} other {{who} is now a member.}}',
      note: 'Notice once a member’s role is changed; {who} is their name or email; {role} is the stored role, never shown',
    },
    roleFailed: {
      message: 'Failed to change the role of {who}: {error}',
      note: '{who} is the member’s name or email; {error} is the server’s reason, in English',
    },
    removeTitle: {
      message: 'Remove Member',
      note: 'Title of the dialog that asks before a member is removed',
    },
    removeConfirm: {
      message: 'Remove {who} from this protocol? What it keeps is then hidden from them.',
      note: '{who} is the member’s name or email',
    },
    remove: {
      message: 'Remove',
      note: 'Button beside each member, and the button that confirms in its dialog',
    },
    removing: { message: 'Removing...', note: 'The Remove button while it works' },
    removeWho: {
      message: 'Remove {who}',
      note: 'The Remove button’s name for screen readers; {who} is the member’s name or email',
    },
    removed: {
      message: 'Removed {who}.',
      note: 'Notice once a member is removed; {who} is their name or email',
    },
    removeFailed: {
      message: 'Failed to remove {who}: {error}',
      note: '{who} is the member’s name or email; {error} is the server’s reason, in English',
    },
    added: { message: 'Added {email}.', note: 'Notice once a member is added; {email} is their email' },
    addMember: { message: 'Add Member', note: 'Heading of the form that adds a member, and its button' },
    addMemberText:
      'The person needs an account of the registry: they register with their email address first.',
    chooseRole: { message: 'Choose a role', note: 'The empty choice of the Add Member form’s Role' },
    adding: { message: 'Adding...', note: 'The Add Member button while it works' },
    addFailed: { message: 'Failed to add member', note: 'Followed by “: ” and the reason' },

    // What it keeps.
    whatItKeeps: { message: 'What It Keeps', note: 'Heading of the records a protocol keeps' },
    keepsNothing:
      "Nothing yet. An administrator chooses who may see a photo, a story, a source or a canoe's notes on the canoe's page.",
    kind: {
      message:
        '{kind, select, canoe {Canoe} name {Name} ownership {Stewardship} restoration {Restoration} race_entry {Race result} photo {Photo} story {Story} recording {Recording} source {Source} notes {Notes} place {Place} other {{kind}}}',
      note: 'What kind of record a protocol keeps, put as {kind} into the lines of what it keeps; {kind} is the stored kind, never shown',
    },
    heldRecord: {
      message: '{kind} {record}',
      note: 'A line of what a protocol keeps; {kind} is what kind of record it is (“Canoe”), {record} the record’s name, a link to it',
    },
    heldRecordKeepersOnly: {
      message: '{kind} {record} · Keepers only',
      note: 'As “{kind} {record}”, for a record only the protocol’s keepers may see',
    },
    heldRecordOf: {
      message: '{kind} {record} of {canoe}',
      note: 'A line of what a protocol keeps: a record of a canoe; {kind} is what kind of record it is (“Photo”), {record} the record’s name, a link to it, {canoe} the canoe’s name',
    },
    heldRecordOfKeepersOnly: {
      message: '{kind} {record} of {canoe} · Keepers only',
      note: 'As “{kind} {record} of {canoe}”, for a record only the protocol’s keepers may see',
    },

    // Its export.
    exportTitle: { message: 'Export', note: 'Heading of a protocol’s export' },
    exportText: {
      message:
        'A ZIP file that another registry can import, holding the public archive and everything kept for {name} (canoes and their records, photos, stories, sources and notes, and who may see each), but no accounts or members.',
      note: '{name} is the protocol’s name',
    },
    exportButton: 'Export What This Protocol Keeps',

    // Who may see this (the dialog on a canoe's page).
    whoMaySee: {
      message: 'Who may see this',
      note: 'Button beside a record on a canoe’s page (administrators), and the title of the dialog it opens',
    },
    whoMaySeeWhat: {
      message: 'Who may see this: {what}',
      note: 'The button’s name for screen readers; {what} is the record it is about',
    },
    whoMaySeeIt: { message: 'Who may see it', note: 'Heading of the dialog’s choices' },
    choice: {
      message:
        '{choice, select, inherit {As the canoe} public {Public} protocols {Members of protocols} other {Keepers only}}',
      note: 'A choice of who may see a record; {choice} is the stored choice, never shown',
    },
    choiceHint: {
      message:
        '{choice, select, inherit {Whoever may see the canoe.} public {Everyone.} protocols {The members and keepers of the protocols ticked.} other {The keepers of the protocols ticked, if any.}}',
      note: 'Under each choice of who may see a record; {choice} is the stored choice, never shown',
    },
    protocolsLegend: { message: 'Protocols', note: 'Heading of the protocols to tick in the dialog' },
    noProtocols: 'No protocols yet: create one on the Protocols page.',
    whoBelongs: {
      message: 'Who belongs',
      note: 'Heading of the choice, when several protocols are ticked, of who counts as their member',
    },
    anyOfThem: { message: 'Any of them', note: 'Members of any of the protocols ticked' },
    allOfThem: { message: 'All of them', note: 'Members of all the protocols ticked' },
    canoeHidden:
      'Others do not see the canoe at all: not its page, nor in the registry, its steward’s, maker’s or races’ pages, the search or the exports.',
    placeHidden:
      'Others do not see the place at all: not its page, on the map or in the lists, nor where a canoe, race, restoration or steward names it, nor in the search or the exports.',
    whatOthersSee: {
      message: 'What others see',
      note: 'Heading of the choice of what those who may not see it see',
    },
    nothing: { message: 'Nothing', note: 'Others see nothing of a kept record' },
    aLine: {
      message: 'A line naming the protocol',
      note: 'Others see a line naming the protocol in its place',
    },
    save: { message: 'Save', note: 'The dialog’s button' },
    protectFailed: { message: 'Failed to save who may see this', note: 'Followed by “: ” and the reason' },
    loadProtectionFailed: 'Failed to load who may see this. Please try again.',

    // The Labels page (administrators).
    labelsLead:
      'The communities’ Traditional Knowledge labels and notices from Local Contexts: import a project’s labels, and give a label this archive’s own text. Keepers put labels on a canoe, its photos, stories and sources where they edit them.',
    importTitle: 'Import a Local Contexts project',
    importText: {
      message:
        'The project file is what the Local Contexts Hub’s API answers for the community’s project ({address}), saved as a .json file. A label imported before is updated; this archive’s own text of it stays.',
      note: 'On the Labels page; {address} is the address of the Hub’s API, shown as code (https://localcontextshub.org/api/v2/projects/<project id>/)',
    },
    projectId: {
      message: 'project id',
      note: 'In the Hub’s API address shown as code: https://localcontextshub.org/api/v2/projects/<project id>/',
    },
    projectFile: {
      message: 'Project file (.json)',
      note: 'The field that chooses the project file to import',
    },
    importLabels: { message: 'Import labels', note: 'Button that imports the chosen project file' },
    imported: {
      message:
        'Imported from “{project}”: {added, plural, one {# new label} other {# new labels}}, {updated} updated.',
      note: 'Notice once a project is imported; {project} is its title, {added} how many labels are new, {updated} how many were updated',
    },
    notJson: 'This file is not a Local Contexts project: it is not JSON.',
    importFailed: { message: 'Failed to import the labels', note: 'Followed by “: ” and the reason' },
    labelKind: {
      message:
        '{kind, select, tk_label {Traditional Knowledge label} bc_label {Biocultural label} other {Notice}}',
      note: 'What kind a label is, under its name; {kind} is the stored kind, never shown',
    },
    project: { message: 'Project:', note: 'Before the Local Contexts project a label came from' },
    archiveTextOf: {
      message: 'This archive’s text of {label}',
      note: 'The field of a label’s own text in this archive; {label} is the label’s name',
    },
    archiveTextHint:
      'Shown instead of the community’s text. Saved empty, the community’s text is shown again.',
    saveText: { message: 'Save text', note: 'Button that saves a label’s text' },
    useCommunityText: {
      message: 'Use the community’s text',
      note: 'Button that goes back to the community’s own text of a label',
    },
    cancel: 'Cancel',
    saveTextFailed: { message: 'Failed to save the text', note: 'Followed by “: ” and the reason' },
    archiveText: {
      message: 'This archive’s text',
      note: 'Above a label’s text when the archive wrote its own',
    },
    communityText: {
      message: 'The community’s text',
      note: 'Above a label’s text as the community wrote it, and the disclosure that shows it',
    },
    editText: { message: 'Edit text', note: 'Button under a label’s text' },
    editTextOfLabel: {
      message: 'Edit text of {label}',
      note: 'The “Edit text” button’s name for screen readers, which should begin with the button’s own words; {label} is the label’s name',
    },
    archiveLabels: 'The archive’s labels',
    loadingLabels: 'Loading labels...',
    loadLabelsFailed: 'Failed to load the labels. Please try again later.',
    noLabelsYet: 'No labels yet: import a project file above.',

    // The choice of a record's labels (administrators, where a record is edited).
    pickerLoading: 'Loading labels…',
    pickerNone: {
      message: 'No labels yet: import a community’s Local Contexts project on the {labelsPage}.',
      note: 'Where keepers choose a record’s labels, when the archive has none; {labelsPage} is the link “Labels page”',
    },
    pickerLabelsPage: {
      message: 'Labels page',
      note: 'Link to the Labels page, in “No labels yet: import a community’s Local Contexts project on the {labelsPage}.”',
    },
    kindCommunity: {
      message: '{kind}, {community}',
      note: 'Under a label’s name in the choice: {kind} is what kind it is (“Notice”), {community} the community it belongs to',
    },
    saveLabels: { message: 'Save labels', note: 'Button that saves the labels ticked' },
    labelsSaved: { message: 'Labels saved.', note: 'Notice once the labels are saved' },
    saveLabelsFailed: { message: 'Failed to save the labels', note: 'Followed by “: ” and the reason' },
    sourceLabels: { message: 'Labels on the canoe’s sources', note: 'Heading on the canoe’s edit page' },
    labelsOfSource: {
      message: 'Labels of the source “{source}”',
      note: 'Heading of one source’s labels on the canoe’s edit page; {source} is the source’s citation',
    },
  },
);
