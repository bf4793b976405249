import type { ReactNode } from "react";

/** The heading block that opens each section of the public pages: a small label, the heading, a lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-slate-700">{children}</div> : null}
    </div>
  );
}
