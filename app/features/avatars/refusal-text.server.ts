import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { localizeMessage } from "~/lib/services/auth/account-words.server";
import { AVATAR_LIMITS, type AvatarRefusal } from "./domain/avatar-rules";
import { AVATAR_TEXTS, avatarSizeText } from "./texts";

const { maxBytes, maxSide } = AVATAR_LIMITS;

/** A size as the photo form's sentences write it, in `locale` ("200 KB", "200 ko"). */
const size = (locale: Locale, bytes: number) => translate(locale, "account.photo.kilobytes", { amount: avatarSizeText(bytes) });

/** Why a picture was refused, in `locale`: AVATAR_TEXTS.refusal's sentence, in the page's language. */
export function avatarRefusalText(locale: Locale, refusal: AvatarRefusal): string {
  switch (refusal.reason) {
    case "too-big":
      return translate(locale, "account.photo.tooBig", { size: size(locale, refusal.bytes), max: size(locale, maxBytes) });
    case "too-large":
      // Numbers as strings: a side is written "1024" in both languages, as the hint writes it.
      return translate(locale, "account.photo.tooLarge", {
        width: String(refusal.width),
        height: String(refusal.height),
        side: String(maxSide),
      });
    default:
      return localizeMessage(locale, AVATAR_TEXTS.refusal(refusal));
  }
}
