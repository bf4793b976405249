/**
 * The community's server-side words in the page's language: a refused post's sentence, the forms'
 * messages. English is the domain's own (domain/community-rules.ts, texts.ts), unchanged; another
 * language is worded here from the catalogue.
 */
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { REPORT_DETAILS_MAX } from "./domain/moderation-rules";
import { HOUR, MINUTE, postingBlock, postingRefusal, whenAgain, type PostingFacts, type Refusal } from "./domain/community-rules";
import { postSchemas } from "./forms";
import { reportSchemaWith } from "./report-forms";
import { REPORT_TEXTS } from "./moderation-texts";
import { VALIDATION_TEXTS } from "./texts";

/** The report form's words: its page sends them (`messagesFor`), not the section's layout. */
export const REPORT_NAMESPACE = "services.community.report";

/** The section's words its layout does not send: the report page's, and those of pages outside the section. */
export const NOT_SHARED_NAMESPACES = [REPORT_NAMESPACE, "services.community.settings", "services.community.unsubscribe"];

/** When a member may try again, in `locale`: "in 7 minutes" / "dans 7 minutes", or the moment on their clock. */
export function whenAgainIn(locale: Locale, at: Date, zone: string, now: Date = new Date()): string {
  if (locale === "en") return whenAgain(at, zone, now);
  const ms = at.getTime() - now.getTime();
  if (ms <= MINUTE) return translate(locale, "services.community.limit.inAMinute");
  if (ms < HOUR) return translate(locale, "services.community.limit.inMinutes", { count: Math.ceil(ms / MINUTE) });
  return translate(locale, "services.community.limit.on", { when: formatZonedIn(locale, at, zone, now) });
}

/** `postingRefusal`, its sentence in `locale`. */
export function postingRefusalIn(locale: Locale, facts: PostingFacts, now: Date = new Date()): Refusal | null {
  if (locale === "en") return postingRefusal(facts, now);
  const block = postingBlock(facts, now);
  if (!block) return null;
  const when = block.again ? whenAgainIn(locale, block.again, facts.timeZone, now) : "";
  return { kind: block.kind, message: translate(locale, `services.community.limit.${block.kind}`, { when }) };
}

/** The post forms' messages in `locale` (the English ones are texts.ts's). */
function validationTexts(locale: Locale): typeof VALIDATION_TEXTS {
  if (locale === "en") return VALIDATION_TEXTS;
  return {
    bodyEmpty: translate(locale, "services.community.validation.bodyEmpty"),
    bodyTooLong: (length, max) => translate(locale, "services.community.validation.bodyTooLong", { length, max }),
    titleEmpty: translate(locale, "services.community.validation.titleEmpty"),
    titleTooLong: (length, max) => translate(locale, "services.community.validation.titleTooLong", { length, max }),
    category: translate(locale, "services.community.validation.category"),
  };
}

const postForms = new Map<Locale, ReturnType<typeof postSchemas>>();

/** The reply and new-thread schemas with their messages in `locale` (made once per language). */
export function postSchemasIn(locale: Locale): ReturnType<typeof postSchemas> {
  let schemas = postForms.get(locale);
  if (!schemas) postForms.set(locale, (schemas = postSchemas(validationTexts(locale))));
  return schemas;
}

const reportForms = new Map<Locale, ReturnType<typeof reportSchemaWith>>();

/** The report form's schema with its messages in `locale`. */
export function reportSchemaIn(locale: Locale): ReturnType<typeof reportSchemaWith> {
  let schema = reportForms.get(locale);
  if (!schema) {
    const texts =
      locale === "en"
        ? REPORT_TEXTS
        : {
            kindMissing: translate(locale, "services.community.report.kindMissing"),
            detailsTooLong: translate(locale, "services.community.report.detailsTooLong", { max: REPORT_DETAILS_MAX }),
            detailsNeeded: translate(locale, "services.community.report.detailsNeeded"),
          };
    reportForms.set(locale, (schema = reportSchemaWith(texts)));
  }
  return schema;
}
