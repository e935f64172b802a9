import { defineMessages } from '../messages.ts';

/**
 * A change in words, as History, Activity and Recent Activity say it after the name of who made it ("added the
 * name Hōkūleʻa (1975)", "recorded the transfer to Hui Waʻa"). The server keeps each change's words as one of
 * these messages with its values, written when the change is recorded (server/db/history-words.ts), and says them
 * in the reader's language when it answers; their English is also kept as the archive's record of the change.
 * Names in them (a canoe's, a steward's, an email) are the records' own, as they were at the time of the change.
 */

export const historySummariesArea = defineMessages(
  'history-summaries',
  'A change in words on History, Activity and Recent Activity, after the name of who made it (“Kawika added the name Hōkūleʻa (1975)”); the names in it are the records’ own',
  {
    canoe: {
      message:
        '{op, select, create {{named, select, yes {added the canoe {name}} other {added canoe #{id}}}} update {{named, select, yes {edited the details of the canoe {name}} other {edited the details of canoe #{id}}}} other {{named, select, yes {deleted the canoe {name}} other {deleted canoe #{id}}}}}',
      note: 'A canoe added, edited or deleted; {op} is create, update or delete and {named} yes or no (never shown); {name} is the canoe’s name, {id} its number when it had no name',
    },
    name: {
      message:
        '{op, select, rename {changed the name {before} to {name}} create {added the name {name}} update {edited the name {name}} other {removed the name {name}}}',
      note: 'A canoe’s name added, edited, removed, or changed to another (rename); {op} is never shown; {name} is the name (with its date when it has one: “Hōkūleʻa (1975)”), {before} the name it had before a rename',
    },
    withDate: {
      message: '{name} ({date})',
      note: 'A name with the date it was taken, inside a change’s words: “Hōkūleʻa (1975)”; {date} is in words (“about 1850”)',
    },
    stewardship: {
      message:
        '{op, select, transfer {recorded the transfer to {steward}} create {added the stewardship of {steward} ({start}–{end})} update {edited the stewardship of {steward}} other {removed the stewardship of {steward}}}',
      note: 'A canoe’s steward recorded: transfer is a new current steward, create an earlier one with its years ({start} and {end} in words, ? when unknown); update and delete edit or remove one; {op} is never shown; {steward} is its name',
    },
    makerCredit: {
      message:
        '{op, select, create {credited {maker} as a maker} update {changed the contribution of {maker}} other {removed {maker} from the makers}}',
      note: 'A maker credited on a canoe, their contribution changed, or the credit removed; {op} is create, update or delete (never shown); {maker} is the maker’s name',
    },
    restoration: {
      message:
        '{op, select, create {recorded the restoration of {date}} update {edited the restoration of {date}} other {removed the restoration of {date}}}',
      note: 'A canoe’s restoration added, edited or removed; {op} is never shown; {date} is its date in words (“the 1880s”) or “unknown date”',
    },
    unknownDate: {
      message: 'unknown date',
      note: 'In place of a restoration’s date nobody recorded: “recorded the restoration of unknown date”',
    },
    raceResult: {
      message:
        '{op, select, create {added the result in {race}} update {edited the result in {race}} other {removed the result in {race}}}',
      note: 'A canoe’s result in a race added, edited or removed; {op} is never shown; {race} is the race’s name',
    },
    photo: {
      message:
        '{op, select, create {uploaded the photo {file}} focus {moved the focal point of the photo {file}} update {edited the words of the photo {file}} other {deleted the photo {file}}}',
      note: 'A canoe’s photo uploaded, its crop moved (focus), its caption or credit edited, or deleted; {op} is never shown; {file} is the photo’s file name',
    },
    source: {
      message:
        '{op, select, reorder {reordered the sources of {record}} create {added the source “{citation}” of {record}} update {edited the source “{citation}” of {record}} other {removed the source “{citation}” of {record}}}',
      note: 'A source added to a record, edited, removed, or a record’s sources put in another order; {op} is never shown; {citation} is the source’s citation (cut at 60 letters), {record} what it supports (“the name Hōkūleʻa”, “the canoe”)',
    },
    story: {
      message:
        '{op, select, create {published {story} shared by {by}} update {edited {story} shared by {by}} other {removed {story} shared by {by}}}',
      note: 'A story of a canoe published, edited or removed; {op} is never shown; {story} is “the story “its title”” or “a story”, {by} the name the sharer chose to show',
    },
    recording: {
      message:
        '{op, select, create {added the recording “{title}”} update {edited the recording “{title}”} other {deleted the recording “{title}”}}',
      note: 'A canoe’s recorded oral history (sound or video) added, its words or transcript edited, or deleted; {op} is never shown; {title} is the recording’s title (cut at 60 letters)',
    },
    labelText: {
      message:
        "{restored, select, yes {restored the community's text of the label {name}} other {edited this archive's text of the label {name}}}",
      note: 'The archive’s own text of a Traditional Knowledge label written (or emptied: restored yes, the community’s text shown again); {restored} is never shown; {name} is the label’s name',
    },
    labelsImported: {
      message:
        '{op, select, create {imported {count, plural, one {{count} label} other {{count} labels}} from the Local Contexts project {project}} update {updated {count, plural, one {{count} label} other {{count} labels}} from the Local Contexts project {project}} other {removed {count, plural, one {{count} label} other {{count} labels}} from the Local Contexts project {project}}}',
      note: 'Several Traditional Knowledge labels imported, updated or removed at once from a Local Contexts project; {op} is never shown; {count} is how many, {project} the project’s title',
    },
    label: {
      message:
        '{op, select, create {imported the label {name} from the Local Contexts project {project}} update {updated the label {name} from the Local Contexts project {project}} other {removed the label {name} from the Local Contexts project {project}}}',
      note: 'One Traditional Knowledge label imported, updated or removed from a Local Contexts project; {op} is never shown; {name} is the label’s name, {project} the project’s title',
    },
    translation: {
      message:
        '{op, select, create {translated {id} into {language} ({state, select, draft {draft} reviewed {reviewed} other {{state}}})} update {edited the {language} of {id} ({state, select, draft {draft} reviewed {reviewed} other {{state}}})} reviewed {reviewed the {language} of {id}} draft {marked the {language} of {id} a draft} other {removed the {language} of {id}}}',
      note: 'A translation of the interface written, edited, marked reviewed or draft, or removed; {op} and {state} are never shown as they are; {id} is the message’s id (shell.navCanoes), {language} the language’s own name (ʻŌlelo Hawaiʻi)',
    },
    labelUse: {
      message:
        '{op, select, create {added the label {label} to {on}} update {reordered the labels of {on}} other {removed the label {label} from {on}}}',
      note: 'A Traditional Knowledge label put on a record, taken off, or a record’s labels put in another order; {op} is never shown; {label} is the label’s name, {on} the record (“the canoe”, “the photo At Pōkaʻī Bay”)',
    },
    race: {
      message:
        '{op, select, create {added the race {name}} update {edited the race {name}} other {deleted the race {name}}}',
      note: 'A race added, edited or deleted; {op} is never shown; {name} is the race’s name',
    },
    place: {
      message:
        '{op, select, create {added the place {name}} update {edited the place {name}} other {deleted the place {name}}}',
      note: 'A place added, edited or deleted; {op} is never shown; {name} is the place’s name',
    },
    steward: {
      message:
        '{op, select, create {added the steward {name}} update {edited the steward {name}} delete {deleted the steward {name}} logo_added {added the logo of {name}} logo_removed {removed the logo of {name}} other {changed the logo of {name}}}',
      note: 'A steward added, edited or deleted, or its logo added, removed or replaced (other); {op} is never shown; {name} is the steward’s name',
    },
    maker: {
      message:
        '{op, select, create {added the maker {name}} update {edited the maker {name}} delete {deleted the maker {name}} picture_added {added the picture of the maker {name}} picture_removed {removed the picture of the maker {name}} other {changed the picture of the maker {name}}}',
      note: 'A maker added, edited or deleted, or their picture added, removed or replaced (other); {op} is never shown; {name} is the maker’s name',
    },
    person: {
      message:
        '{op, select, create {added the person {name}} update {edited the person {name}} delete {deleted the person {name}} picture_added {added the picture of {name}} picture_removed {removed the picture of {name}} other {changed the picture of {name}}}',
      note: 'A person added, edited or deleted, or their picture added, removed or replaced (other); {op} is never shown; {name} is the person’s name',
    },
    protocol: {
      message:
        '{op, select, create {added the protocol {name}} update {edited the protocol {name}} other {deleted the protocol {name}}}',
      note: 'A community’s protocol added, edited or deleted; {op} is never shown; {name} is the protocol’s name',
    },
    membership: {
      message:
        '{op, select, create {added {email} to the protocol {protocol} as {role, select, keeper {a keeper} other {a member}}} update {made {email} {role, select, keeper {a keeper} other {a member}} of the protocol {protocol}} other {removed {email} from the protocol {protocol}}}',
      note: 'Someone added to a protocol, their role changed, or removed from it; {op} and {role} (keeper or member) are never shown; {email} is their account’s email, {protocol} the protocol’s name',
    },
    groups: {
      message:
        '{any, select, yes {set the groups of {email} to {groups}} other {set the groups of {email} to none}}',
      note: 'An account’s groups set; {any} is yes or no (none left, never shown); {email} is the account’s email, {groups} the groups’ names as they are kept (admin, canoe-admins)',
    },
    whoMaySee: {
      message:
        'changed who may see {what, select, notes {the notes} canoes {the canoe} canoe_names {the name} ownerships {the stewardship} canoe_makers {the maker credit} restorations {the restoration} race_participations {the race result} canoe_media {the photo} sources {the source} stories {the story} recordings {the recording} tk_labels {the label} tk_label_uses {the label use} races {the race} owners {the steward} makers {the maker} people {the person} users {the account} protocols {the protocol} protocol_members {the membership} translations {the translation} places {the place} other {the record}}',
      note: 'Who may see a record changed (kept for a community’s protocol, or made public); {what} is the record’s table (canoes, canoe_names, ownerships, canoe_makers, restorations, race_participations, canoe_media, sources, stories, recordings, tk_labels, tk_label_uses, races, owners, makers, people, users, protocols, protocol_members, translations, places) or notes (a canoe’s notes), never shown',
    },
    withIts: {
      message: '{summary} with its {things}',
      note: 'A canoe added, deleted or restored with its other records, counted: “deleted the canoe Hōkūleʻa with its 2 names and 3 photos”; {summary} is the change’s own words, {things} the counted records',
    },
    withItsOne: {
      message:
        '{summary} with its {table, select, canoes {canoe} canoe_names {name} ownerships {stewardship} canoe_makers {maker credit} restorations {restoration} race_participations {race result} canoe_media {photo} sources {source} stories {story} recordings {recording} tk_labels {label} tk_label_uses {label use} races {race} owners {steward} makers {maker} people {person} users {account} protocols {protocol} protocol_members {membership} translations {translation} places {place} other {record}}',
      note: 'A canoe added, deleted or restored with one other record: “added the canoe Kaʻiulani with its name”; {summary} is the change’s own words; {table} is the record’s table (canoes, canoe_names, ownerships, canoe_makers, restorations, race_participations, canoe_media, sources, stories, recordings, tk_labels, tk_label_uses, races, owners, makers, people, users, protocols, protocol_members, translations, places), never shown',
    },
    counted: {
      message:
        '{table, select, canoes {{count, plural, one {{count} canoe} other {{count} canoes}}} canoe_names {{count, plural, one {{count} name} other {{count} names}}} ownerships {{count, plural, one {{count} stewardship} other {{count} stewardships}}} canoe_makers {{count, plural, one {{count} maker credit} other {{count} maker credits}}} restorations {{count, plural, one {{count} restoration} other {{count} restorations}}} race_participations {{count, plural, one {{count} race result} other {{count} race results}}} canoe_media {{count, plural, one {{count} photo} other {{count} photos}}} sources {{count, plural, one {{count} source} other {{count} sources}}} stories {{count, plural, one {{count} story} other {{count} stories}}} recordings {{count, plural, one {{count} recording} other {{count} recordings}}} tk_labels {{count, plural, one {{count} label} other {{count} labels}}} tk_label_uses {{count, plural, one {{count} label use} other {{count} label uses}}} races {{count, plural, one {{count} race} other {{count} races}}} owners {{count, plural, one {{count} steward} other {{count} stewards}}} makers {{count, plural, one {{count} maker} other {{count} makers}}} people {{count, plural, one {{count} person} other {{count} people}}} users {{count, plural, one {{count} account} other {{count} accounts}}} protocols {{count, plural, one {{count} protocol} other {{count} protocols}}} protocol_members {{count, plural, one {{count} membership} other {{count} memberships}}} translations {{count, plural, one {{count} translation} other {{count} translations}}} places {{count, plural, one {{count} place} other {{count} places}}} other {{count}}}',
      note: 'Records of one kind counted, in “with its {things}”: “2 names”, “1 stewardship”; {count} is how many; {table} their table (canoes, canoe_names, ownerships, canoe_makers, restorations, race_participations, canoe_media, sources, stories, recordings, tk_labels, tk_label_uses, races, owners, makers, people, users, protocols, protocol_members, translations, places), never shown',
    },
    listAnd: {
      message: '{first} and {last}',
      note: 'The last two of a list of counted records: “2 names and 3 photos”; the list’s earlier ones come before it with “, ”',
    },
    listComma: {
      message: '{first}, {rest}',
      note: 'A list of counted records, one after another: “2 names, 1 stewardship and 3 photos”; {rest} is the rest of the list',
    },
    restored: {
      message:
        'restored {table, select, canoes {the canoe} canoe_names {the name} ownerships {the stewardship} canoe_makers {the maker credit} restorations {the restoration} race_participations {the race result} canoe_media {the photo} sources {the source} stories {the story} recordings {the recording} tk_labels {the label} tk_label_uses {the label use} races {the race} owners {the steward} makers {the maker} people {the person} users {the account} protocols {the protocol} protocol_members {the membership} translations {the translation} places {the place} other {the record}} {label}',
      note: 'A deleted record brought back by a revert; {table} is its table (canoes, canoe_names, ownerships, canoe_makers, restorations, race_participations, canoe_media, sources, stories, recordings, tk_labels, tk_label_uses, races, owners, makers, people, users, protocols, protocol_members, translations, places), never shown; {label} its name',
    },
    reverted: {
      message: 'reverted “{summary}”',
      note: 'A change undone by a revert; {summary} is the words of the change undone, in quotes',
    },
    theRecordNamed: {
      message:
        '{kind, select, name {the name {name}} stewardship {the stewardship of {name}} restoration {the restoration of {name}} result {the result in {name}} photo {the photo {name}} story {the story “{name}”} recording {the recording “{name}”} source {the source “{name}”} canoe {the canoe} other {{name}}}',
      note: 'What a source supports, or a label is put on, by its name: “the name Hōkūleʻa”, “the photo At Pōkaʻī Bay”; {kind} is never shown (name, stewardship, restoration, result (a race result), photo, story, source, canoe); {name} is its name, a steward’s, a race’s, a date in words, a caption or a title (cut at 60 letters)',
    },
    aRecord: {
      message:
        '{kind, select, name {a name} stewardship {a stewardship} restoration {a restoration} result {a race result} photo {a photo} story {a story} source {a source} other {a record}}',
      note: 'What a source supports, or a label is put on, when its name is not known; {kind} is never shown (name, stewardship, restoration, result (a race result), photo, story, source, canoe)',
    },
    recordNumber: {
      message:
        '{kind, select, canoe {Canoe #{id}} steward {steward #{id}} maker {maker #{id}} person {person #{id}} race {race #{id}} label {label #{id}} account {account #{id}} other {#{id}}}',
      note: 'A record by its number where its name is not known: a canoe without a name (“Canoe #12”), or a record no longer in the archive when the change was recorded (“steward #12”); {kind} is never shown; {id} is its number',
    },
  },
);
