/** The saved-plan forms' schemas (ADR 020): the tool's Save form and the dashboard's Rename form share the name's rules. */
import { z } from "zod";
import { MAX_NAME_LENGTH } from "./domain/plans";
import { NAME_TEXTS } from "./texts";

const planName = z.string({ required_error: NAME_TEXTS.required }).trim().min(1, NAME_TEXTS.required).max(MAX_NAME_LENGTH, NAME_TEXTS.tooLong);

/** "Save" and "Save as new" need a name; "Save changes" keeps the open plan's. */
export const saveNewSchema = z.object({ name: planName, query: z.string().default("") });
export const saveChangesSchema = z.object({ planId: z.string(), query: z.string().default("") });
export const renameSchema = z.object({ planId: z.string(), name: planName });
export const deleteSchema = z.object({ planId: z.string() });
