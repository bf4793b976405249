/** Answering a quiz form in the browser, from the keys the server holds (tests/support/arrange.ts answerKeys). */
import { expect, type Page } from "@playwright/test";
import type { QuestionKey } from "~/features/assessments/domain/questions";
import { rightValues, wrongValues } from "../support/assessments";

/** A question's key with its prompt and options (ids and words), as `answerKeys` reads them. */
export type AnswerKey = QuestionKey & { promptHtml: string; choices: { id: string; html: string }[] };

/**
 * Each question the page asks, by its own id, with its inputs. The page names questions by their place,
 * so each is found by its prompt, as a learner reads it: the browser's own parse of each prompt's HTML,
 * compared with the one it shows.
 */
export async function askedQuestions(page: Page, keys: Map<string, AnswerKey>) {
  // After a client-side navigation, the form may not be there yet: wait for it before counting.
  await page.getByTestId("quiz-form").waitFor();
  const fieldsets = page.getByTestId("quiz-form").locator("fieldset");
  const ids = await fieldsets.evaluateAll(
    (sets, prompts) =>
      sets.map((set) => {
        const shown = set.querySelector("legend")?.children[2]?.innerHTML;
        const found = prompts.find(([, html]) => {
          const template = document.createElement("template");
          template.innerHTML = html;
          return template.innerHTML === shown;
        });
        return found?.[0] ?? "";
      }),
    [...keys].map(([id, key]) => [id, key.promptHtml] as const),
  );
  expect(ids, "every question asked is one of the course's").not.toContain("");
  return ids.map((id, index) => ({ id, fieldset: fieldsets.nth(index) }));
}

/**
 * Answers every question asked: right, wrong, or as `choose` says (in the options' own ids), from the
 * keys the server holds. The form names options by place, so each is found by its words.
 */
export async function answerAll(
  page: Page,
  keys: Map<string, AnswerKey>,
  choose: (key: AnswerKey, optionIds: string[], index: number) => string[],
) {
  const asked = await askedQuestions(page, keys);
  for (const [index, { id, fieldset }] of asked.entries()) {
    const key = keys.get(id)!;
    const values = choose(
      key,
      key.choices.map((choice) => choice.id),
      index,
    );
    if (key.answer !== null) {
      await fieldset.getByRole("textbox").fill(values[0]!);
      continue;
    }
    const htmls = values.map((value) => key.choices.find((choice) => choice.id === value)!.html);
    // The browser's own parse of each option's HTML, compared with the one it shows beside each input.
    const places = await fieldset.locator("input").evaluateAll(
      (inputs, wanted) =>
        wanted.map((html) => {
          const template = document.createElement("template");
          template.innerHTML = html;
          return (inputs as HTMLInputElement[]).find((input) => input.nextElementSibling?.innerHTML === template.innerHTML)?.value ?? "";
        }),
      htmls,
    );
    expect(places, `${id}: every option chosen is on the page`).not.toContain("");
    for (const place of places) await fieldset.locator(`input[value="${place}"]`).check();
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
