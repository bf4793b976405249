import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { isTimeZoneChoice, timeZoneLabel } from "./domain/time-zone-choices";

/**
 * How a zone reads in `locale` (a toast on the server): the list's label in that language (the
 * `account.timeZone.<zone>` texts, which TimeZoneField shows too), or a zone outside the list's IANA name.
 */
export function timeZoneLabelIn(locale: Locale, zone: string): string {
  return isTimeZoneChoice(zone) ? translate(locale, `account.timeZone.${zone}` as MessageKey) : timeZoneLabel(zone);
}
