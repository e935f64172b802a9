import { defineMessages } from '../messages.ts';

/** "Through the Years": the canoes built, renamed, restored and raced in each decade, each count a link (decision 029). */
export const throughTheYearsArea = defineMessages(
  'through-the-years',
  'Through the Years (/through-the-years): the canoes of the registry built, renamed, restored and raced in each decade, as bars that lead to the registry; and the filter they lead to there',
  {
    lead: {
      message:
        'The canoes of the registry built, renamed, restored and raced, decade by decade. Each bar leads to the canoes it counts.',
      note: 'Under the page’s heading',
    },
    howCounted: {
      message:
        'A date known only roughly counts in the decade it can begin in: a canoe built “1950/1960” counts in the 1950s. A canoe counts once in a decade, however often it was renamed, restored or raced in it.',
      note: 'Under the lead: how the bars count uncertain dates',
    },
    decades: {
      message: 'Decades',
      note: 'The name of the list of decades, each with its four bars, for screen readers',
    },
    built: { message: 'Built', note: 'The label of a decade’s bar of canoes built in it' },
    renamed: {
      message: 'Renamed',
      note: 'The label of a decade’s bar of canoes that took a new name in it (not their first)',
    },
    restored: { message: 'Restored', note: 'The label of a decade’s bar of canoes restored in it' },
    raced: { message: 'Raced', note: 'The label of a decade’s bar of canoes with a race result in it' },
    builtCount: {
      message:
        '{count, plural, =0 {No canoes built in {decade}} one {# canoe built in {decade}} other {# canoes built in {decade}}}',
      note: 'What a bar says to screen readers, and its link to the registry; {decade} is a decade in words (“the 1960s”)',
    },
    renamedCount: {
      message:
        '{count, plural, =0 {No canoes renamed in {decade}} one {# canoe renamed in {decade}} other {# canoes renamed in {decade}}}',
      note: 'What a bar says to screen readers, and its link to the registry; {decade} is a decade in words (“the 1960s”)',
    },
    restoredCount: {
      message:
        '{count, plural, =0 {No canoes restored in {decade}} one {# canoe restored in {decade}} other {# canoes restored in {decade}}}',
      note: 'What a bar says to screen readers, and its link to the registry; {decade} is a decade in words (“the 1960s”)',
    },
    racedCount: {
      message:
        '{count, plural, =0 {No canoes raced in {decade}} one {# canoe raced in {decade}} other {# canoes raced in {decade}}}',
      note: 'What a bar says to screen readers, and its link to the registry; {decade} is a decade in words (“the 1960s”)',
    },
    eventFilter: {
      message:
        '{event, select, built {Built} renamed {Renamed} restored {Restored} other {Raced}} {span, select, from {from {start}} to {until {end}} other {in {years}}}',
      note: 'On the Canoe Registry (/canoes), the filter a bar of this page leads to, above the canoes it lists: “Restored in the 1960s”. {event} is built, renamed, restored or raced and {span} is from, to or in: neither is shown itself. {years} is a year, a span (“1962–1975”) or a decade in words (“the 1960s”); {start} and {end} are years',
    },
    removeFilter: {
      message: 'Remove filter: {filter}',
      note: 'On the Canoe Registry: the × beside that filter, as screen readers say it; {filter} is the filter in words',
    },
    loading: 'Loading the years...',
    failed: 'Failed to load the years. Please try again later.',
    empty: {
      message: 'Nothing in the registry has a date yet.',
      note: 'Instead of the bars, when no canoe has a known build date, name, restoration or race',
    },
  },
);
