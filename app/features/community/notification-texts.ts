/** Every sentence of the community's notifications a member reads: emails, Follow, Unsubscribe, Settings. */
export const NOTIFICATION_TEXTS = {
  email: {
    subject: (threadTitle: string) => `New reply in "${threadTitle}"`,
    replied: (authorName: string, threadTitle: string) => `${authorName} replied in "${threadTitle}":`,
    readLink: "Read the reply",
    /** An author whose account is gone (their posts keep their place, without a name). */
    formerMember: "A former member",
    onePerHour: "To keep your inbox calm, you get at most one email an hour about each thread.",
    why: "You're getting this because you follow this thread.",
    settingsLink: "Choose which emails you get",
    unsubscribeLink: "Unsubscribe from community reply emails",
  },
  /** A lesson discussion has no title of its own: it is named after its lesson. */
  lessonThreadTitle: (lessonTitle: string) => `Discussion: ${lessonTitle}`,
  follow: {
    followButton: "Follow",
    unfollowButton: "Unfollow",
    followBusy: "Following...",
    unfollowBusy: "Unfollowing...",
    followingHint: "You get an email when someone replies.",
    notFollowingHint: "Follow to get an email when someone replies.",
    followed: { title: "Following", description: "We'll email you when someone replies in this thread." },
    unfollowed: { title: "Unfollowed", description: "You won't get emails about this thread." },
    refused: "There is no such thread that you can read.",
    badChoice: "Choose Follow or Unfollow.",
  },
  unsubscribe: {
    heading: "Unsubscribe",
    ask: (threadTitle: string) => `You follow "${threadTitle}". Which emails should stop?`,
    askNoThread: "Which emails should stop?",
    allButton: "Stop all community reply emails",
    threadButton: "Stop emails about this thread only",
    busy: "Saving...",
    doneAll: "You won't get community reply emails any more.",
    doneThread: (threadTitle: string) => `You won't get emails about "${threadTitle}" any more.`,
    doneThreadNoTitle: "You won't get emails about this thread any more.",
    switchBackOn: "You can switch them back on at any time in Settings.",
    settingsLink: "Go to notification settings",
    invalid:
      "This unsubscribe link is not valid: it may have been cut off when it was copied. You can switch community emails off in Settings once you sign in.",
  },
  settings: {
    title: "Notifications",
    communityReplies: "Email me when someone replies in a community thread I follow",
    save: "Save Notifications",
    busy: "Saving...",
    saved: { title: "Notifications saved", description: "Your email choices are saved." },
  },
} as const;
