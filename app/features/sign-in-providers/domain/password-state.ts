/**
 * An account made through a provider has no password. users.password_hash stays NOT NULL (rebuilding
 * `users` would cascade, ADR 035), so it holds this marker instead: it is no scrypt hash, so
 * verifyPassword matches no password against it.
 */
export const NO_PASSWORD = "!";

export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== NO_PASSWORD;
}
