import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A menu built on <details>, which opens and closes without JavaScript. With it, the menu also closes
 * after any navigation (a link in it, Back), on Escape (focus back on its toggle) and on a click elsewhere.
 */
export function useDetailsMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    function close(event: PointerEvent | KeyboardEvent) {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    }
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return menu;
}
