/** A learner's language as the console (English, a staff tool) names it: what emails and pages they get. */
export function learnerLanguage(locale: "en" | "fr" | null): string {
  if (locale === "fr") return "French";
  return locale === "en" ? "English" : "English (not chosen)";
}
