/**
 * 1-on-1 coaching as one story, with and without JavaScript (issue 26 item 3): a coach in Phoenix sets
 * weekly hours in the console (which shows a coach nothing else); an Elite member in St. John's picks a
 * day, then a time, and sees the session at her local time while the coach sees it in MST; a second
 * booking in the period is refused with a sentence naming the first; once her plan lapses she can still
 * open and cancel the session, not move it; a Premium member gets the gate.
 * Races, the 24-hour cutoff, daylight-time changes and plan ends are tested in
 * tests/integration/coaching.test.ts.
 */
import type { Page } from "@playwright/test";
import { addDays, formatLocalDay, localParts, zonedTimeToInstant } from "~/features/time-zones/domain/zoned-time";
import { changeRole } from "~/features/admin/roles.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { E2E_DATABASE, localOutbox } from "./mail";
import { logIn, signUpAndSignIn } from "./signed-in";

test.describe.configure({ timeout: 240_000 });
// The console's 404 for a coach on Learners, the refused second booking (409) and the gate (403).
test.use({ allowedConsoleErrors: [/status of (403|404|409)/] });

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

async function inZone(email: string, zone: string, firstName?: string) {
  await writeToServerDatabase([
    { sql: "update users set time_zone = ? where email = ?", args: [zone, email] },
    ...(firstName
      ? [
          {
            sql: "update profiles set first_name = ?, last_name = 'Coach' where id = (select id from users where email = ?)",
            args: [firstName, email],
          },
        ]
      : []),
  ]);
}

async function makeCoach(email: string) {
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    await changeRole(createDatabase(client, { count: 0 }), { email }, "coach", COMMAND_ACTOR, "e2e");
  } finally {
    client.close();
  }
}

async function signIn(page: Page, zone: string, firstName?: string) {
  const email = await signUpAndSignIn(page, "CA");
  await inZone(email, zone, firstName);
  return email;
}

test("a member in St. John's books a coach in Phoenix", async ({ page, visit, expectAccessible, browser, baseURL, javaScriptEnabled }) => {
  const coachName = `Casey${crypto.randomUUID().slice(0, 6)}`;
  // Three days ahead in Phoenix: past the 24 hours' notice, well inside the 60 days.
  const { date, weekday } = localParts(new Date(Date.now() + 3 * 86_400_000), "America/Phoenix");
  const nineMst = zonedTimeToInstant(date, 9 * 60, "America/Phoenix");
  const memberDay = formatLocalDay(nineMst, "America/St_Johns");
  const timeButton = `12:30 PM NST with ${coachName} Coach`;

  // The coach: the console shows Coaching alone; weekly hours in the coach's own zone.
  const coachEmail = await signIn(page, "America/Phoenix", coachName);
  await makeCoach(coachEmail);
  await visit("/admin/coaching");
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText(["Coaching"]);
  await expect(page.getByTestId("coach-zone")).toContainText("America/Phoenix");
  const weekly = page.getByRole("region", { name: "Weekly hours" });
  await weekly.getByLabel("Day", { exact: true }).selectOption(WEEKDAYS[weekday]!);
  await weekly.getByLabel("From").fill("09:00");
  await weekly.getByLabel("To", { exact: true }).fill("10:00");
  await weekly.getByRole("button", { name: "Add hours" }).click();
  await expect(page.getByText(`${WEEKDAYS[weekday]}, 9:00 AM to 10:00 AM (America/Phoenix)`)).toBeVisible();
  const learners = await page.goto("/admin/learners");
  expect(learners?.status()).toBe(404);
  await page.context().clearCookies();

  // The Elite member: a day, then its time, shown in Newfoundland time.
  const memberEmail = await signIn(page, "America/St_Johns");
  await grantAccess(memberEmail, { plan: "elite" });
  await visit("/coaching");
  await expect(page.getByTestId("coaching-allowance")).toContainText("0 of 1 booked");
  // "Tue Dec 1" must not also name "Tue Dec 15".
  await page.getByRole("link", { name: new RegExp(`^${memberDay}(?!\\d)`) }).click();
  await expect(page.getByRole("heading", { name: `Open times on ${memberDay}` })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: timeButton }).click();
  await expect(page.getByTestId("toast")).toContainText("Your session is booked.");
  const booked = page.getByTestId("booked-session");
  await expect(booked).toContainText(`${memberDay}, 12:30 PM NST`);
  await expect(booked).toContainText(`With ${coachName} Coach`);
  await expect(page.getByTestId("coaching-allowance")).toContainText("1 of 1 booked");
  await expect(page.locator("body")).not.toContainText(coachEmail);
  await expectAccessible();
  // Its page: the time again, a change of day and time, and the cancel form.
  await booked.getByRole("link", { name: "Change or cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your coaching session" })).toBeVisible();
  await expect(page.getByTestId("session-when")).toHaveText(`${memberDay}, 12:30 PM NST`);
  await expect(page.getByRole("button", { name: "Cancel this session" })).toBeVisible();
  await expectAccessible();
  await expect
    .poll(async () =>
      (await localOutbox())
        .filter((mail) => mail.to === memberEmail && mail.subject.startsWith("Coaching session booked"))
        .map((mail) => mail.subject),
    )
    .toEqual([`Coaching session booked: ${memberDay}, 12:30 PM NST`]);

  // A second booking in the period (a week later, the day's page as the back button would show it): refused by name.
  await page.goto(`/coaching?day=${addDays(date, 7)}`);
  await page.getByRole("button", { name: timeButton }).click();
  await expect(page.getByRole("alert")).toContainText(
    `You already have a session this billing period: ${memberDay}, 12:30 PM NST with ${coachName} Coach.`,
  );

  // The coach's schedule, in a browser of their own: the same session at 9:00 MST, with the member's name, never her email.
  const coach = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": "10.251.0.2" } });
  try {
    const coachPage = await coach.newPage();
    await coachPage.goto("/login");
    await logIn(coachPage, coachEmail);
    await expect(coachPage).toHaveURL(/\/dashboard$/);
    await coachPage.goto("/admin/coaching");
    const session = coachPage.getByTestId("console-session");
    await expect(session).toContainText(`${formatLocalDay(nineMst, "America/Phoenix")}, 9:00 AM MST`);
    await expect(session).toContainText("Ana Lopez");
    await expect(session).toContainText("Elite");
    await expect(coachPage.locator("body")).not.toContainText(memberEmail);
  } finally {
    await coach.close();
  }

  // The period ends and the renewal is late: the gate again, with her session to open and cancel (not move).
  const anHourAgo = Date.now() - 3_600_000;
  await writeToServerDatabase([
    {
      sql: "update subscribers set subscription_end = ? where user_id = (select id from users where email = ?)",
      args: [anHourAgo, memberEmail],
    },
    {
      sql: "update coaching_sessions set period_end = ? where member_id = (select id from users where email = ?)",
      args: [anHourAgo, memberEmail],
    },
  ]);
  expect((await page.goto("/coaching"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching comes with Elite");
  await expectAccessible();
  await page.getByTestId("booked-session").getByRole("link", { name: "Change or cancel" }).click();
  await expect(page.getByText("Your plan does not include coaching at the moment, so this session cannot be moved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change the time" })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole("button", { name: "Cancel this session" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your session is cancelled.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching comes with Elite");
  await expect(page.getByTestId("booked-session")).toHaveCount(0);

  // A Premium member gets the gate, with nothing of the coaches in it.
  await page.context().clearCookies();
  const premiumEmail = await signIn(page, "America/Vancouver");
  await grantAccess(premiumEmail, { plan: "premium" });
  const gate = await page.goto("/coaching");
  expect(gate?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching comes with Elite");
  await expect(page.locator("body")).not.toContainText(coachName);
  await expectAccessible();
});
