/**
 * A member's photo (issue 36 item 7), with and without JavaScript: a file that only claims to be a
 * picture is refused with a sentence; a picture uploaded in Profile is shown beside the member's post
 * in a community thread from this site's own address (axe, and 320 pixels wide), and every picture on
 * the page comes from this site; removing it brings the initials back. The file checks themselves are
 * in tests/integration/avatars.test.ts and the image reader's unit tests.
 */
import { communityMember } from "./access";
import { avatarFixture, uploadPhoto } from "./avatars";
import { expect, test } from "./fixtures";

// The refused file's answer is a 400, which the browser logs when JavaScript submits the form.
test.use({ allowedConsoleErrors: [/status of 400/] });

const naturalWidth = (image: HTMLImageElement) => image.complete && image.naturalWidth;

test("a member uploads a photo in Profile and it is shown beside their post, from this site", async ({ page, expectAccessible }) => {
  await communityMember(page);
  await page.goto("/dashboard/profile");
  await page.getByLabel("Choose a picture").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("That file is not a PNG, JPEG or WebP picture.")).toBeVisible();
  await expect(page.getByLabel("Choose a picture")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Photo" }).getByTestId("avatar")).toHaveCount(0);
  await expectAccessible();

  await uploadPhoto(page, avatarFixture("avatar.webp"));
  const photo = page.getByRole("region", { name: "Photo" }).getByTestId("avatar");
  await expect.poll(() => photo.evaluate(naturalWidth)).toBe(48);
  await expectAccessible();

  const title = `Envelopes or apps? ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto("/community/new");
  await page.getByLabel("Category").selectOption("budgeting");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Your post").fill("Which do you use to track groceries?");
  await page.getByRole("button", { name: "Start the thread" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const threadPath = new URL(page.url()).pathname;
  const avatar = page.getByTestId("post").first().getByTestId("avatar");
  await expect(avatar).toHaveAttribute("src", /^\/avatars\/[\w-]+\/[0-9a-f]{64}$/);
  await expect.poll(() => avatar.evaluate(naturalWidth)).toBe(48);
  const origin = new URL(page.url()).origin;
  const sources = await page.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => !source.startsWith(`${origin}/`))).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(avatar).toBeVisible();
  await expectAccessible();

  await page.goto("/dashboard/profile");
  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByTestId("toast")).toContainText("Photo removed");
  await page.goto(threadPath);
  const post = page.getByTestId("post").first();
  await expect(post.getByTestId("avatar")).toHaveCount(0);
  await expect(post.getByTestId("initials")).toHaveText("AL");
});
