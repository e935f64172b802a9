import { defineMessages } from '../messages.ts';

/** How to cite a record: the box at the foot of a canoe's, a steward's and a maker's page. */
export const cite = defineMessages(
  'cite',
  'How to cite this record, on a canoe’s, a steward’s and a maker’s page',
  {
    cite: 'How to cite this record',
    citeRecord: {
      message:
        '“{title}” {kind, select, Canoe {Canoe} Steward {Steward} Maker {Maker} other {{kind}}} record, {site}.',
      note: 'A citation in three parts: this, the permanent link, then citeAccessed. {title} is the record’s name ending with a full stop, {kind} the kind of record (Canoe, Steward or Maker: translate each choice), {site} the archive’s name',
    },
    citeAccessed: {
      message: '. Accessed {date}.',
      note: 'Ends a citation after its permanent link: begins with the full stop after the link; {date} is the day',
    },
    copyCitation: 'Copy citation',
    copied: { message: 'Copied', note: 'The Copy citation button, just after it copied' },
    citeCopied: 'Citation copied to the clipboard.',
    citeCopyFailed: 'Could not copy: the citation is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  },
);
