import { Link } from "@remix-run/react";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { COURSES_NAV, LEGAL_NAV, SUPPORT_NAV, TOOLS_NAV, type NavItem } from "~/lib/copy/navigation";

function FooterColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            {item.to.startsWith("mailto:") ? (
              <a href={item.to} className="text-slate-300 hover:text-white">
                {item.label}
              </a>
            ) : (
              <Link to={item.to} className="text-slate-300 hover:text-white">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-3 text-sm">Personal-finance courses and free tools for people in Canada and the United States.</p>
        </div>
        <FooterColumn title="Courses" items={COURSES_NAV} />
        <FooterColumn title="Tools" items={TOOLS_NAV} />
        <FooterColumn title="Support" items={SUPPORT_NAV} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Education, not personalised financial advice.
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            {LEGAL_NAV.map((item) => (
              <Link key={item.to} to={item.to} className="text-slate-300 hover:text-white">
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
