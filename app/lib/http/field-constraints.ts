/**
 * The HTML constraints a form's inputs carry (`required`, `minLength`, `maxLength`, `type="email"`), as plain
 * tables the pages import: the zod schemas that enforce the same rules stay on the server, out of the
 * browser's bundle (docs/decisions/048-form-constraints-without-zod.md). Each table is checked equal to
 * `formConstraints(itsSchema)` by tests/integration/form-constraints.test.ts, so the two cannot drift.
 */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  type?: "email";
}

/** A form's fields and their constraints, typed by field name. */
export type FieldConstraints<Name extends string> = Readonly<Record<Name, FieldConstraint>>;
