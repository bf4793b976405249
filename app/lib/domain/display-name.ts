/** The spec's display name: the part of the email before the @. */
export function displayName(email: string): string {
  return email.split("@")[0] || email;
}

/** Up to two initials from the display name ("ana.lopez" → "AL"). */
export function initials(email: string): string {
  const parts = displayName(email)
    .split(/[._\-+\s]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[1]![0]! : displayName(email).slice(0, 2);
  return letters.toUpperCase();
}

/** The name to show for a person: their profile's first and last name, else their display name. */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(" ") || displayName(email);
}
