import { defineMessages } from '../messages.ts';

/**
 * Why a revert (or a restore) was refused (server/modules/history/history.service.ts): said under the Revert or
 * Restore button, with each record in the way by its name (history-fields and history-summaries say the records).
 */
export const historyRevertsArea = defineMessages(
  'history-reverts',
  'Why a change could not be reverted (or a deleted record restored), said under the Revert or Restore button on History, Activity and Recently Deleted, with each record in the way',
  {
    cannotRevert: {
      message: 'This change cannot be reverted: {why}',
      note: 'A revert refused; {why} is what stands in the way, a sentence of its own (“The name Kai Nui has changed since.”, “2 records have changed since.”)',
    },
    recordsChanged: {
      message:
        '{count, plural, one {{count} record has changed since.} other {{count} records have changed since.}}',
      note: 'Why a revert was refused when several records stand in the way (each is listed below it); {count} is how many',
    },
    alreadyReverted: {
      message: 'This change has already been reverted (change #{id}).',
      note: 'A revert refused because another change already undid it; {id} is that change’s number',
    },
    conflict: {
      message:
        '{problem, select, exists {{what} exists again.} deleted {{what} has been deleted since.} changed {{what} has changed since.} newer_rows {{what} has {rows} added since.} missing_reference {{what} refers to a record that no longer exists.} referred_to {{what} is referred to by records added since.} other {{what} would clash with a record that is now current.}}',
      note: 'One record in the way of a revert, a sentence whose first letter is made a capital: it exists again (exists), was deleted (deleted) or changed (changed) since, has other records added to it since that would go with it (newer_rows), needs a record deleted since (missing_reference), is needed by records added since (referred_to), or would be a second current name or steward (other); {problem} is never shown; {what} is the record (“the name Kai Nui”, “the canoe”), {rows} the records added (“1 restoration record”)',
    },
    newerRows: {
      message:
        '{table, select, canoes {{count, plural, one {{count} canoe record} other {{count} canoe records}}} canoe_names {{count, plural, one {{count} name record} other {{count} name records}}} ownerships {{count, plural, one {{count} ownership record} other {{count} ownership records}}} canoe_makers {{count, plural, one {{count} maker credit record} other {{count} maker credit records}}} restorations {{count, plural, one {{count} restoration record} other {{count} restoration records}}} race_participations {{count, plural, one {{count} race result record} other {{count} race result records}}} canoe_media {{count, plural, one {{count} photo record} other {{count} photo records}}} sources {{count, plural, one {{count} source record} other {{count} source records}}} stories {{count, plural, one {{count} story record} other {{count} story records}}} tk_labels {{count, plural, one {{count} label record} other {{count} label records}}} tk_label_uses {{count, plural, one {{count} label use record} other {{count} label use records}}} translations {{count, plural, one {{count} translation record} other {{count} translation records}}} races {{count, plural, one {{count} race record} other {{count} race records}}} owners {{count, plural, one {{count} steward record} other {{count} steward records}}} makers {{count, plural, one {{count} maker record} other {{count} maker records}}} people {{count, plural, one {{count} person record} other {{count} person records}}} users {{count, plural, one {{count} account record} other {{count} account records}}} protocols {{count, plural, one {{count} protocol record} other {{count} protocol records}}} protocol_members {{count, plural, one {{count} membership record} other {{count} membership records}}} other {{count, plural, one {{count} record} other {{count} records}}}}',
      note: 'Records added to a record since a change made it, in “{what} has {rows} added since.”: “1 restoration record”, “2 name records” (ownership: a canoe’s steward for a time; label: a Traditional Knowledge label; membership: someone’s in a protocol); {count} is how many; {table} their table (canoes, canoe_names, ownerships, canoe_makers, restorations, race_participations, canoe_media, sources, stories, tk_labels, tk_label_uses, translations, races, owners, makers, people, users, protocols, protocol_members), never shown',
    },
  },
);
