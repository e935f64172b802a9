import { defineMessages } from '../messages.ts';

/** The lists' tools: search and filters, sorting, the grid / list switch, tables, the results line and pager. */
export const lists = defineMessages(
  'lists',
  'The tools of every list: filters, sorting, views, tables, pager',
  {
    advancedFilters: {
      message: 'Advanced Filters',
      note: 'Button above a list that shows or hides more filters',
    },
    reset: {
      message: 'Reset',
      note: 'Button above a list: back to no search, no filters and the default sort',
    },
    clearFilters: { message: 'Clear Filters', note: 'Button shown when a search or filters find nothing' },
    search: {
      message: 'Search',
      note: 'Button that sends a list’s search and filters, shown only when JavaScript is off',
    },
    sortBy: {
      message: 'Sort by',
      note: 'Before a list’s sort buttons (followed by a colon), and their group’s name for screen readers',
    },
    sortOrder: {
      message: '({order, select, asc {ascending} other {descending}})',
      note: 'Read by screen readers after the name of the sort button in use; {order} is asc or desc, never shown',
    },
    views: { message: 'View', note: 'Name of the grid / list switch above a list, for screen readers' },
    gridView: 'Grid view',
    listView: 'List view',
    pastTheEnd: {
      message: 'No {noun} on This Page',
      note: 'Heading when a page number is past the end of a list; {noun} is the list’s name (Races, People)',
    },
    pageCount: {
      message: 'The list has {count, plural, one {# page} other {# pages}}.',
      note: 'Under “No … on This Page”',
    },
    firstPage: 'Go to First Page',
    pagination: {
      message: 'Pagination',
      note: 'Name of the Previous and Next links under a list, for screen readers',
    },
    previous: { message: 'Previous', note: 'Link under a list to its previous page' },
    next: { message: 'Next', note: 'Link under a list to its next page' },
    pageOf: { message: 'Page {page} of {count}', note: 'Between the Previous and Next links under a list' },

    // Tables.
    name: { message: 'Name', note: 'Column heading of a list’s table: the record’s name' },
    actions: { message: 'Actions', note: 'Column heading of a table whose rows have View and Edit links' },
    view: {
      message: 'View',
      note: 'Link in a table’s row to the record’s page; screen readers hear the record’s name after it',
    },
    edit: {
      message: 'Edit',
      note: 'Link in a table’s row to the record’s form; screen readers hear the record’s name after it',
    },
  },
);
