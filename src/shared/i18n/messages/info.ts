import { defineMessages } from '../messages.ts';

/** The archive's own pages: About, Contact, Open Data, Privacy, Terms and the site map. */
export const infoArea = defineMessages(
  'info',
  'The About, Contact, Open Data, Privacy, Terms and Site Map pages',
  {
    documentStory: {
      message: "Document Your Canoe's Story",
      note: 'A link to the form for a new canoe: a button on About, and a link inside a sentence on Contact',
    },

    // About.
    aboutHeading: { message: 'About the Koa Canoe Registry', note: 'Heading of the About page' },
    aboutLead: 'A public registry and story archive for the historic hand-carved koa canoes of Hawaiʻi.',
    aboutWhyTitle: 'Why this registry exists',
    aboutWhy1:
      "Hawaiʻi's koa canoes are living links to the past. A canoe-sized koa tree takes a lifetime or more to grow, and each hull carries the skill of the people who carved it and the care of everyone who has looked after it since. Yet the history of many canoes is scattered: in family memories, club scrapbooks, museum files and photographs that few people have seen.",
    aboutWhy2:
      'The Koa Canoe Registry gathers that history in one open place. For each canoe we record the names it has carried over time, its makers and restorers, its stewards past and present, the races it has paddled, and photographs shared by the people who know it.',
    aboutNowTitle: 'Where we are now',
    aboutNowBefore: {
      message: 'The registry is in its',
      note: 'Start of a paragraph; then “collection phase” in bold (aboutNowPhase), then aboutNowAfter',
    },
    aboutNowPhase: {
      message: 'collection phase',
      note: 'In bold, between aboutNowBefore (“The registry is in its”) and aboutNowAfter',
    },
    aboutNowAfter: {
      message:
        '. We are reaching out to families, paddling clubs, carvers and cultural institutions, and adding canoes as their stewards share them. Many canoes are not listed yet, and some entries are still incomplete.',
      note: 'Follows “The registry is in its” and “collection phase” (in bold); it begins with the full stop of that sentence',
    },
    aboutContributeTitle: 'How you can contribute',
    aboutContributeIntro: {
      message: 'If you care for a koa canoe, or have knowledge of one, we would be honoured to include it:',
      note: 'Introduces a list of four things the registry records about a canoe',
    },
    aboutContributeNames: {
      message: 'its names, past and present, and when each was given;',
      note: 'An item of the list after “we would be honoured to include it:”',
    },
    aboutContributeMakers: {
      message: 'who carved it, and who has restored it;',
      note: 'An item of the list after “we would be honoured to include it:”',
    },
    aboutContributeStewards: {
      message: 'the families, clubs or institutions that have cared for it;',
      note: 'An item of the list after “we would be honoured to include it:”',
    },
    aboutContributeRaces: {
      message: 'race results, photographs and stories you are willing to share.',
      note: 'The last item of the list after “we would be honoured to include it:”',
    },
    aboutOtherWays: { message: 'Other ways to reach us', note: 'A button leading to the Contact page' },
    aboutEmailBefore: {
      message: 'Questions, leads and corrections are always welcome by email at',
      note: 'Then the registry’s email address (a link), then aboutEmailAfter',
    },
    aboutEmailAfter: {
      message: '.',
      note: 'Ends the sentence “Questions, leads and corrections are always welcome by email at” + the email address',
    },
    aboutRespectTitle: 'With respect',
    aboutRespect:
      'These canoes belong to living traditions and to the families and communities who care for them. We record only what stewards and contributors choose to share, keep Hawaiian names exactly as they are given to us, with ʻokina and kahakō, and correct or remove information when asked.',
    aboutRespectSee: {
      message: 'See our',
      note: 'A sentence in five parts: “See our” + “privacy notice” (a link) + “and” + “terms of use” (a link) + “for the details.”',
    },
    aboutRespectPrivacy: {
      message: 'privacy notice',
      note: 'A link to the Privacy page, in “See our privacy notice and terms of use for the details.”',
    },
    aboutRespectAnd: {
      message: 'and',
      note: 'Between the two links of “See our privacy notice and terms of use for the details.”',
    },
    aboutRespectTerms: {
      message: 'terms of use',
      note: 'A link to the Terms page, in “See our privacy notice and terms of use for the details.”',
    },
    aboutRespectAfter: {
      message: 'for the details.',
      note: 'Ends “See our privacy notice and terms of use for the details.”, after the second link',
    },

    // The collection phase's progress, on About.
    progressLabel: 'Collection phase progress',
    progressPercent: {
      message: '{percent}%',
      note: 'The collection phase’s progress in large figures; {percent} is a whole number like 30',
    },
    progressValueText: {
      message: '{percent} percent',
      note: 'The progress bar’s value, as screen readers say it; {percent} is a whole number like 30',
    },
    progressNote: {
      message: 'An estimate of how much of the information we hope to gather has been collected so far.',
      note: 'Under the collection phase’s progress bar',
    },

    // Contact.
    contactHeading: { message: 'Contact the Registry', note: 'Heading of the Contact page' },
    contactLead: 'Questions, leads about a canoe, corrections and offers of help all reach the same people.',
    contactEmailLabel: { message: 'Email the registry', note: 'Above the registry’s email address' },
    contactDocumentingTitle: 'Documenting a canoe',
    contactDocumentingBefore: {
      message: 'The quickest way to add a canoe is through',
      note: 'Then the link “Document Your Canoe’s Story”, then contactDocumentingAfter',
    },
    contactDocumentingAfter: {
      message:
        '. If you would rather write to us, these details help, though none of them is required and partial information is still welcome:',
      note: 'Follows “The quickest way to add a canoe is through” + the link “Document Your Canoe’s Story”; it begins with that sentence’s full stop, and introduces a list',
    },
    contactDetailNames: {
      message: "the canoe's current name, and any earlier names with the years they were used;",
      note: 'An item of the list of details that help',
    },
    contactDetailType: {
      message: 'the type of canoe (racing, fishing or voyaging), and its hull or bow number if it has one;',
      note: 'An item of the list of details that help',
    },
    contactDetailMaker: {
      message: 'who carved it, and roughly when and where it was built;',
      note: 'An item of the list of details that help',
    },
    contactDetailSize: {
      message: 'its length, width and weight, if they have been measured;',
      note: 'An item of the list of details that help',
    },
    contactDetailStewards: {
      message: 'the current steward, and earlier stewards you know of;',
      note: 'An item of the list of details that help',
    },
    contactDetailStories: {
      message: 'restorations, races it has paddled, and stories connected with it;',
      note: 'An item of the list of details that help',
    },
    contactDetailPhotos: {
      message: 'photographs, with who took them and when, if you know.',
      note: 'The last item of the list of details that help',
    },
    contactDocumentingClosing:
      'Please tell us how you know the canoe, and make sure its steward is happy for it to be listed. Spell names as the family or club spells them, ʻokina and kahakō included; we keep them exactly as given.',
    contactCorrectionsTitle: 'Corrections',
    contactCorrections:
      "If something in the registry is wrong or missing, email us with the canoe's name and the address of its page, what should change, and how you know (a document, a photograph, or your own connection to the canoe). Corrections from stewards, makers and their families are especially valued.",
    contactRemovalTitle: 'Removal and privacy requests',
    contactRemoval:
      'To ask for a photograph, a name or any personal details to be removed, write to the same address.',
    contactRemovalOur: {
      message: 'Our',
      note: 'A sentence in three parts: “Our” + “privacy notice” (a link) + “explains what we keep and why.”',
    },
    contactRemovalPrivacy: {
      message: 'privacy notice',
      note: 'A link to the Privacy page, in “Our privacy notice explains what we keep and why.”',
    },
    contactRemovalAfter: {
      message: 'explains what we keep and why.',
      note: 'Ends “Our privacy notice explains what we keep and why.”, after the link',
    },

    // Open Data.
    openDataHeading: { message: 'Open Data', note: 'Heading of the Open Data page' },
    openDataLead:
      'The records of the Koa Canoe Registry are kept so that they can be read, cited and reused, by families, researchers, museums and other archives.',
    reuseTitle: 'What you may reuse',
    reuseFacts: {
      message: 'The facts',
      note: 'In bold at the start of a list item, followed by reuseFactsText',
    },
    reuseFactsText: {
      message:
        'of the registry (canoes, their names, dates, stewards, makers, restorations and races) may be reused freely, with credit to the Koa Canoe Registry and a link to the record.',
      note: 'Follows “The facts” (in bold)',
    },
    reusePhotos: {
      message: 'Photographs',
      note: 'In bold at the start of a list item, followed by reusePhotosText',
    },
    reusePhotosText: {
      message:
        'each carry their own credit and licence, shown with the photo. Reuse a photo only as its licence allows; where it says to ask the steward, ask them first.',
      note: 'Follows “Photographs” (in bold)',
    },
    reuseStories: {
      message: 'Stories and biographies',
      note: 'In bold at the start of a list item, followed by reuseStoriesText',
    },
    reuseStoriesText: {
      message:
        'belong to the families and people who shared them. Quote them with credit; ask before republishing them whole.',
      note: 'Follows “Stories and biographies” (in bold)',
    },
    reuseStoriesSee: {
      message: 'See the',
      note: 'A sentence in three parts: “See the” + “Terms of Use” (a link) + “.”',
    },
    reuseStoriesTerms: {
      message: 'Terms of Use',
      note: 'A link to the Terms page, in “See the Terms of Use.”',
    },
    reuseStoriesAfter: { message: '.', note: 'Ends “See the Terms of Use.”, after the link' },
    downloadTitle: 'Download the registry',
    downloadText:
      'Every canoe in the registry as a spreadsheet (CSV, UTF-8): its name, type, bow number, year built, size, origin, maker, steward and a link to its page. The registry page offers the same file for any search.',
    downloadCsv: 'Download the registry as CSV',
    developersTitle: 'For developers and other archives',
    apiBefore: {
      message: "The registry's API is described in",
      note: 'Then the link “its OpenAPI document”, then apiAfter',
    },
    apiLink: {
      message: 'its OpenAPI document',
      note: 'A link to the API’s description, after “The registry’s API is described in”',
    },
    apiAfter: {
      message: ': every public record can be read as JSON, and searched as the registry page searches.',
      note: 'Follows “The registry’s API is described in” + the link “its OpenAPI document”',
    },
    linkedData:
      'Each canoe, steward, maker and race page carries its facts as schema.org JSON-LD, which search engines and catalogues read without running the site.',
    sitemapXml: {
      message: 'lists every public record.',
      note: 'Follows a link named “sitemap.xml” (the file that lists the site’s pages for search engines)',
    },
    citeTitle: 'How to cite',
    citeText: {
      message:
        'Each canoe, steward and maker page has a “How to cite this record” box with its permanent link. In general:',
      note: 'Followed by citeExample, in italics',
    },
    citeExample: {
      message: 'Koa Canoe Registry, “[record name]”, [permanent link], accessed [date].',
      note: 'A model citation, in italics: the words in brackets stand for what a reader fills in',
    },
    archiveTitle: { message: 'The whole archive', note: 'A part of the Open Data page for administrators' },
    archiveBefore: {
      message:
        "Every public record and image as one file (a BagIt bag in a ZIP, with each table as JSON Lines and CSV and checksums for every file), as the command line's",
      note: 'Then the command’s name “export” (as code, not translated), then archiveAfter',
    },
    archiveAfter: {
      message: 'writes it. It can be imported into a new registry.',
      note: 'Follows “… as the command line’s” + the command’s name “export”',
    },
    archiveDownload: 'Download the archive',
    archiveDownloadPrivate: 'Download with private details',
    archivePrivateWarning:
      "The file with private details also holds the change history (who made each change and why), accounts (never their passwords), People's contact details and the mailing list: keep it as you keep the database, and never publish it.",

    // The archive's download, with its progress.
    downloadNotAllowed: 'You are no longer allowed to download the archive. Sign in again to download it.',
    downloadNotMade: 'The archive could not be made. Nothing was downloaded; try again later.',
    downloadCancelled: 'Download cancelled. Nothing was saved.',
    downloadStopped: 'The download stopped before the end. Nothing was saved; check your connection.',
    downloadProgress: {
      message: 'Archive download progress',
      note: 'Name of the progress bar, for screen readers',
    },
    downloadPreparing: 'Preparing the archive…',
    downloadReceivedOf: {
      message: '{received} of about {estimate}',
      note: 'How far the download has come: {received} and {estimate} are sizes like “12.4 MB”',
    },
    downloadReceived: {
      message: '{received} received',
      note: 'How far the download has come when its size is not known: {received} is a size like “12.4 MB”',
    },
    downloadCancel: 'Cancel download',
    downloadDone: {
      message: 'Archive downloaded ({size}).',
      note: '{size} is the file’s size, like “12.4 MB”',
    },

    // Privacy.
    privacyHeading: { message: 'Privacy Notice', note: 'Heading of the Privacy page' },
    privacyLead:
      'What the Koa Canoe Registry collects, why, and how it is kept. In short: as little as we can, and never for advertising.',
    privacyVisitingTitle: 'Visiting the site',
    privacyVisiting1:
      'You can browse every canoe, steward, maker and race without an account. We do not use advertising, analytics or tracking scripts, and we do not sell or share information about visitors.',
    privacyVisiting2:
      'Like any website, our server keeps short technical logs of requests (such as the address a request came from and the page asked for) to keep the site working and to protect it from abuse. They are not used to profile anyone.',
    privacyMailingTitle: 'The mailing list',
    privacyMailing:
      'If you subscribe in the footer, we keep your email address so we can send occasional news about the registry. We use it for nothing else.',
    privacyMailingLeaveBefore: {
      message: 'To be removed from the list, email',
      note: 'Then the registry’s email address (a link), then privacyMailingLeaveAfter',
    },
    privacyMailingLeaveAfter: {
      message: 'and we will delete your address.',
      note: 'Follows “To be removed from the list, email” + the registry’s email address',
    },
    privacyAccountsTitle: 'Contributor accounts',
    privacyAccounts:
      'People who maintain the records sign in with an account. For an account we keep a name, an email address and a securely hashed password (or, where an outside sign-in service is used, the identifier it provides), the groups that decide what the account may change, and a session while you are signed in. The session is kept in a cookie that is needed for signing in; it is not used for tracking.',
    privacyPhotosTitle: 'Photographs',
    privacyPhotos:
      'Every uploaded photograph is re-processed before it is stored. Hidden metadata, including camera details and GPS location, is removed, so a photo never reveals where it was taken or where a canoe is kept. Photos are shown with the name of the person who shared them, if one was given.',
    privacyNamedTitle: 'People named in the records',
    privacyNamed:
      "Canoe histories name stewards, makers, restorers and paddlers. We record what those people, their families or their organisations have shared or made public, and only what helps tell a canoe's story. A steward's contact details are listed only for reaching that steward, and we remove them on request.",
    privacyCulturalTitle: 'Cultural sensitivity',
    privacyCultural:
      'Some knowledge about canoes, their names and their makers belongs to families and communities. We do not publish information that its keepers ask us to hold back, and we will take down anything shared without the consent of the people it belongs to.',
    privacyChoicesTitle: 'Your choices',
    privacyChoiceAsk: {
      message: 'Ask what we hold about you, and have it corrected.',
      note: 'An item of “Your choices”',
    },
    privacyChoiceRemove: {
      message: 'Ask for your name, a photograph or any personal details to be removed from the registry.',
      note: 'An item of “Your choices”',
    },
    privacyChoiceLeave: { message: 'Leave the mailing list at any time.', note: 'An item of “Your choices”' },
    privacyChoicesWriteBefore: {
      message: 'Write to',
      note: 'Then the registry’s email address (a link), then privacyChoicesWriteAfter',
    },
    privacyChoicesWriteAfter: {
      message: 'for any of these.',
      note: 'Follows “Write to” + the registry’s email address; “these” are the choices listed above',
    },
    privacyChoicesReply: 'We will reply as soon as we can.',

    // Terms.
    termsHeading: { message: 'Terms of Use', note: 'Heading of the Terms page' },
    termsLead: 'The terms for using and contributing to the Koa Canoe Registry, in plain language.',
    termsUsingTitle: 'Using the registry',
    termsUsing1:
      'The registry is a free, public archive kept for learning and remembrance. You are welcome to read it, link to it and cite it for personal, educational and research purposes. When you do, please credit the Koa Canoe Registry and, for photographs and stories, the people who contributed them.',
    termsUsing2:
      'Please do not copy photographs or stories for commercial use, or republish them elsewhere, without the permission of their contributors. Ask us and we will help you reach them.',
    termsContributingTitle: 'Contributing',
    termsContributingIntro: {
      message: "When you share a canoe's information, photographs or stories, you confirm that:",
      note: 'Introduces a list of three things a contributor confirms',
    },
    termsContributingPhotos: {
      message: 'you took the photographs yourself, or have permission from the person who did;',
      note: 'An item of the list after “you confirm that:”',
    },
    termsContributingSteward: {
      message: "the canoe's steward is happy for it to be listed;",
      note: 'An item of the list after “you confirm that:”',
    },
    termsContributingAccurate: {
      message: 'what you share is accurate to the best of your knowledge.',
      note: 'The last item of the list after “you confirm that:”',
    },
    termsRightsTitle: 'Your rights in what you share',
    termsRights:
      'You keep the rights to your photographs and stories. By contributing, you give the Koa Canoe Registry a free, non-exclusive permission to store them and show them in the registry, with credit to you, and to make the copies needed to do so (such as smaller versions of photographs and backups). You may ask us to remove your contribution at any time.',
    termsRespectTitle: 'Cultural respect',
    termsRespect:
      'Koa canoes belong to living Hawaiian traditions. Please share and use this material with respect for the families, clubs and communities connected with each canoe. We may decline or remove contributions that are disrespectful, that share knowledge its keepers wish to hold back, or that were shared without the consent of the people they concern.',
    termsAccuracyTitle: 'Accuracy and corrections',
    termsAccuracy:
      'Much of the registry comes from memories and family records, and some details are uncertain. We check what we can, but we cannot promise that every entry is complete or correct.',
    termsAccuracyTellBefore: {
      message: 'If you know better, please tell us at',
      note: 'A sentence in four parts: this + the registry’s email address (a link) + “, or see the” + “contact page” (a link) + “for what to include.”',
    },
    termsAccuracyTellOr: {
      message: ', or see the',
      note: 'Between the email address and the link “contact page” in “If you know better, please tell us at … , or see the contact page for what to include.”',
    },
    termsAccuracyContact: {
      message: 'contact page',
      note: 'A link to the Contact page, in “… or see the contact page for what to include.”',
    },
    termsAccuracyTellAfter: {
      message: 'for what to include.',
      note: 'Ends “If you know better, please tell us at … , or see the contact page for what to include.”',
    },
    termsAccuracyRemoval: 'Requests to remove information are handled the same way.',
    termsAccountsTitle: 'Accounts',
    termsAccounts:
      'Accounts for maintaining the records are given to trusted contributors. Keep your sign-in details to yourself and tell us if you think someone else has used them. We may suspend an account that is misused.',
    termsChangesTitle: 'Changes',
    termsChanges: 'We may update these terms as the project grows.',
    termsChangesPrivacyBefore: {
      message:
        'The current version is always on this page, and how we handle personal information is described in our',
      note: 'Then “privacy notice” (a link), then termsChangesPrivacyAfter',
    },
    termsChangesPrivacy: {
      message: 'privacy notice',
      note: 'A link to the Privacy page, ending “… how we handle personal information is described in our privacy notice.”',
    },
    termsChangesPrivacyAfter: {
      message: '.',
      note: 'Ends “… how we handle personal information is described in our privacy notice.”, after the link',
    },

    // The site map.
    sitemapHeading: {
      message: 'Sitemap',
      note: 'Heading of the site map, the page that lists every section',
    },
    sitemapLead: 'Every section of the Koa Canoe Registry, in one place.',
    sitemapRegistry: {
      message: 'The Registry',
      note: 'Heading of the site map’s links to the registry’s lists',
    },
    sitemapProject: {
      message: 'About the Project',
      note: 'Heading of the site map’s links to the archive’s own pages',
    },
    sitemapHome: { message: 'Home', note: 'A link of the site map' },
    sitemapCanoes: { message: 'Canoes', note: 'A link of the site map: the registry of canoes' },
    sitemapStewards: {
      message: 'Stewards',
      note: 'A link of the site map: the families, clubs and museums who keep canoes',
    },
    sitemapMakers: { message: 'Makers', note: 'A link of the site map: carvers and restorers' },
    sitemapRaces: { message: 'Races', note: 'A link of the site map' },
    sitemapAbout: { message: 'About', note: 'A link of the site map' },
    sitemapContact: { message: 'Contact', note: 'A link of the site map' },
    sitemapPrivacy: { message: 'Privacy', note: 'A link of the site map: the privacy notice' },
    sitemapTerms: { message: 'Terms', note: 'A link of the site map: the terms of use' },
    sitemapOpenData: { message: 'Open Data', note: 'A link of the site map' },
  },
);
