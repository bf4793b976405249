import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** Carries the request's CSP nonce from entry.server to the scripts root renders. */
export const NonceProvider = NonceContext.Provider;

/** The nonce on the server; empty in the browser, which hides nonces from the DOM anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
