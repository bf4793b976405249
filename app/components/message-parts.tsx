import { Fragment, type ReactNode } from "react";

/** A message cut at its placeholders: pieces of text, and the names of the placeholders between them. */
export type MessagePiece = { text: string } | { part: string };

/**
 * Cuts a translated message at the `{name}` placeholders named in `names`, in the order the language
 * puts them, so a page can put an element there (a link, a bold name) and keep the sentence whole for
 * the translator. Other braces stay text.
 */
export function splitMessage(text: string, names: readonly string[]): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let rest = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (!names.includes(match[1]!)) continue;
    if (match.index > rest) pieces.push({ text: text.slice(rest, match.index) });
    pieces.push({ part: match[1]! });
    rest = match.index + match[0].length;
  }
  if (rest < text.length) pieces.push({ text: text.slice(rest) });
  return pieces;
}

/** A message with elements in its placeholders: `<MessageParts text={t("…")} parts={{ email: <strong>…</strong> }} />`. */
export function MessageParts({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {splitMessage(text, Object.keys(parts)).map((piece, index) => (
        <Fragment key={index}>{"part" in piece ? parts[piece.part] : piece.text}</Fragment>
      ))}
    </>
  );
}
