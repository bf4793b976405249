import { useTranslate } from "~/hooks/use-translate";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import type { MessageKey } from "~/lib/i18n/messages";
import { TIME_ZONE_CHOICES, isTimeZoneChoice, timeZoneLabel } from "./domain/time-zone-choices";

/**
 * Profile's time-zone select: the list, plus the learner's own zone when it is not in it. Its words are
 * the page's `account` ones (`account.timeZone.*`, one per zone of the list).
 */
export function TimeZoneField({ current, value, error }: { current: string; value?: string; error?: string }) {
  const t = useTranslate();
  const choices = isTimeZoneChoice(current) ? TIME_ZONE_CHOICES : [{ zone: current, label: timeZoneLabel(current) }, ...TIME_ZONE_CHOICES];
  // A refused post keeps its choice when it is one of the options; anything else shows the saved zone.
  const selected = choices.some((choice) => choice.zone === value) ? value : current;
  return (
    <div>
      <label htmlFor="timeZone" className="block text-sm font-medium text-slate-800">
        {t("account.timeZone.label")}
      </label>
      <select
        id="timeZone"
        name="timeZone"
        required
        defaultValue={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "timeZone-hint timeZone-error" : "timeZone-hint"}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
      >
        {choices.map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {isTimeZoneChoice(choice.zone) ? t(`account.timeZone.${choice.zone}` as MessageKey) : choice.label}
          </option>
        ))}
      </select>
      <p id="timeZone-hint" className="mt-1 text-sm text-slate-600">
        {t("account.timeZone.hint", { product: PRODUCT_NAME })}
      </p>
      {error ? (
        <p id="timeZone-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
