/**
 * Where the e2e servers listen. E2E_PORT moves both (the workerd server takes the next port), so
 * two checkouts can run their e2e suites side by side on one machine.
 */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERD_PORT = NODE_PORT + 1;
/** The libSQL bridge the workerd server reads through; its /stats counts the pipelines it served. */
export const BRIDGE_PORT = NODE_PORT + 2;
export const NODE_ORIGIN = `http://localhost:${NODE_PORT}`;
