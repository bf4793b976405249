/** One question to zoned-time.ts, asked in Node and in workerd (tests/integration/time-zones-workerd.test.ts). */
import type * as ZonedTime from "~/features/time-zones/domain/zoned-time";

export interface Probe {
  zone: string;
  instant: string;
  date: string;
  minute: number;
}

export function answer(z: typeof ZonedTime, probe: Probe, now: string) {
  const instant = new Date(probe.instant);
  return {
    shown: z.formatZoned(instant, probe.zone, new Date(now)),
    offset: z.offsetMinutes(instant, probe.zone),
    parts: z.localParts(instant, probe.zone),
    wall: z.zonedTimeToInstant(probe.date, probe.minute, probe.zone).toISOString(),
    canonical: z.canonicalTimeZone(probe.zone.toLowerCase()),
  };
}
