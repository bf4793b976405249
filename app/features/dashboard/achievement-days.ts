/** Achievements as a learner's pages show them: the day each was earned where the learner lives (ADR 038). */
import type { Achievement } from "~/lib/domain/learning";
import { localParts, viewerZone } from "~/features/time-zones/domain/zoned-time";

export type ShownAchievement = Omit<Achievement, "earnedAt"> & {
  /** The learner's day it was earned (YYYY-MM-DD), when known. */
  earnedOn: string | null;
};

export function inLearnersDays(achievements: readonly Achievement[], user: { timeZone: string }): ShownAchievement[] {
  const zone = viewerZone(user);
  return achievements.map(({ earnedAt, ...achievement }) => ({ ...achievement, earnedOn: earnedAt ? localParts(earnedAt, zone).date : null }));
}
