import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema, loginSchema, signupSchema } from "~/lib/services/auth/forms";
import { formConstraints, parseSubmission, refuseSubmission, secret } from "./form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const schema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(5, "Name is too long"),
    email: z.string().email("Enter an email"),
    nickname: z.string().max(20).optional(),
    pin: secret(z.string().min(4, "Four digits")),
    plan: z.enum(["basic", "premium"]),
  })
  .refine((value) => value.name !== value.nickname, { message: "Pick a different nickname", path: ["nickname"] });

describe("parseSubmission", () => {
  it("returns the parsed, typed value on success", () => {
    const submission = parseSubmission(form({ name: " Ana ", email: "ana@example.com", pin: "1234", plan: "basic" }), schema);
    expect(submission.success).toBe(true);
    if (submission.success) expect(submission.value).toEqual({ name: "Ana", email: "ana@example.com", pin: "1234", plan: "basic" });
  });

  it("gives the first message of each field, refinements included", () => {
    const submission = parseSubmission(form({ name: "", email: "nope", nickname: "", pin: "12", plan: "gold" }), schema);
    expect(submission.success).toBe(false);
    expect(submission.reply().errors).toEqual({
      name: "Name is required",
      email: "Enter an email",
      pin: "Four digits",
      plan: expect.stringContaining("Invalid enum value"),
    });
    const sameName = parseSubmission(form({ name: "Ana", email: "a@b.co", nickname: "Ana", pin: "1234", plan: "basic" }), schema);
    expect(sameName.reply().errors).toEqual({ nickname: "Pick a different nickname" });
  });

  it("keeps what was typed into the schema's fields, never secrets or other fields, cut to each field's maxLength", () => {
    const submission = parseSubmission(form({ name: "Anabelle", email: "x", pin: "1234", plan: "basic", token: "abc" }), schema);
    expect(submission.values).toEqual({ name: "Anabe", email: "x", plan: "basic" });
    expect(submission.reply().values).toEqual(submission.values);
  });

  it("never sends a password back from the account forms", () => {
    const signup = parseSubmission(
      form({ email: "ana@example.com", password: "Secret-123", confirmPassword: "Other-123", agreeTerms: "on" }),
      signupSchema,
    );
    expect(signup.values).toEqual({ email: "ana@example.com", agreeTerms: "on" });
    const change = parseSubmission(form({ currentPassword: "Old-Secret-1", password: "a", confirmPassword: "b" }), changePasswordSchema);
    expect(change.values).toEqual({});
    const login = parseSubmission(form({ email: "ana@example.com", password: "Secret-123", remember: "on" }), loginSchema);
    expect(login.values).toEqual({ email: "ana@example.com", remember: "on" });
  });

  it("takes every text without control characters, a NUL as U+FFFD, and a secret exactly as typed", () => {
    const typed = { name: "A\u0000n\u0007a", email: "ana@example.com\u007f", nickname: "\u001b[31m", pin: "12\u000134", plan: "basic" };
    const submission = parseSubmission(form(typed), schema);
    expect(submission.success).toBe(true);
    if (submission.success) {
      expect(submission.value).toEqual({ name: "A\uFFFDna", email: "ana@example.com", nickname: "[31m", pin: "12\u000134", plan: "basic" });
    }
    expect(submission.values).toEqual({ name: "A\uFFFDna", email: "ana@example.com", nickname: "[31m", plan: "basic" });
    // A field of control characters alone is empty.
    expect(parseSubmission(form({ ...typed, name: "\u0001\u0002" }), schema).reply().errors).toEqual({ name: "Name is required" });
  });

  it("adds the action's own messages where the schema found nothing to say", () => {
    const submission = parseSubmission(form({ name: "", email: "a@b.co", pin: "1234", plan: "basic" }), schema);
    expect(submission.reply({ form: "Too many attempts", name: "Taken", email: "Unknown address" }).errors).toEqual({
      form: "Too many attempts",
      name: "Name is required",
      email: "Unknown address",
    });
  });

  it("refuses a valid submission with checks the schema cannot make", () => {
    const valid = parseSubmission(form({ name: "Ana", email: "a@b.co", pin: "1234", plan: "basic" }), schema);
    const refused = refuseSubmission(valid, { pin: "Too easy to guess" });
    expect(refused.success).toBe(false);
    expect(refused.reply()).toEqual({ values: { name: "Ana", email: "a@b.co", plan: "basic" }, errors: { pin: "Too easy to guess" } });
  });
});

describe("formConstraints", () => {
  it("reads required, lengths and email off the schema", () => {
    expect(formConstraints(schema)).toEqual({
      name: { required: true, maxLength: 5 },
      email: { type: "email" },
      nickname: { maxLength: 20 },
      pin: { required: true, minLength: 4 },
      plan: { required: true },
    });
  });

  it("gives the sign-up form the attributes its fields need", () => {
    const constraints = formConstraints(signupSchema);
    expect(constraints.email).toEqual({ required: true, maxLength: 254, type: "email" });
    expect(constraints.firstName).toEqual({ required: true, maxLength: 100 });
    expect(constraints.country).toEqual({ required: true });
    expect(constraints.password).toEqual({ required: true, minLength: 8, maxLength: 128 });
    expect(constraints.confirmPassword).toEqual({ required: true, maxLength: 128 });
    expect(constraints.agreeTerms).toEqual({ required: true });
    expect(constraints.agreeMarketing).toEqual({});
  });
});
