/** Every text the community search page shows (issue 25 item 7). */
export const SEARCH_TEXTS = {
  title: "Search the community",
  description: "Search the members' space and the discussions of the lessons you can open.",
  label: "Search posts",
  button: "Search",
  signedOut: {
    heading: "Log in to search the community",
    text: "The community's posts are for learners: log in to search the discussions of your lessons and, with a plan, the members' space.",
    logIn: "Log In",
    signUp: "Sign Up",
  },
  /** For a signed-in learner without an active plan that includes the community. */
  notMember: {
    text: "Your search covers the discussions of the lessons you can open. Every plan also opens the members' space (Budgeting, Debt, Saving & investing, Canada, United States, Wins), its threads included in this search.",
    link: "See the plans",
  },
  nothingTyped: "Type a word or two to search the posts you can read.",
  noResults: (q: string) => `No post you can read matches “${q}”. Try fewer or other words.`,
  resultsLabel: "Search results",
  order: "Newest posts first.",
  page: (page: number) => `Page ${page}`,
  previous: "Previous page",
  next: "Next page",
  formerMember: "a former member",
  lessonPlace: (course: string, lessonNumber: number) => `Lesson ${lessonNumber} discussion, ${course}`,
} as const;
