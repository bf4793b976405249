import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
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
// Without JavaScript the server cannot see the hash; CSS can: light Pricing while #pricing is targeted.
const pricingTargetActive = "[body:has(#pricing:target)_&]:bg-brand-50 [body:has(#pricing:target)_&]:text-brand-800";

function NavLinks({ pathname, hash, onMobile }: { pathname: string; hash: string; onMobile?: boolean }) {
  return (
    <>
      {MAIN_NAV.map((item) => {
        const active = isActiveLink(item.to, pathname, hash);
        const targetStyle = item.to === "/#pricing" ? pricingTargetActive : "";
        return (
          <Link
            key={item.to}
            to={item.to}
            aria-current={active ? "page" : undefined}
            className={`${linkBase} ${active ? linkActive : linkIdle} ${targetStyle} ${onMobile ? "block" : ""}`}
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

export function Header({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Without JavaScript every link loads a new page, which renders the menu closed; with it, close it here.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-lg font-bold tracking-tight text-brand-800">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLinks pathname={location.pathname} hash={location.hash} />
        </nav>
        <div className="flex items-center gap-2">
          <CurrencySwitch />
          <div className="hidden items-center gap-2 md:flex">
            <AccountLinks user={user} />
          </div>
          <details ref={menuRef} className="group relative md:hidden" data-testid="mobile-menu">
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Menu</span>
              <span className="hidden group-open:inline">Close menu</span>
            </summary>
            <nav aria-label="Mobile" className="absolute right-0 mt-2 w-56 space-y-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              <NavLinks pathname={location.pathname} hash={location.hash} onMobile />
              <hr className="my-2 border-slate-200" />
              <AccountLinks user={user} onMobile />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
