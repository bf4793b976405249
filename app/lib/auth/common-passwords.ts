/**
 * Passwords of 8+ characters that top every leaked-password list. Refused outright: the first ones an
 * attacker tries. (Lower-case; compare case-insensitively.)
 */
export const COMMON_PASSWORDS = new Set([
  "password", "password1", "password12", "password123", "passw0rd", "12345678", "123456789", "1234567890",
  "11111111", "00000000", "88888888", "87654321", "12341234", "11223344", "qwertyui", "qwerty123", "qwertyuiop",
  "1q2w3e4r", "1q2w3e4r5t", "zaq12wsx", "asdfghjk", "iloveyou", "iloveyou1", "abc12345", "abcd1234", "admin123",
  "welcome1", "welcome123", "sunshine", "princess", "football", "baseball", "basketball", "whatever", "trustno1",
  "superman", "batman123", "letmein1", "letmein123", "starwars", "monkey12", "dragon12", "master12", "loveyou1",
  "changeme", "computer", "internet", "michelle", "jennifer", "hello123", "freedom1", "shadow12", "mustang1",
  "charlie1", "qwerty12", "aa123456", "default1", "secret123", "moneywise", "moneywise1",
]);
