/**
 * The password_hash of an account made through a provider. users.password_hash stays NOT NULL (making it
 * nullable would rebuild `users`, and the rebuild would cascade), so "no password" is a value no hash
 * format produces: no password ever verifies against it. Setting one goes through the emailed reset link.
 */
export const NO_PASSWORD = "!";

export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== NO_PASSWORD;
}
