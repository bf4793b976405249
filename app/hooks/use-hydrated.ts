import { useSyncExternalStore } from "react";

// Nothing to subscribe to: the answer changes once, when React hydrates, and React re-renders for it.
const subscribe = () => () => {};

/** False in the server render and while hydrating, true once JavaScript has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
