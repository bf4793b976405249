/** The report form (ADR 020's recipe): what is wrong, and the member's own words, needed for "Something else". */
import { z } from "zod";
import { REPORT_DETAILS_MAX, REPORT_KINDS, type ReportKind } from "./domain/moderation-rules";
import { REPORT_TEXTS } from "./moderation-texts";

const KIND_VALUES = REPORT_KINDS.map((choice) => choice.value) as [ReportKind, ...ReportKind[]];

/** The schema with its messages in one language (`texts`: moderation-texts.ts's English, or the server's words for another). */
export function reportSchemaWith(texts: Record<"kindMissing" | "detailsTooLong" | "detailsNeeded", string>) {
  return z
    .object({
      kind: z.enum(KIND_VALUES, { errorMap: () => ({ message: texts.kindMissing }) }),
      details: z.string().trim().max(REPORT_DETAILS_MAX, texts.detailsTooLong).optional().default(""),
    })
    .refine((report) => report.kind !== "other" || report.details.length > 0, { message: texts.detailsNeeded, path: ["details"] });
}

export const reportSchema = reportSchemaWith(REPORT_TEXTS);
