/**
 * Le catalogue français (fr-CA): les mêmes clés que le catalogue anglais, un fichier par partie du site
 * dans `fr/`, en français du Québec (terminologie de l'OQLF). Une clé manquante fait échouer la
 * vérification des types et `npm test` (docs/translation.md).
 */
import type { Message, MessageKey } from "~/lib/i18n/messages";
import { frame } from "./fr/frame.server";
import { home } from "./fr/home.server";
import { course } from "./fr/course.server";
import { tools } from "./fr/tools.server";
import { account } from "./fr/account.server";
import { dashboard } from "./fr/dashboard.server";
import { learning } from "./fr/learning.server";
import { services } from "./fr/services.server";
import { mail } from "./fr/mail.server";
import { plans } from "./fr/plans.server";
import { reminders } from "./fr/reminders.server";

export const fr: Readonly<Record<MessageKey, Message>> = {
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
};
