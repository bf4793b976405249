/** The dashboard's addresses that other rooms link to. */
export const ACHIEVEMENTS_PATH = "/dashboard/achievements";
