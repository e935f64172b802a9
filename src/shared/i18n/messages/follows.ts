import { defineMessages } from '../messages.ts';

/** Following by email (issue 37): the confirmation and the digest a follower receives. */
export const followsArea = defineMessages(
  'follows',
  'Email to people who follow a canoe, steward, maker or race, or the whole archive: the link that confirms it, and the digest of what was added',
  {
    checkEmail: {
      message: 'Check your email: we sent a link to confirm. Nothing is sent until you open it.',
      note: 'The answer to the Follow form, the same whether or not the address follows already',
    },
    notAvailable: {
      message: 'Updates by email are not available on this site.',
      note: 'Where the Follow form would be, when the site has no way to send email',
    },
    invalidLink: {
      message: 'This link is not valid. Ask for a new one with the Follow button.',
      note: 'A confirmation or management link that is not one (mistyped, or made up)',
    },
    unsubscribed: {
      message: 'You follow nothing now: no more email will be sent to you.',
      note: 'After the one-click unsubscribe of a digest',
    },
    tooManyFollows: {
      message: 'Too many requests to follow. Wait a minute and try again.',
      note: 'When one client or one address asks to follow too often',
    },
    confirmSubject: {
      message: 'Confirm that you want to follow the Koa Canoe Registry',
      note: 'Subject of the email with the link that confirms a follow',
    },
    confirmText: {
      message:
        'Someone, probably you, asked to hear by email what is added to {what} in the Koa Canoe Registry.\n\nTo confirm, open this link:\n{link}\n\nIf it was not you, do nothing: nothing will be sent.',
      note: 'The confirmation email; {what} names what is followed (“the canoe Hōkūleʻa”), {link} the link that confirms it',
    },
    what: {
      message:
        '{type, select, canoe {the canoe {name}} owner {the steward {name}} maker {the maker {name}} race {the race {name}} other {the whole archive}}',
      note: 'What someone follows, inside the email’s sentences; {type} is never shown, {name} is the record’s name',
    },
    digestSubject: {
      message: '{count, plural, one {# addition} other {# additions}} to the Koa Canoe Registry',
      note: 'Subject of a follower’s daily or weekly digest; {count} is how many things were added',
    },
    digestHeading: {
      message: 'Added to {what}:',
      note: 'Above the list of what was added to one followed record, in a digest; {what} names it (“the canoe Hōkūleʻa”)',
    },
    digestFooter: {
      message: 'To change how often you hear, or to stop: {manage}\nTo stop all of it at once: {unsubscribe}',
      note: 'At the end of every digest; {manage} and {unsubscribe} are links',
    },
  },
);
