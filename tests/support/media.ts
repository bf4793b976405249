/** The lesson media host the e2e Node server names in MEDIA_ORIGIN; the browser tests stub it (nothing is fetched). */
export const E2E_MEDIA_ORIGIN = "https://media.moneywise.test";
