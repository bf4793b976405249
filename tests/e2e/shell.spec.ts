import { parseRoundTrips } from "../../server/app-handler";
import { expect, test } from "./fixtures";
import { linkFromLatestEmail, localOutbox, uniqueEmail } from "./mail";
import { logIn, signUp } from "./signed-in";

const PUBLIC_PAGES = [
  "/",
  "/courses",
  "/courses/budget-bootcamp",
  "/courses/debt-challenge",
  "/courses/financial-masterclass",
  "/tools",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/login",
  "/signup",
  "/reset-password",
];

/** The lit header link's background (brand-50) and an idle link's text colour (slate-700). */
const LIT = "rgb(236, 253, 245)";
const IDLE_TEXT = "rgb(51, 65, 85)";

test.describe("app shell", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} renders with the header and footer`, async ({ page, visit }) => {
      await visit(path);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });
  }

  test("every public page has its own title", { tag: "@http" }, async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test("header links lead where the spec says and light the current section", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Tools" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(nav.getByRole("link", { name: "Tools" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
    // The active Pricing link is marked by hash: with JS through aria-current, without it through :target.
    const pricingLink = nav.getByRole("link", { name: "Pricing" });
    await expect(pricingLink).toHaveCSS("background-color", "rgb(236, 253, 245)");

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("on /#pricing only Pricing is lit, not Home", async ({ page }) => {
    await page.goto("/#pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveCSS("background-color", LIT);
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveCSS("background-color", LIT);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveCSS("color", IDLE_TEXT);
  });

  test("signed-out visitors see Login and Sign Up", async ({ page, visit }) => {
    await visit("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("footer has the Courses, Tools and Support columns and the legal links", async ({ page, visit }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Courses", "Tools", "Support"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    for (const [name, path, heading] of [
      ["Privacy Policy", "/privacy", "Privacy Policy"],
      ["Terms of Service", "/terms", "Terms of Service"],
      ["Refund Policy", "/refund-policy", "Refund Policy"],
    ] as const) {
      await page.getByRole("contentinfo").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "7-Day Budget Bootcamp" }).click();
    await expect(page).toHaveURL(/\/courses\/budget-bootcamp$/);
  });

  test("the skip link moves to the main content", async ({ page, visit }) => {
    await visit("/courses");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("closes when a link to a section of the same page is followed, and opens again", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await page.getByText("Menu", { exact: true }).click();
    await mobileNav.getByRole("link", { name: "Pricing" }).click();
    // Without JavaScript the link loads the page again ("/?#pricing"): that is what closes the menu.
    await expect(page).toHaveURL(javaScriptEnabled === false ? /\/\?#pricing$/ : /\/#pricing$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page.getByText("Menu", { exact: true })).toBeVisible();

    await page.getByText("Menu", { exact: true }).click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Pricing" })).toHaveCSS("background-color", LIT);
    await expect(mobileNav.getByRole("link", { name: "Home" })).not.toHaveCSS("background-color", LIT);
    await page.getByText("Close menu", { exact: true }).click();
    await expect(mobileNav).toBeHidden();
    // Closing does not move the page: the pricing section stays in view.
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("opens, shows the same links, and closes when a link is followed, on Escape too with JavaScript", async ({
    page,
    visit,
    expectAccessible,
    javaScriptEnabled,
  }) => {
    await visit("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    const toggle = page.getByTestId("mobile-menu").locator("summary");
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByText("Menu", { exact: true }).click();
    await expect(mobileNav).toBeVisible();
    // Opening it leaves the address alone, so nothing reopens it later (Back, a shared link).
    await expect(page).toHaveURL(/\/$/);
    for (const name of ["Home", "Courses", "Tools", "Pricing", "Login", "Sign Up"]) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible();
    if (javaScriptEnabled !== false) {
      await page.keyboard.press("Escape");
      await expect(mobileNav).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.press("Enter");
      await expect(mobileNav).toBeVisible();
    }

    await mobileNav.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Take control of your money" })).toBeVisible();
    await expect(mobileNav).toBeHidden();
  });
});

test.describe("not found", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("any unknown path shows the 404 page with a way home", async ({ page, expectAccessible }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Take control of your money" })).toBeVisible();
  });

  test("an unknown course is a 404 in the courses section, with a way to every course", async ({ page, expectAccessible }) => {
    const response = await page.goto("/courses/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Course not found" })).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: "See all courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  });
});

test.describe("toasts", () => {
  test("a plan button shows the spec's toast after the redirect, once", async ({ page, visit, expectAccessible }) => {
    await visit("/#pricing");
    const premium = page.locator("#pricing article").filter({ hasText: "Premium" });
    await expect(premium.getByText("Most Popular")).toBeVisible();
    await premium.getByRole("button", { name: "Go Premium" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toContainText("Please log in to subscribe to a plan.");
    await expect(page).toHaveURL(/\/#pricing$/);
    // The way forward comes with it, back to the plans afterwards.
    await expect(toast.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirectTo=%2F%23pricing");
    await expect(toast.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup?redirectTo=%2F%23pricing");
    await expectAccessible();

    await toast.getByText("Dismiss").click();
    await expect(toast).toBeHidden();

    await page.reload();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("a course buy button asks the visitor to log in to purchase, and its links come back to the course", async ({ page, visit, context }) => {
    await visit("/courses/debt-challenge");
    await page.getByRole("button", { name: "Buy Course" }).click();
    await expect(page).toHaveURL(/\/courses\/debt-challenge$/);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Please log in to purchase this course.");
    await expect(toast.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?redirectTo=%2Fcourses%2Fdebt-challenge");

    // Sign up from the toast; the emailed confirmation link (opened in a tab of its own, as a mail app
    // does) carries the course on to the first sign-in, which comes back to it.
    await toast.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fcourses%2Fdebt-challenge$/);
    const email = uniqueEmail("toast");
    await signUp(page, email);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcourses%2Fdebt-challenge$/);
    const mailTab = await context.newPage();
    const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/, localOutbox));
    expect(link.searchParams.get("redirectTo")).toBe("/courses/debt-challenge");
    await mailTab.goto(link.pathname + link.search);
    await mailTab.getByRole("button", { name: "Confirm my email" }).click();
    await expect(mailTab).toHaveURL(/\/login\?redirectTo=%2Fcourses%2Fdebt-challenge$/);
    await logIn(mailTab, email);
    await expect(mailTab).toHaveURL(/\/courses\/debt-challenge$/);
    await expect(mailTab.getByRole("button", { name: "Buy Course" })).toBeVisible();
  });

  test("the course page's 'Log in to track your progress' comes back to the course", async ({ page, visit }) => {
    await visit("/courses/budget-bootcamp");
    await expect(page.getByRole("region", { name: "Your progress" }).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fcourses%2Fbudget-bootcamp",
    );
  });
});

test.describe("server", () => {
  test("HTML responses carry the security headers and a per-request script nonce", { tag: "@http" }, async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(first.headers()["strict-transport-security"]).toMatch(/max-age=/);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test(
    "the stylesheet comes first and every script the page loads is announced at low priority before it",
    { tag: "@http" },
    async ({ request }) => {
      for (const path of ["/", "/courses/budget-bootcamp", "/tools/budget-calculator", "/login"]) {
        const html = await (await request.get(path)).text();
        const head = html.slice(0, html.indexOf("</head>"));
        const stylesheet = head.indexOf('rel="stylesheet"');
        const lowPriority = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low"\/>/g)];
        expect(stylesheet, path).toBeGreaterThan(0);
        expect(lowPriority.length, path).toBeGreaterThan(0);
        expect(lowPriority[0]!.index, path).toBeGreaterThan(stylesheet);
        // Remix's own preloads (end of the body) and the module script's imports are all announced early.
        const announced = new Set(lowPriority.map((match) => match[1]));
        const body = html.slice(html.indexOf("</head>"));
        const loaded = [
          ...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
          ...body.matchAll(/import(?: \* as \w+ from)? ?\(?"([^"]+\.js)"/g),
        ].map((match) => match[1]);
        expect(loaded.length, path).toBeGreaterThan(0);
        for (const href of loaded) expect(announced, `${path} ${href}`).toContain(href);
      }
    },
  );

  test("each page makes at most one database round trip", { tag: "@http" }, async ({ request }) => {
    for (const path of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(parseRoundTrips(response.headers()["server-timing"] ?? null), path).toBeLessThanOrEqual(1);
    }
  });
});
