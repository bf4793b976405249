import { Link } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { COURSES_NAV, LEGAL_NAV, SUPPORT_NAV, TOOLS_NAV, type NavItem } from "~/lib/copy/navigation";
import { LanguageSwitch } from "./language-switch";

function FooterColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  const t = useTranslate();
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            {item.to.startsWith("mailto:") ? (
              <a href={item.to} className="text-slate-300 hover:text-white">
                {t(item.key)}
              </a>
            ) : (
              <Link to={item.to} className="text-slate-300 hover:text-white">
                {t(item.key)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `year`: the root loader's (UTC, the server's clock); an error page without the root's data reads the same clock in UTC. */
export function Footer({ year }: { year: number | undefined }) {
  const t = useTranslate();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-3 text-sm">{t("site.tagline")}</p>
        </div>
        <FooterColumn title={t("nav.courses")} items={COURSES_NAV} />
        <FooterColumn title={t("nav.tools")} items={TOOLS_NAV} />
        <FooterColumn title={t("nav.support")} items={SUPPORT_NAV} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("site.copyright", { year: String(year ?? new Date().getUTCFullYear()), product: PRODUCT_NAME })}</p>
          <nav aria-label={t("site.legalNavigation")} className="flex flex-wrap items-center gap-4">
            {LEGAL_NAV.map((item) => (
              <Link key={item.to} to={item.to} className="text-slate-300 hover:text-white">
                {t(item.key)}
              </Link>
            ))}
            <LanguageSwitch className="[&_button]:text-slate-300 [&_button]:hover:text-white" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
