import { defineMessages } from '../messages.ts';

/** The Follow page (issue 37): asking to follow, and a follower's own page of what they follow. */
export const followPageArea = defineMessages(
  'follow-page',
  'The Follow page: asking to hear by email what is added to a canoe, steward, maker or race, or to the whole archive; and the page a follower’s link opens, listing what they follow',
  {
    heading: {
      message: 'Follow {what}',
      note: 'Heading of the Follow form; {what} names what is followed (“the canoe Hōkūleʻa”, “the whole archive”)',
    },
    lead: 'Hear by email what is added to it: photos, stories, names, stewards, restorations and races. No account is needed, nothing is sent until you confirm your address, and every email has a link that stops it.',
    howOften: { message: 'How often', note: 'Label of the choice between a daily and a weekly email' },
    daily: { message: 'Once a day', note: 'Cadence of the digest email' },
    weekly: { message: 'Once a week', note: 'Cadence of the digest email' },
    follow: { message: 'Follow', note: 'The Follow form’s button' },
    sending: { message: 'Sending...', note: 'The Follow form’s button while it works' },
    failed: 'Could not ask to follow. Please try again.',
    notFound: {
      message: 'There is nothing to follow here: the record is not in the registry.',
      note: 'The Follow form for a record that is not there (or not for a visitor)',
    },
    loadingLink: { message: 'Opening your link...', note: 'While a follower’s link is checked' },
    yourFollows: { message: 'What you follow', note: 'Heading of a follower’s own page' },
    sentTo: {
      message: 'Emails go to {email}.',
      note: 'On a follower’s own page; {email} is their address',
    },
    nothingFollowed: 'You follow nothing.',
    gone: {
      message: 'A record no longer in the registry',
      note: 'In a follower’s list, for a followed record that was deleted or is no longer public',
    },
    howOftenFor: {
      message: 'How often for {what}',
      note: 'Name of one follow’s daily/weekly choice, for screen readers; {what} as in the heading',
    },
    stop: { message: 'Stop following', note: 'Button that ends one follow' },
    stopAll: { message: 'Stop all emails', note: 'Button that ends every follow of the address at once' },
    saved: { message: 'Saved.', note: 'After a follow’s cadence was changed or a follow stopped' },
    changeFailed: 'Could not save the change. Please try again.',
  },
);
