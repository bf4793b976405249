/** Where a signed-in learner downloads everything the site keeps about them (Settings links here). */
export const DATA_EXPORT_PATH = "/dashboard/settings/my-data.json";
