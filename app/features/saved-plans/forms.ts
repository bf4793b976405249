/** The saved-plan forms' schemas (ADR 020): the tool's Save form and the dashboard's Rename form share the name's rules. */
import { z } from "zod";
import { MAX_NAME_LENGTH } from "./domain/plans";
import { NAME_TEXTS, type NameTexts } from "./texts";

/** The forms' schemas with the name's messages in one language (`texts`: texts.ts's English, or the server's words for another). */
export function planSchemas(texts: NameTexts) {
  const planName = z.string({ required_error: texts.required }).trim().min(1, texts.required).max(MAX_NAME_LENGTH, texts.tooLong);
  return {
    /** "Save" and "Save as new" need a name; "Save changes" keeps the open plan's. */
    saveNewSchema: z.object({ name: planName, query: z.string().default("") }),
    saveChangesSchema: z.object({ planId: z.string(), query: z.string().default(""), saveToken: z.string().optional() }),
    renameSchema: z.object({ planId: z.string(), name: planName }),
    deleteSchema: z.object({ planId: z.string() }),
  };
}

/** The schemas in English. */
export const ENGLISH_SCHEMAS = planSchemas(NAME_TEXTS);
export const { saveNewSchema, saveChangesSchema, renameSchema, deleteSchema } = ENGLISH_SCHEMAS;
