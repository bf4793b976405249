/**
 * The plan cards' words in the catalogues (`home.plans.*`): the English source stays in the registry and
 * the entitlement table (catalog.ts, entitlements.ts), and a card line is translated at the edge, by
 * what it says. A test holds every line of every tier to a catalogue entry that says it word for word.
 */
import { COURSES, PLANS, type CourseSlug } from "~/lib/domain/catalog";
import type { PlanCardLine } from "~/lib/domain/entitlements";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";

/** A card line's message: its key and values, or the courses it names (each title is `nav.course.<slug>`). */
export type PlanLineMessage = { key: MessageKey; values?: MessageValues } | { courses: CourseSlug[] };

/** The lines that say the same for every tier, by their English text. */
const LINE_KEYS: Readonly<Record<string, MessageKey>> = {
  "All courses, with their printable worksheets": "home.plans.line.allCourses",
  "Free tools and templates": "home.plans.line.freeTools",
  "Community access": "home.plans.line.community",
  "Email support": "home.plans.line.emailSupport",
  "Priority support": "home.plans.line.priority",
  "Advanced tools": "home.plans.line.advancedTools",
  "Live monthly Q&A": "home.plans.line.liveQa",
  "One 1-on-1 coaching session each month": "home.plans.line.coaching",
  "Personalised financial plan: asset-allocation, tax and cross-border education": "home.plans.line.personalPlan",
  "Messages with a registered adviser, where one is registered in your province or state": "home.plans.line.advisorMessages",
};

/** What a card line says, for the catalogue; null for a line it does not know (shown as written, in English). */
export function planLineMessage(line: Pick<PlanCardLine, "text">): PlanLineMessage | null {
  const known = LINE_KEYS[line.text];
  if (known) return { key: known };
  const below = PLANS.find((plan) => line.text === `Everything in ${plan.name}`);
  if (below) return { key: "home.plans.line.everythingIn", values: { plan: below.name } };
  const titles = line.text.split(", ");
  const courses = titles.map((title) => COURSES.find((course) => course.title === title)?.slug);
  return courses.every((slug): slug is CourseSlug => slug !== undefined) ? { courses } : null;
}
