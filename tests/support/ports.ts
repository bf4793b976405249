/**
 * Where the e2e servers listen. E2E_PORT moves both (the workerd server takes the next port), so
 * two checkouts can run their e2e suites side by side on one machine.
 */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERD_PORT = NODE_PORT + 1;
/** The libSQL bridge the workerd server reads through; its /stats counts the pipelines it served. */
export const BRIDGE_PORT = NODE_PORT + 2;
/** The stand-in email API the workerd server sends mail to (tests/support/mail-stand-in.ts). */
export const MAIL_PORT = NODE_PORT + 3;
/** The stand-in for Google and Facebook sign-in both e2e servers use (tests/support/oauth-stand-in.ts). */
export const OAUTH_PORT = NODE_PORT + 4;
export const NODE_ORIGIN = `http://localhost:${NODE_PORT}`;
/** The Worker's STRIPE_WEBHOOK_SECRET in the workerd e2e server, so a test can sign events for it. */
export const WORKERD_WEBHOOK_SECRET = "whsec_workerd_test";
