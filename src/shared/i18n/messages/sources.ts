import { defineMessages } from '../messages.ts';

/** Sources: the numbered references under a record's facts, on a canoe's page, its tabs and its photos. */
export const sourcesArea = defineMessages(
  'sources',
  'The numbered references under a record’s facts, on a canoe’s page, its tabs and its photos',
  {
    sources: { message: 'Sources', note: 'Heading of the numbered references under a record’s facts' },
    sourceMark: { message: 'source', note: 'For screen readers, before a reference’s number: “[source 1]”' },
    sourceKind: {
      message:
        '{kind, select, oral_history {Oral history} document {Document} newspaper {Newspaper} book {Book} photograph {Photograph} other {Other}}',
      note: 'What a source is, in brackets after its citation',
    },
    toldBy: {
      message: ', told by {teller}',
      note: 'After an oral history’s kind: “(Oral history, told by Mary Kahananui)”',
    },
    tellerNotNamed: {
      message: '(not named to visitors)',
      note: 'Administrators only: the teller of an oral history did not agree to be named to visitors',
    },
  },
);
