/** The plan name's HTML constraints (app/lib/http/field-constraints.ts), on Save and Rename alike; ./forms.ts enforces them. */
import type { FieldConstraint } from "~/lib/http/field-constraints";
import { MAX_NAME_LENGTH } from "./domain/plans";

export const PLAN_NAME_CONSTRAINT = { required: true, maxLength: MAX_NAME_LENGTH } as const satisfies FieldConstraint;
