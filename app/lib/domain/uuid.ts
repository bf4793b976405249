/** A random id as `crypto.randomUUID()` makes them (lowercase): ids that arrive in forms and addresses are checked with it before any query. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}
