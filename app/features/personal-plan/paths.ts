/** The personalised plan's addresses, apart from its texts so the dashboard's sidebar imports only these. */
export const PLAN_PATH = "/dashboard/plan";
export const INTAKE_PATH = "/dashboard/plan/intake";
