import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** Pictures made by Chromium's own encoders (tests/fixtures/avatars): PNG, JPEG, WebP. */
export const avatarFixture = (name: string) => path.resolve(import.meta.dirname, "../fixtures/avatars", name);

/** A photo a member might upload: an orange square with a white figure, 64×64. */
export const AVATAR_FILE = avatarFixture("avatar.png");

/** Uploads `file` as the signed-in member's photo through Profile's form, with or without JavaScript. */
export async function uploadPhoto(page: Page, file = AVATAR_FILE) {
  await page.goto("/dashboard/profile");
  await page.getByLabel("Choose a picture").setInputFiles(file);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("toast")).toContainText("Photo saved");
}
