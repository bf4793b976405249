import { LEGAL_UPDATED, type LegalDocument } from "~/lib/copy/legal";

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
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
