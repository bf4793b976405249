/**
 * The account flows on French pages (issue 41): the answers, toasts and emails of a request to a French
 * address are French, English ones are unchanged (the other tests), and an email sent later (from the
 * staff console) is in the account's own language.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readToast } from "~/lib/http/toast.server";
import { sendVerificationTo } from "~/lib/services/auth/accounts.server";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as resetAction } from "~/routes/reset-password";
import { action as signupAction } from "~/routes/signup";
import { users } from "../../db/schema";
import { formRequest, SIGNUP } from "../support/account-actions";
import { createTestDatabase } from "../support/database";
import { routeResult } from "../support/route-result";

let test: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.cleanup());

const french = (): AppLoadContext => ({ ...test.requestContext(), locale: "fr" });

async function postInFrench(action: (args: any) => Promise<unknown>, path: string, body: Record<string, string>) {
  try {
    return routeResult(await action({ request: formRequest(`/fr${path}`, body), params: {}, context: french() }));
  } catch (thrown) {
    return routeResult(thrown);
  }
}

async function toastOf(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }), test.requestContext())).toast;
}

const lastMail = async () => {
  await test.settled();
  return test.outbox.at(-1)!;
};

describe("signing up on a French page", () => {
  it("refuses a form in French", async () => {
    const refused = await postInFrench(signupAction, "/signup", { ...SIGNUP, firstName: "", confirmPassword: "Other-Maple-2026" });
    expect(refused.status).toBe(400);
    expect(refused.value.errors).toEqual({
      firstName: "Le prénom est obligatoire",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
    const breached = await postInFrench(signupAction, "/signup", { ...SIGNUP, password: "password1", confirmPassword: "password1" });
    expect(breached.value.errors.password).toMatch(/^Ce mot de passe figure dans des listes/);
  });

  it("makes a French account, says so in French and emails the French confirmation link", async () => {
    const done = await postInFrench(signupAction, "/signup", SIGNUP);
    expect(done.status).toBe(302);
    expect(await toastOf(done.headers)).toMatchObject({
      type: "success",
      title: "Votre compte a été créé!",
      description: "Consultez vos courriels pour confirmer votre compte.",
    });
    const [user] = await test.db.select({ locale: users.locale }).from(users);
    expect(user?.locale).toBe("fr");
    const mail = await lastMail();
    expect(mail.subject).toBe("Confirmez votre compte Moneywise");
    expect(mail.text).toMatch(/^Bienvenue! /);
    expect(mail.text).toMatch(/Confirmer mon courriel : http:\/\/localhost:3000\/fr\/verify-email\?token=/);
  });

  it("tells the holder of a taken address in French", async () => {
    await postInFrench(signupAction, "/signup", SIGNUP);
    // Someone else (another password) tries the same address.
    await postInFrench(signupAction, "/signup", { ...SIGNUP, password: "Autre-Personne-2026", confirmPassword: "Autre-Personne-2026" });
    const mail = await lastMail();
    expect(mail.subject).toBe("Quelqu’un a tenté de s’inscrire avec votre courriel");
    expect(mail.html).toContain('href="http://localhost:3000/fr/reset-password"');
  });
});

describe("logging in and out on a French page", () => {
  it("refuses a wrong password in French", async () => {
    const refused = await postInFrench(loginAction, "/login", { email: "nobody@example.com", password: "Wrong-Maple-2026" });
    expect(refused.status).toBe(401);
    expect(refused.value.errors.form).toBe("Courriel ou mot de passe invalide.");
  });

  it("says goodbye in French", async () => {
    const done = await postInFrench(logoutAction, "/logout", {});
    expect(await toastOf(done.headers)).toMatchObject({ title: "Session fermée" });
  });
});

describe("a password reset asked for on a French page", () => {
  it("answers in French and emails the French link", async () => {
    await postInFrench(signupAction, "/signup", SIGNUP);
    const invalid = await postInFrench(resetAction, "/reset-password", { email: "not-an-address" });
    expect(invalid.value.errors.email).toBe("Entrez une adresse courriel valide");
    const sent = await postInFrench(resetAction, "/reset-password", { email: SIGNUP.email });
    expect(await toastOf(sent.headers)).toMatchObject({ title: "Courriel de réinitialisation envoyé" });
    const mail = await lastMail();
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Moneywise");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/fr\/reset-password\/new\?token=/);
  });
});

describe("a reset asked for on a French page for an account that reads English", () => {
  it("emails the holder in English: whoever asked may not be the holder", async () => {
    await postInFrench(signupAction, "/signup", SIGNUP);
    await test.db.update(users).set({ locale: "en" });
    await postInFrench(resetAction, "/reset-password", { email: SIGNUP.email });
    const mail = await lastMail();
    expect(mail.subject).toBe("Reset your Moneywise password");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\/new\?token=/);
  });
});

describe("an email sent later, from the staff console", () => {
  it("is in the account's language, whatever the console's", async () => {
    await postInFrench(signupAction, "/signup", SIGNUP);
    const [account] = await test.db.select({ id: users.id, email: users.email }).from(users);
    await sendVerificationTo(test.requestContext(), account!, []);
    expect((await lastMail()).subject).toBe("Confirmez votre compte Moneywise");

    await test.db.update(users).set({ locale: null }).where(eq(users.id, account!.id));
    await sendVerificationTo(test.requestContext(), account!, []);
    expect((await lastMail()).subject).toBe("Confirm your Moneywise account");
  });
});
