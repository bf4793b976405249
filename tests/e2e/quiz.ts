/** Answering a quiz form in the browser, from the keys the server holds (tests/support/arrange.ts answerKeys). */
import { expect, type Locator, type Page } from "@playwright/test";
import type { QuestionKey } from "~/features/assessments/domain/questions";
import { rightValues, wrongValues } from "../support/assessments";

/** Each question the page asks, by its id (from its inputs' `q.<id>` name), with its inputs. */
export async function askedQuestions(page: Page) {
  // After a client-side navigation, the form may not be there yet: wait for it before counting.
  await page.getByTestId("quiz-form").waitFor();
  const fieldsets = page.getByTestId("quiz-form").locator("fieldset");
  const asked: { id: string; fieldset: Locator; options: string[] }[] = [];
  for (const fieldset of await fieldsets.all()) {
    const inputs = fieldset.locator("input");
    const name = (await inputs.first().getAttribute("name"))!;
    const options = await inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
    asked.push({ id: name.slice(2), fieldset, options });
  }
  return asked;
}

/** Answers every question asked: right, wrong, or as `choose` says, from the keys the server holds. */
export async function answerAll(
  page: Page,
  keys: Map<string, QuestionKey>,
  choose: (key: QuestionKey, options: string[], index: number) => string[],
) {
  const asked = await askedQuestions(page);
  for (const [index, { id, fieldset, options }] of asked.entries()) {
    const key = keys.get(id)!;
    const values = choose(key, options, index);
    if (key.answer !== null) {
      await fieldset.getByRole("textbox").fill(values[0]!);
      continue;
    }
    for (const value of values) await fieldset.locator(`input[value="${value}"]`).check();
  }
  return asked;
}

export const right = (key: QuestionKey) => rightValues(key);
export const wrong = (key: QuestionKey, options: string[]) => wrongValues(key, options);

/** The page fits its width: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), page.url()).toBeLessThanOrEqual(
    0,
  );
}
