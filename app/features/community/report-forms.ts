/** The report form (ADR 020's recipe): what is wrong, and the member's own words, needed for "Something else". */
import { z } from "zod";
import { REPORT_DETAILS_MAX, REPORT_KINDS, type ReportKind } from "./domain/moderation-rules";
import { REPORT_TEXTS } from "./moderation-texts";

const KIND_VALUES = REPORT_KINDS.map((choice) => choice.value) as [ReportKind, ...ReportKind[]];

export const reportSchema = z
  .object({
    kind: z.enum(KIND_VALUES, { errorMap: () => ({ message: REPORT_TEXTS.kindMissing }) }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_TEXTS.detailsTooLong).optional().default(""),
  })
  .refine((report) => report.kind !== "other" || report.details.length > 0, { message: REPORT_TEXTS.detailsNeeded, path: ["details"] });
