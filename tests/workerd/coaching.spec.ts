import { signedInAs } from "../e2e/signed-in";
import { WORKERD_SERVER } from "../support/arrange";
import { createClient } from "@libsql/client";
import { expect, test } from "./fixtures";
import { formatLocalDay, localParts, zonedTimeToInstant } from "~/features/time-zones/domain/zoned-time";
import { parseRoundTrips } from "../../server/app-handler";
import { uniqueEmail } from "../e2e/mail";
import { BRIDGE_PORT } from "../support/ports";

/**
 * The production Worker build, over libSQL's HTTP protocol (issue 26 item 3): a member without Elite
 * gets the gate (403); with Elite, the booking page is private and one round trip, its times come
 * from workerd's Intl in the member's zone (St. John's) for a coach in Phoenix, and a booking is one
 * guarded insert that the page then shows.
 */
test("an Elite member books a coaching session on the Worker", async ({ page }) => {
  const client = createClient({ url: `http://127.0.0.1:${BRIDGE_PORT}` });
  try {
    const coachId = crypto.randomUUID();
    const coachName = `Wren${coachId.slice(0, 6)}`;
    await client.batch(
      [
        {
          sql: "insert into users (id, email, password_hash, email_verified_at, country, role, time_zone, created_at) values (?, ?, 'unused', ?, 'CA', 'coach', 'America/Phoenix', ?)",
          args: [coachId, uniqueEmail("workerd-coach"), Date.now(), Date.now()],
        },
        {
          sql: "insert into profiles (id, first_name, last_name, updated_at) values (?, ?, 'Coach', ?)",
          args: [coachId, coachName, Date.now()],
        },
        // 9:00 to 10:00 every day in Phoenix: one slot a day.
        ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          sql: "insert into coach_availability (id, coach_id, weekday, start_minute, end_minute, time_zone, created_at) values (?, ?, ?, 540, 600, 'America/Phoenix', ?)",
          args: [crypto.randomUUID(), coachId, weekday, Date.now()],
        })),
      ],
      "write",
    );

    const email = uniqueEmail("workerd-coaching");
    await signedInAs(page, email, { server: WORKERD_SERVER });

    const gate = await page.goto("/coaching");
    expect(gate?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching comes with Elite");
    await expect(page.locator("body")).not.toContainText(coachName);

    await client.batch(
      [
        {
          sql: "insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at) values ((select id from users where email = ?), 1, 'elite', ?, ?)",
          args: [email, Date.now() + 30 * 86_400_000, Date.now()],
        },
        { sql: "update users set time_zone = 'America/St_Johns' where email = ?", args: [email] },
      ],
      "write",
    );
    // Three days ahead in Phoenix is past the 24 hours' notice; 9:00 MST is 12:30 PM NST in winter, 1:30 PM NDT in summer.
    const { date } = localParts(new Date(Date.now() + 3 * 86_400_000), "America/Phoenix");
    const nine = zonedTimeToInstant(date, 540, "America/Phoenix");
    const day = formatLocalDay(nine, "America/St_Johns");
    const dayPage = await page.goto(`/coaching?day=${localParts(nine, "America/St_Johns").date}`);
    expect(dayPage?.status()).toBe(200);
    expect(dayPage?.headers()["cache-control"]).toBe("private, no-store");
    expect(parseRoundTrips(dayPage?.headers()["server-timing"] ?? null)).toBe(1);
    await expect(page.getByRole("heading", { name: `Open times on ${day}` })).toBeVisible();
    const button = page.getByRole("button", { name: new RegExp(`^(12:30 PM NST|1:30 PM NDT) with ${coachName} Coach$`) });
    const time = (await button.textContent())!.split(" with ")[0]!;
    await button.click();
    await expect(page.getByTestId("toast")).toContainText("Your session is booked.");
    await expect(page.getByTestId("booked-session")).toContainText(`${day}, ${time}`);
    const rows = await client.execute({
      sql: "select count(*) as n from coaching_sessions where coach_id = ? and status = 'booked'",
      args: [coachId],
    });
    expect(Number(rows.rows[0]!.n)).toBe(1);
  } finally {
    client.close();
  }
});
