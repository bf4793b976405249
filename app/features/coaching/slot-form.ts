/** The slot a time button posts: `coachId|ISO start`, checked before anything reads it. */
export function parseSlot(value: FormDataEntryValue | null): { coachId: string; startsAt: Date } | null {
  if (typeof value !== "string" || value.length > 200) return null;
  const [coachId, start, ...rest] = value.split("|");
  if (!coachId || !start || rest.length > 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(start)) return null;
  const startsAt = new Date(start);
  return Number.isNaN(startsAt.getTime()) ? null : { coachId, startsAt };
}
