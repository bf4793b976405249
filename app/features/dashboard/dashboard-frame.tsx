import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useDetailsMenu } from "~/hooks/use-details-menu";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { AdjustmentsIcon, BookIcon, CalculatorIcon, CollapseIcon, CreditCardIcon, MenuIcon, UserIcon } from "~/components/icons";
import { Avatar } from "./avatar";
import { DashboardSidebar, SIDEBAR_ID, TOGGLE_ACTION, useSidebarToggle, type SidebarAccount } from "./dashboard-sidebar";

/** Back to the site from the dashboard: the two places a learner goes next (the frame's own words, `nav`). */
const SITE_LINKS = [
  { to: "/courses", label: "nav.courses", icon: BookIcon },
  { to: "/tools", label: "nav.tools", icon: CalculatorIcon },
] as const satisfies readonly { to: string; label: MessageKey; icon: unknown }[];

/** The account menu's own pages. */
const ACCOUNT_LINKS = [
  { to: "/dashboard/profile", label: "dashboard.layout.nav.profile", icon: UserIcon },
  { to: "/dashboard/settings", label: "dashboard.layout.nav.settings", icon: AdjustmentsIcon },
  { to: "/dashboard/purchases", label: "dashboard.layout.nav.purchases", icon: CreditCardIcon },
] as const satisfies readonly { to: string; label: MessageKey; icon: unknown }[];

const menuItem =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700";

/** The account menu: a <details>, so it opens and its links work without JavaScript (useDetailsMenu). */
function AccountMenu({ account }: { account: SidebarAccount }) {
  const menu = useDetailsMenu();
  const t = useTranslate();
  return (
    <details ref={menu} className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 sm:pr-3 [&::-webkit-details-marker]:hidden">
        <Avatar initials={account.initials} src={account.avatar} size="sm" />
        <span className="hidden max-w-40 truncate text-sm font-semibold text-slate-900 sm:inline">{account.name}</span>
        <span className="sr-only">{t("dashboard.layout.accountMenu")}</span>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          className="icon h-4 w-4 text-slate-600 transition-transform group-open:rotate-180"
        >
          <path d="M19.5 8.25l-7.5 7.5-7.5-7.5" />
        </svg>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <div className="border-b border-slate-200 px-3 pb-3 pt-2">
          <p className="truncate font-semibold text-slate-900">{account.name}</p>
          <p className="break-all text-sm text-slate-600">{account.email}</p>
          <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-800">{account.plan}</p>
        </div>
        <nav aria-label={t("dashboard.layout.accountNavigation")} className="border-b border-slate-200 py-2">
          {ACCOUNT_LINKS.map(({ to, label, icon: LinkIcon }) => (
            <Link key={to} to={to} className={menuItem}>
              <LinkIcon className="h-4 w-4 text-slate-500" />
              {t(label)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("dashboard.layout.backToSite")} className="border-b border-slate-200 py-2 sm:hidden">
          {SITE_LINKS.map(({ to, label, icon: LinkIcon }) => (
            <Link key={to} to={to} className={menuItem}>
              <LinkIcon className="h-4 w-4 text-slate-500" />
              {t(label)}
            </Link>
          ))}
        </nav>
        <Form method="post" action="/logout" className="pt-2">
          <button type="submit" className={menuItem}>
            {t("dashboard.layout.logOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/**
 * The sidebar toggle: a plain form (the action sets the cookie and redirects back here), submitted in
 * the background when JavaScript runs. Below 768px the bar opens the drawer instead.
 */
function SidebarToggle({ collapsed, toggle }: { collapsed: boolean; toggle: () => void }) {
  const { pathname, search } = useLocation();
  const t = useTranslate();
  const label = t(collapsed ? "dashboard.layout.expandSidebar" : "dashboard.layout.collapseSidebar");
  // The shortcut needs JavaScript, so it is only offered once the page has hydrated.
  const shortcut = useHydrated();
  // Read only once hydrated (the server has no navigator): Apple keyboards say Cmd where others say Ctrl.
  const modifier = shortcut && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? "Cmd" : "Ctrl";
  return (
    <>
      <a
        href={`#${SIDEBAR_ID}`}
        className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
      >
        <MenuIcon className="h-6 w-6" />
        <span className="sr-only">{t("dashboard.layout.openMenu")}</span>
      </a>
      <Form
        method="post"
        action={TOGGLE_ACTION}
        className="hidden items-center gap-2 md:flex"
        onSubmit={(event) => {
          event.preventDefault();
          toggle();
        }}
      >
        <input type="hidden" name="sidebar" value={collapsed ? "expanded" : "collapsed"} />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button
          type="submit"
          aria-controls={SIDEBAR_ID}
          aria-expanded={!collapsed}
          title={shortcut ? `${label} (${modifier}+B)` : undefined}
          className="inline-flex items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CollapseIcon className={`h-5 w-5 ${collapsed ? "rotate-180" : ""}`} />
          <span className="sr-only">{label}</span>
        </button>
        {shortcut ? (
          <p className="hidden text-xs text-slate-600 lg:block">
            <kbd className="rounded border border-slate-300 px-1">{modifier}</kbd>+<kbd className="rounded border border-slate-300 px-1">B</kbd>
          </p>
        ) : null}
      </Form>
    </>
  );
}

/**
 * The dashboard's own chrome (the root leaves out the marketing header and footer, ADR 030): a slim top
 * bar with the sidebar toggle, the way back to the site and the account menu; the sidebar; the screen.
 */
export function DashboardFrame({ saved, account, children }: { saved: boolean; account?: SidebarAccount; children: ReactNode }) {
  const { collapsed, toggle } = useSidebarToggle(saved);
  const t = useTranslate();
  return (
    <div className="flex flex-1 flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 print:hidden">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4">
          <SidebarToggle collapsed={collapsed} toggle={toggle} />
          <Link to="/" className="rounded-md px-2 py-1 text-lg font-bold tracking-tight text-brand-800">
            {PRODUCT_NAME}
          </Link>
          <nav aria-label={t("dashboard.layout.siteNavigation")} className="ml-auto hidden items-center gap-1 sm:flex">
            {SITE_LINKS.map(({ to, label }) => (
              <Link key={to} to={to} className="nav-link nav-link-idle">
                {t(label)}
              </Link>
            ))}
          </nav>
          <div className="ml-auto sm:ml-2">{account ? <AccountMenu account={account} /> : null}</div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-4 py-6 sm:px-6 md:flex-row md:py-8">
        <DashboardSidebar collapsed={collapsed} account={account} />
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
