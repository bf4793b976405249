import { TIME_ZONE_CHOICES, isTimeZoneChoice, timeZoneLabel } from "./domain/time-zone-choices";
import { TIME_ZONE_TEXTS } from "./texts";

/** Profile's time-zone select: the list, plus the learner's own zone when it is not in it. */
export function TimeZoneField({ current, value, error }: { current: string; value?: string; error?: string }) {
  const choices = isTimeZoneChoice(current) ? TIME_ZONE_CHOICES : [{ zone: current, label: timeZoneLabel(current) }, ...TIME_ZONE_CHOICES];
  // A refused post keeps its choice when it is one of the options; anything else shows the saved zone.
  const selected = choices.some((choice) => choice.zone === value) ? value : current;
  return (
    <div>
      <label htmlFor="timeZone" className="block text-sm font-medium text-slate-800">
        {TIME_ZONE_TEXTS.label}
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
            {choice.label}
          </option>
        ))}
      </select>
      <p id="timeZone-hint" className="mt-1 text-sm text-slate-600">
        {TIME_ZONE_TEXTS.hint}
      </p>
      {error ? (
        <p id="timeZone-error" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
