/** Who a person is, as far as the names the site shows go: their account's email and profile names. */
export interface NamedPerson {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The one name the site shows for a person (the dashboard's sidebar and top bar, the profile's preview,
 * certificates, the staff console): their profile's first and last name, else the spec's display name,
 * the part of the email before the @.
 */
export function displayName({ email, firstName, lastName }: NamedPerson): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(" ") || email.split("@")[0] || email;
}

/**
 * Up to two initials from a display name: its first and last words' first letters ("Ana Lopez" → "AL",
 * "Marie-Ève Tremblay" → "MT"); a one-word name (an email's first part) is split at its dots, dashes
 * and underscores ("ana.lopez" → "AL"), else its first two letters ("maria" → "MA").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const parts = words.length > 1 ? words : name.split(/[._\-+]+/).filter(Boolean);
  const first = (part: string) => [...part][0] ?? "";
  const letters = parts.length > 1 ? first(parts[0]!) + first(parts.at(-1)!) : [...name.trim()].slice(0, 2).join("");
  return letters.toUpperCase();
}
