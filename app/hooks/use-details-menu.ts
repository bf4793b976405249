import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A menu built on <details>, which opens and closes without JavaScript. With it, the menu also closes
 * after any navigation (a link in it, Back), on Escape (focus back on its toggle) and on a click elsewhere.
 */
export function useDetailsMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    details.open = false;
    function close(event: PointerEvent | KeyboardEvent) {
      const escape = event instanceof KeyboardEvent;
      if (!details!.open || (escape ? event.key !== "Escape" : details!.contains(event.target as Node))) return;
      details!.open = false;
      if (escape) details!.querySelector("summary")?.focus();
    }
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [key]);
  return menu;
}
