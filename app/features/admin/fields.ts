/** The reason every staff action states, as its input's HTML constraint (app/lib/http/field-constraints.ts); ./learner-forms.ts enforces it. */
import type { FieldConstraint } from "~/lib/http/field-constraints";

/** The audit log keeps up to this many characters of a reason. */
export const REASON_MAX_LENGTH = 500;

export const REASON_CONSTRAINT = { required: true, maxLength: REASON_MAX_LENGTH } as const satisfies FieldConstraint;
