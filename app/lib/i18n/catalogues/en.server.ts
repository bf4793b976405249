/**
 * The English catalogue: every text of the pages that read their words from a catalogue, by key, one
 * file per part of the site in `en/`. The first part of a key is its namespace; a page's loader sends
 * along the namespaces it shows (the root sends `site` and `nav`, the frame of every page). The French
 * catalogue must have every key (docs/translation.md).
 */
import { frame } from "./en/frame.server";
import { home } from "./en/home.server";
import { course } from "./en/course.server";
import { tools } from "./en/tools.server";
import { account } from "./en/account.server";
import { dashboard } from "./en/dashboard.server";
import { learning } from "./en/learning.server";
import { services } from "./en/services.server";
import { mail } from "./en/mail.server";
import { plans } from "./en/plans.server";
import { reminders } from "./en/reminders.server";

export const en = {
  ...frame,
  ...home,
  ...course,
  ...tools,
  ...account,
  ...dashboard,
  ...learning,
  ...services,
  ...mail,
  ...plans,
  ...reminders,
} as const;
