import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";
import type { LegalPageData } from "~/lib/copy/legal";
import { pageMeta } from "~/lib/http/meta";

/** The privacy policy, the terms and the refund policy: the text their loader sent, in the page's language. */
export function LegalPage() {
  const { document, updated } = useLoaderData<LegalPageData>();
  const t = useTranslate();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("legal.updated", { date: updated })}</p>
      <p className="mt-6 text-lg text-slate-700">{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <p className="mt-2 text-slate-700">{section.body}</p>
          {section.points ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** A legal page's title and description, from its loader's text. */
export const legalPageMeta: MetaFunction = (args) => {
  const page = args.data as LegalPageData | undefined;
  return page ? pageMeta(page.document.title, page.document.summary, args) : [];
};
