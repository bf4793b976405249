/** The members' space's categories (issue 25), in the order the space lists them. */
export const CATEGORIES = [
  { slug: "budgeting", name: "Budgeting" },
  { slug: "debt", name: "Debt" },
  { slug: "saving-investing", name: "Saving & investing" },
  { slug: "canada", name: "Canada" },
  { slug: "united-states", name: "United States" },
  { slug: "wins", name: "Wins" },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

export function findCategory(slug: string | undefined) {
  return CATEGORIES.find((category) => category.slug === slug);
}
