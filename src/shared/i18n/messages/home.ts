import { defineMessages } from '../messages.ts';

/** The home page: its banner, hero, figures, mission, featured canoes and the ways to take part. */
export const home = defineMessages('home', 'The home page', {
  growingTitle: {
    message: 'This registry is growing.',
    note: 'In bold at the start of the banner above the hero',
  },
  growingText:
    'We are still collecting information about koa canoes across the islands. If you care for a canoe, or remember one, its story belongs here.',
  documentStory: {
    message: "Document Your Canoe's Story",
    note: 'A button leading to the form for a new canoe',
  },
  heroKicker: 'Koa Canoe Registry · Hawaiʻi',
  heroTitle: "Keeping the stories of Hawaiʻi's koa canoes",
  heroText:
    'Every koa canoe carries generations: the tree that grew for a lifetime in the uplands, the hands that shaped it, the families and clubs who paddled and cared for it. This registry gathers their names, stewards, makers and races, so those stories are not lost.',
  browseCanoes: 'Browse Canoes',
  learnMore: 'Learn More About the Registry',
  statsTitle: {
    message: 'The registry at a glance',
    note: 'Heading of the four figures, for screen readers',
  },
  statCanoes: 'Estimated koa canoes in Hawaiʻi',
  statYears: 'Years of canoe building',
  statGrow: 'Years to grow a canoe-sized koa',
  statDocumented: 'Canoes documented',
  missionTitle: 'Our Mission',
  missionQuote: 'To know where each koa canoe came from, who made it, and who has carried it forward.',
  missionText1:
    'Koa canoes are among the most treasured objects in Hawaiian culture. A tree large enough for a hull takes generations to grow, and the knowledge to shape one is passed from teacher to student. Many of the canoes still in use or in safekeeping today were carved long ago, and their histories are held in scattered places.',
  missionText2:
    'The registry brings those histories together with care: the names a canoe has carried, the makers and restorers who have worked on it, the stewards who have looked after it, and the races it has paddled. We record what families, clubs and institutions choose to share, credit them for it, and correct the record whenever someone who knows better tells us.',
  featuredTitle: 'Featured Canoes',
  unnamed: { message: 'Unnamed Canoe', note: 'A featured canoe whose name nobody has recorded' },
  unknownType: 'Unknown Type',
  unknown: { message: 'Unknown', note: 'A featured canoe’s build year nobody has recorded' },
  photoOf: { message: 'Photo of {name}', note: 'What a screen reader says for a featured canoe’s photo' },
  type: { message: 'Type', note: 'On a featured canoe: its kind (a racing canoe, a fishing canoe…)' },
  built: { message: 'Built', note: 'On a featured canoe: when it was built' },
  viewDetails: 'View Details',
  viewDetailsOf: {
    message: 'View Details of {name}',
    note: 'A featured canoe’s button, as a screen reader says it',
  },
  featuredIntro: 'A few of the canoes in the registry, chosen at random each visit.',
  featuredLoading: 'Loading featured canoes...',
  featuredFailed: 'Failed to load featured canoes',
  tryAgain: 'Try Again',
  featuredNone: 'No canoes have been documented yet. Yours could be the first.',
  viewAll: 'View All Canoes',
  helpTitle: 'Help Preserve Our Canoe Heritage',
  helpIntro:
    'Much of what is known about these canoes lives in family memories, club records and old photographs. Each contribution helps keep that knowledge together.',
  document: 'Document',
  documentText:
    "Record a canoe's names, its maker, when it was built and who has cared for it. Photographs, race results and restoration notes all add to the picture.",
  preserve: 'Preserve',
  preserveText:
    "Details that might otherwise fade are kept in one lasting archive, with a canoe's earlier names and past stewards kept alongside its present ones.",
  share: 'Share',
  shareText:
    'The registry is open to everyone: paddlers, families, carvers, students and anyone who wants to learn where these canoes came from and where they are today.',
  joinTitle: 'Join the Legacy',
  joinIntro:
    'Whether you care for a canoe, hold its memories, or simply want these stories kept, there is a place for you in this work.',
  joinDocumentText:
    'If you are the steward of a koa canoe, tell us about it: its names, its maker, its age and the people who have paddled it.',
  contribute: 'Contribute',
  contributeAction: 'Share Photos or Stories',
  contributeText:
    "Old photographs, race results, restoration records and family stories all help complete a canoe's history, even for canoes already in the registry.",
  support: 'Support',
  supportAction: 'Contact Us to Help',
  supportSubject: {
    message: 'Supporting the Koa Canoe Registry',
    note: 'The subject of the email that Contact Us to Help opens in the visitor’s mail program',
  },
  supportText:
    'If you would like to support the project, help with research or outreach, or point us to someone we should talk to, we would be glad to hear from you.',
});
