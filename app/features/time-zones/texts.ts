/**
 * What learners read about their time zone (Profile, sign-up), in English; Profile shows it in the page's
 * language, from the `account.timeZone.*` catalogue texts.
 */
export const TIME_ZONE_TEXTS = {
  label: "Time zone",
  hint: "Live Q&As, coaching sessions and every other time on Moneywise are shown in this zone.",
  invalid: "Choose your time zone from the list.",
  nowShownIn: (label: string) => `Times are now shown for ${label}.`,
} as const;
