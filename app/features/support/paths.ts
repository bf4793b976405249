/** Every support address in one place, so pages, emails, the dashboard and the console link the same way. */
export const SUPPORT_PATH = "/support";
/** A visitor's thread, opened by the emailed link's token. */
export const visitorRequestPath = (requestId: string, token: string) =>
  `/support/requests/${encodeURIComponent(requestId)}?token=${encodeURIComponent(token)}`;
export const DASHBOARD_SUPPORT_PATH = "/dashboard/support";
export const dashboardRequestPath = (requestId: string) => `/dashboard/support/${encodeURIComponent(requestId)}`;
/** An Elite member's advisor thread. */
export const ADVISOR_PATH = "/dashboard/support/advisor";
export const ADMIN_SUPPORT_PATH = "/admin/support";
export const adminRequestPath = (requestId: string) => `/admin/support/${encodeURIComponent(requestId)}`;
