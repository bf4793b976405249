/**
 * One recipe for every form that posts (ADR 020). The action parses the form with its zod schema and
 * answers a refused form with `data(submission.reply(...), { status })`: what the person typed (never
 * a field marked `secret`) and one message per field. The page reads `useActionData<typeof action>()`
 * as it comes, and its inputs take `required`, `minLength`, `maxLength` and `type="email"` from a plain
 * table a test holds equal to `formConstraints(schema)` (./field-constraints.ts), so the browser and the
 * server check the same rules and zod stays on the server. Every text a form brings in passes
 * `userText` first, whatever the field (issue 36 item 5).
 */
import { z } from "zod";
import { userText } from "~/lib/domain/user-text";
import type { FieldConstraint } from "./field-constraints";

/** A form's schema: an object, optionally refined as a whole (matching passwords). */
export type FormSchema = z.AnyZodObject | z.ZodEffects<z.AnyZodObject> | z.ZodEffects<z.ZodEffects<z.AnyZodObject>>;

export type FieldName<S extends FormSchema> = Extract<keyof z.input<S>, string>;

/** One message per field; `form` is about the form as a whole (rate limits, refused sign-ins). */
export type FormErrors<Name extends string> = Partial<Record<Name | "form", string>>;

/** What an action sends back to re-render its form. */
export interface FormReply<Name extends string> {
  values: Partial<Record<Name, string>>;
  errors: FormErrors<Name>;
}

export type Submission<S extends FormSchema> = {
  /** What was typed into the schema's fields, secrets left out, each cut to its field's maxLength. */
  values: FormReply<FieldName<S>>["values"];
  /** The values and the messages the schema found (none on success), plus the action's own `errors`. */
  reply: (errors?: FormErrors<FieldName<S>>) => FormReply<FieldName<S>>;
} & ({ success: true; value: z.output<S> } | { success: false });

/** Kept values are cut to the field's own maxLength, or to this: a reply never echoes a huge body. */
const KEPT_VALUE_LIMIT = 2000;

const secretFields = new WeakSet<z.ZodTypeAny>();

/** Marks a field whose value never goes back to the page (passwords). Apply it last, to the field as used in the schema. */
export function secret<T extends z.ZodTypeAny>(field: T): T {
  secretFields.add(field);
  return field;
}

function objectOf(schema: FormSchema): z.AnyZodObject {
  let inner: z.ZodTypeAny = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  return inner as z.AnyZodObject;
}

function fieldsOf<S extends FormSchema>(schema: S): [FieldName<S>, z.ZodTypeAny][] {
  return Object.entries(objectOf(schema).shape as z.ZodRawShape) as [FieldName<S>, z.ZodTypeAny][];
}

/** The first message per field, in the schema's order of checks. */
function errorsOf<Name extends string>(error: z.ZodError): FormErrors<Name> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors as FormErrors<Name>;
}

/**
 * Parses a form with its schema, every text through `userText` except secrets (a password is hashed,
 * never shown, and must match as it was first typed). `reply(errors)` adds the action's own findings
 * (a wrong current password, a rate limit) where the schema found nothing to say about that field.
 */
export function parseSubmission<S extends FormSchema>(form: FormData, schema: S): Submission<S> {
  const constraints = formConstraints(schema);
  const fields = fieldsOf(schema);
  const secrets = new Set<string>(fields.filter(([, field]) => secretFields.has(field)).map(([name]) => name));
  const input: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) input[name] = typeof value === "string" && !secrets.has(name) ? userText(value) : value;
  const values: Partial<Record<FieldName<S>, string>> = {};
  for (const [name] of fields) {
    const value = input[name];
    if (typeof value === "string" && !secrets.has(name)) {
      values[name] = value.slice(0, constraints[name].maxLength ?? KEPT_VALUE_LIMIT);
    }
  }
  const result = schema.safeParse(input);
  const found: FormErrors<FieldName<S>> = result.success ? {} : errorsOf(result.error);
  const reply = (errors: FormErrors<FieldName<S>> = {}) => ({ values, errors: { ...errors, ...found } });
  return result.success ? { success: true, value: result.data, values, reply } : { success: false, values, reply };
}

/** The same submission refused with more messages (checks the schema cannot make, such as the server-only password policy). */
export function refuseSubmission<S extends FormSchema>(submission: Submission<S>, errors: FormErrors<FieldName<S>>): Submission<S> {
  return { success: false, values: submission.values, reply: (more = {}) => submission.reply({ ...more, ...errors }) };
}

function constraintOf(field: z.ZodTypeAny): FieldConstraint {
  let inner = field;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else if (inner instanceof z.ZodPipeline) inner = inner._def.in;
    else if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap();
    } else if (inner instanceof z.ZodDefault) {
      optional = true;
      inner = inner.removeDefault();
    } else break;
  }
  if (inner instanceof z.ZodEnum || inner instanceof z.ZodNativeEnum || inner instanceof z.ZodLiteral) {
    return optional ? {} : { required: true };
  }
  if (!(inner instanceof z.ZodString)) return {};
  const constraint: FieldConstraint = {};
  for (const check of inner._def.checks) {
    if (check.kind === "min" || check.kind === "length") constraint.minLength = Math.max(constraint.minLength ?? 0, check.value);
    if (check.kind === "max" || check.kind === "length") constraint.maxLength = Math.min(constraint.maxLength ?? Infinity, check.value);
    if (check.kind === "email") constraint.type = "email";
  }
  // An empty string passes unless a minimum says otherwise; a minimum of one is just `required`.
  if (!optional && (constraint.minLength ?? 0) >= 1) constraint.required = true;
  if (constraint.minLength === 1) delete constraint.minLength;
  return constraint;
}

/**
 * The HTML constraints of each field, read off the schema (like Conform's getZodConstraint): what the
 * page's plain table must equal (./field-constraints.ts). Rules only code can check stay server-side.
 */
export function formConstraints<S extends FormSchema>(schema: S): Record<FieldName<S>, FieldConstraint> {
  return Object.fromEntries(fieldsOf(schema).map(([name, field]) => [name, constraintOf(field)])) as Record<FieldName<S>, FieldConstraint>;
}
