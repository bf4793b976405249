import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements where its placeholders are: `t(key)` leaves a placeholder it was
 * given no value for as written (`{title}`), and this puts `parts.title` there, so a sentence with a
 * bold or labelled piece is still one message, in the order its language needs. A placeholder without a
 * part stays as written.
 */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, index) => {
    if (index % 2 === 0) return piece;
    return piece in parts ? <Fragment key={index}>{parts[piece]}</Fragment> : `{${piece}}`;
  });
}
