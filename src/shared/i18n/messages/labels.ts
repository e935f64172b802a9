import { defineMessages } from '../messages.ts';

/**
 * Labels: the Traditional Knowledge and Biocultural labels' badges on a canoe's page. Every canoe page loads this
 * area, so it holds only their few words; the keepers' Labels page and their choice of labels are in protocols.ts.
 */
export const labelsArea = defineMessages(
  'labels',
  'Labels: the Traditional Knowledge and Biocultural labels on a canoe’s page, on the canoe and beside its photos, stories and sources',
  {
    tkLabels: {
      message: 'Traditional Knowledge labels',
      note: 'Heading of the box of a canoe’s labels, the name of a record’s labels, and the heading where keepers choose them',
    },
    noLabels: { message: 'No labels on this canoe.', note: 'In the labels box, seen only by administrators' },
    labelsFrom: {
      message: 'Labels from {localContexts}, in the community’s words.',
      note: 'Under a canoe’s labels; {localContexts} is the link “Local Contexts” to localcontexts.org',
    },
    localContexts: {
      message: 'Local Contexts',
      note: 'Link to localcontexts.org in “Labels from {localContexts}, in the community’s words.”: the name of the organisation whose labels these are',
    },
    changeLabels: { message: 'Change labels', note: 'Administrators’ button under a canoe’s labels' },
  },
);
