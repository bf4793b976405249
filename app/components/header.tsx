import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { isActiveLink, MAIN_NAV } from "~/lib/copy/navigation";
import { CurrencySwitch } from "./currency-switch";

export interface HeaderUser {
  email: string;
}

// `nav-link` and `nav-link-idle` are component classes (app/tailwind.css): every page renders these links twice.
const linkBase = "nav-link";
const linkIdle = "nav-link-idle";
const linkActive = "bg-brand-50 text-brand-800";
// The server cannot see the hash, and the first render in the browser must match the server's; CSS
// can see it: while #pricing is targeted, Pricing is lit and Home (lit by path) looks idle. JavaScript
// then marks the same with aria-current once hydrated.
const TARGET_STYLES: Record<string, string> = {
  "/#pricing": "[body:has(#pricing:target)_&]:bg-brand-50 [body:has(#pricing:target)_&]:text-brand-800",
  "/": "[body:has(#pricing:target)_&]:bg-transparent [body:has(#pricing:target)_&]:text-slate-700",
};

function NavLinks({ pathname, hash, onMobile, onFollow }: { pathname: string; hash: string; onMobile?: boolean; onFollow?: () => void }) {
  return (
    <>
      {MAIN_NAV.map((item) => {
        const active = isActiveLink(item.to, pathname, hash);
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onFollow}
            aria-current={active ? "page" : undefined}
            className={`${linkBase} ${active ? linkActive : linkIdle} ${TARGET_STYLES[item.to] ?? ""} ${onMobile ? "block" : ""}`}
          >
            {item.label}
          </Link>
        );
      })}
    </>
  );
}

function AccountLinks({ user, onMobile }: { user: HeaderUser | null; onMobile?: boolean }) {
  const block = onMobile ? "block w-full text-left" : "";
  if (user) {
    return (
      <>
        <Link to="/dashboard" className={`${linkBase} ${linkIdle} ${block}`}>
          Dashboard
        </Link>
        <Form method="post" action="/logout" className={onMobile ? "block" : "inline"}>
          <button type="submit" className={`${linkBase} ${linkIdle} ${block}`}>
            Logout
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Link to="/login" className={`${linkBase} ${linkIdle} ${block}`}>
        Login
      </Link>
      <Link to="/signup" className={`${linkBase} ${onMobile ? "block" : ""} bg-brand-700 text-white hover:bg-brand-800`}>
        Sign Up
      </Link>
    </>
  );
}

/**
 * The mobile menu's toggle. Without JavaScript it is a link to `#mobile-menu`, and the menu shows while
 * that is the page's target: following any link in it (another page, or a section of this one such as
 * /#pricing) changes the target, so the menu closes, as the spec asks. The target is an empty fixed
 * element, so opening or closing never scrolls the page. With JavaScript it is a button.
 */
const MENU_TARGET = "mobile-menu";
const MENU_CLOSED_TARGET = "mobile-menu-closed";
const menuToggle =
  "flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600";

export function Header({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  const hydrated = useHydrated();
  // The menu is open for the location it was opened at: any navigation (a link, Back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  // The hash only after hydration: the server rendered without it (see TARGET_STYLES).
  const hash = hydrated ? location.hash : "";
  const closeMenu = () => setOpenAt(null);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-lg font-bold tracking-tight text-brand-800">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks pathname={location.pathname} hash={hash} />
        </nav>
        <div className="flex items-center gap-2">
          <CurrencySwitch />
          <div className="hidden items-center gap-2 md:flex">
            <AccountLinks user={user} />
          </div>
          <div className="relative md:hidden" data-testid="mobile-menu">
            {hydrated ? (
              <button
                type="button"
                className={menuToggle}
                aria-expanded={menuOpen}
                aria-controls="mobile-nav"
                onClick={() => setOpenAt(menuOpen ? null : location.key)}
              >
                {menuOpen ? "Close menu" : "Menu"}
              </button>
            ) : (
              <>
                <span id={MENU_TARGET} className="peer fixed top-0" />
                <span id={MENU_CLOSED_TARGET} className="fixed top-0" />
                <a href={`#${MENU_TARGET}`} className={`${menuToggle} peer-target:hidden`}>
                  Menu
                </a>
                <a href={`#${MENU_CLOSED_TARGET}`} className={`${menuToggle} hidden peer-target:flex`}>
                  Close menu
                </a>
              </>
            )}
            <nav
              id="mobile-nav"
              aria-label="Mobile"
              className={`absolute right-0 mt-2 w-56 space-y-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${
                hydrated ? (menuOpen ? "block" : "hidden") : "hidden peer-target:block"
              }`}
            >
              <NavLinks pathname={location.pathname} hash={hash} onMobile onFollow={closeMenu} />
              <hr className="my-2 border-slate-200" />
              <AccountLinks user={user} onMobile />
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
