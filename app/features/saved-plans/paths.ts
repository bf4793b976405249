/** Saved plans' addresses in one place, for the dashboard's sidebar, the tools and the emails to come. */
export const SAVED_PLANS_PATH = "/dashboard/plans";
