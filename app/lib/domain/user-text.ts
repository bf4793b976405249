// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text someone typed (or a sign-in provider sent), as the site may store and show it (issue 36 item 5).
 * A NUL becomes U+FFFD, as CommonMark says: the database client reads text back only up to a NUL, so a
 * post's HTML came back cut inside its open tags and wrapped the rest of the page. The other C0 controls
 * and DEL, which no keyboard types and no page shows, are dropped. Tab and line feed stay; a carriage
 * return is left to the field (a support message reads CRLF as one line break).
 */
export function userText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (char) => (char === "\u0000" ? "\uFFFD" : ""));
}

/** Text on one line, its runs of white space (line breaks included) one space each: for subjects and titles. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
