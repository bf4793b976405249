import { Form, Link, useHref, useLocation } from "@remix-run/react";
import { useDetailsMenu } from "~/hooks/use-details-menu";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { isActiveLink, MAIN_NAV } from "~/lib/copy/navigation";
import { CurrencySwitch } from "./currency-switch";
import { LanguageSwitch } from "./language-switch";

export interface HeaderUser {
  email: string;
  /** The community's address when the member's plan includes it: the header links to it. */
  community: string | null;
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

function NavLinks({
  pathname,
  hash,
  onMobile,
  reloadSections,
}: {
  pathname: string;
  hash: string;
  onMobile?: boolean;
  /** Links to a section of the page being shown load the page again (see the mobile menu). */
  reloadSections?: boolean;
}) {
  const t = useTranslate();
  // The home page's address in this page's language (`/fr` for French): section links all point there.
  const homeHref = useHref("/");
  return (
    <>
      {MAIN_NAV.map((item) => {
        const active = isActiveLink(item.to, pathname, hash);
        const [path, section] = item.to.split("#");
        const props = {
          "aria-current": active ? ("page" as const) : undefined,
          className: `${linkBase} ${active ? linkActive : linkIdle} ${TARGET_STYLES[item.to] ?? ""} ${onMobile ? "block" : ""}`,
        };
        // A plain link: Remix's <Link> drops the empty query that makes the browser load the page again.
        if (reloadSections && section !== undefined && path === pathname)
          return (
            <a key={item.to} href={`${homeHref}?#${section}`} {...props}>
              {t(item.key)}
            </a>
          );
        return (
          <Link key={item.to} to={item.to} {...props}>
            {t(item.key)}
          </Link>
        );
      })}
    </>
  );
}

function AccountLinks({ user, onMobile }: { user: HeaderUser | null; onMobile?: boolean }) {
  const t = useTranslate();
  const block = onMobile ? "block w-full text-left" : "";
  if (user) {
    return (
      <>
        <Link to="/dashboard" className={`${linkBase} ${linkIdle} ${block}`}>
          {t("site.dashboard")}
        </Link>
        {user.community ? (
          <Link to={user.community} className={`${linkBase} ${linkIdle} ${block}`}>
            {t("site.community")}
          </Link>
        ) : null}
        <Form method="post" action="/logout" className={onMobile ? "block" : "inline"}>
          <button type="submit" className={`${linkBase} ${linkIdle} ${block}`}>
            {t("site.logout")}
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Link to="/login" className={`${linkBase} ${linkIdle} ${block}`}>
        {t("site.login")}
      </Link>
      <Link to="/signup" className={`${linkBase} ${onMobile ? "block" : ""} bg-brand-700 text-white hover:bg-brand-800`}>
        {t("site.signup")}
      </Link>
    </>
  );
}

/**
 * The mobile menu is a <details> (useDetailsMenu), so opening it puts nothing in the address and Back
 * never reopens it. A link to a section of the page being shown (/#pricing on the home page) would
 * leave a <details> open without JavaScript, so until the page has hydrated that link reloads the page
 * ("/?#pricing"), which closes the menu as every other link does.
 */
const menuToggle =
  "flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden";

export function Header({ user }: { user: HeaderUser | null }) {
  const t = useTranslate();
  const location = useLocation();
  const hydrated = useHydrated();
  const menu = useDetailsMenu();
  // The hash only after hydration: the server rendered without it (see TARGET_STYLES).
  const hash = hydrated ? location.hash : "";

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-lg font-bold tracking-tight text-brand-800">
          {PRODUCT_NAME}
        </Link>
        <nav aria-label={t("site.mainNavigation")} className="hidden items-center gap-1 md:flex">
          <NavLinks pathname={location.pathname} hash={hash} />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:block" />
          <CurrencySwitch />
          <div className="hidden items-center gap-2 md:flex">
            <AccountLinks user={user} />
          </div>
          <details ref={menu} className="group relative md:hidden" data-testid="mobile-menu">
            <summary className={menuToggle}>
              <span className="group-open:hidden">{t("site.menu")}</span>
              <span className="hidden group-open:inline">{t("site.closeMenu")}</span>
            </summary>
            <nav
              aria-label={t("site.mobileNavigation")}
              className="absolute right-0 mt-2 w-56 space-y-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              <NavLinks pathname={location.pathname} hash={hash} onMobile reloadSections={!hydrated} />
              <hr className="my-2 border-slate-200" />
              <AccountLinks user={user} onMobile />
              <LanguageSwitch className="sm:hidden" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
