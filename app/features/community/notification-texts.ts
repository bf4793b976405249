/**
 * Settings' Notifications words in English, for the settings page until it sends the catalogue's
 * `services.community.settings` (the emails, Follow and Unsubscribe read services.community).
 */
export const NOTIFICATION_TEXTS = {
  settings: {
    title: "Notifications",
    communityReplies: "Email me when someone replies in a community thread I follow",
    save: "Save Notifications",
    busy: "Saving...",
    saved: { title: "Notifications saved", description: "Your email choices are saved." },
  },
} as const;
