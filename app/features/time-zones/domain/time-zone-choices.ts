import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "./zoned-time";

/**
 * The zones a learner picks from in Profile: where our learners live, Canada and the United States,
 * east to west. Labels name the region first and a city people know, since few know their IANA name.
 */
export const TIME_ZONE_CHOICES: readonly { zone: string; label: string }[] = [
  { zone: "America/St_Johns", label: "Newfoundland — St. John's" },
  { zone: "America/Halifax", label: "Atlantic — Halifax" },
  { zone: "America/Toronto", label: "Eastern — Toronto" },
  { zone: "America/New_York", label: "Eastern — New York" },
  { zone: "America/Winnipeg", label: "Central — Winnipeg" },
  { zone: "America/Chicago", label: "Central — Chicago" },
  { zone: "America/Regina", label: "Saskatchewan — Regina (no daylight time)" },
  { zone: "America/Edmonton", label: "Mountain — Edmonton" },
  { zone: "America/Denver", label: "Mountain — Denver" },
  { zone: "America/Phoenix", label: "Arizona — Phoenix (no daylight time)" },
  { zone: "America/Whitehorse", label: "Yukon — Whitehorse (no daylight time)" },
  { zone: "America/Vancouver", label: "Pacific — Vancouver" },
  { zone: "America/Los_Angeles", label: "Pacific — Los Angeles" },
  { zone: "America/Anchorage", label: "Alaska — Anchorage" },
  { zone: "Pacific/Honolulu", label: "Hawaii — Honolulu" },
];

const CHOSEN = new Set(TIME_ZONE_CHOICES.map((choice) => choice.zone));

export function isTimeZoneChoice(zone: string): boolean {
  return CHOSEN.has(zone);
}

/** How a zone reads in a list: its label, or for a zone outside the list (a traveller's) its IANA name. */
export function timeZoneLabel(zone: string): string {
  return TIME_ZONE_CHOICES.find((choice) => choice.zone === zone)?.label ?? zone.replaceAll("_", " ");
}

/**
 * The zone a new account starts with: the first real zone among the proposals (the browser's, then
 * Cloudflare's for the request), else Toronto. Any valid IANA zone is kept, in the list or not (ADR
 * 038): it is where the learner's clock is, which is what makes the times we show right; Profile shows
 * it and offers the list.
 */
export function proposedTimeZone(proposals: readonly (string | null | undefined)[]): string {
  for (const proposal of proposals) {
    const zone = proposal ? canonicalTimeZone(proposal.trim()) : null;
    if (zone) return zone;
  }
  return DEFAULT_TIME_ZONE;
}

/**
 * What Profile accepts: a zone of the list, or the one the learner already has (a zone proposed at
 * sign-up outside the list, which the form shows so saving a new name does not lose it).
 */
export function isAllowedTimeZone(zone: string, current: string): boolean {
  return isTimeZoneChoice(zone) || zone === current;
}
