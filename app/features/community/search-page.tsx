import { Form, Link, useLocation } from "@remix-run/react";
import { TextField } from "~/components/form-fields";
import { LockIcon } from "~/components/icons";
import { UtcDay } from "~/components/utc-day";
import { useTranslate } from "~/hooks/use-translate";
import { loginPath, signupPath } from "~/lib/http/redirect";
import { categoryName, courseTitle } from "./community-ui";
import { COMMUNITY_SEARCH_PATH } from "./paths";
import { MAX_QUERY_CHARS, type TextRun } from "./domain/search-query";
import type { SearchPage, SearchResult } from "./search.server";

/** Marked runs as <mark>, the rest as text: React escapes both, so nothing a member wrote becomes markup. */
function Runs({ runs }: { runs: TextRun[] }) {
  return <>{runs.map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>))}</>;
}

function SearchForm({ q }: { q: string }) {
  const t = useTranslate();
  return (
    <Form method="get" action={COMMUNITY_SEARCH_PATH} role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <TextField
          label={t("services.community.search.label")}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_CHARS}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="button-primary">
        {t("services.community.search.button")}
      </button>
    </Form>
  );
}

function Result({ result }: { result: SearchResult }) {
  const { place } = result;
  const t = useTranslate();
  return (
    <li className="p-4" data-testid="search-result">
      <Link to={result.href} className="break-words text-lg font-semibold text-brand-800 hover:underline">
        <Runs runs={result.title} />
      </Link>
      <p className="mt-1 text-sm text-slate-600">
        {place.kind === "space"
          ? place.categorySlug
            ? categoryName(t, { slug: place.categorySlug, name: place.category })
            : place.category
          : t("services.community.search.lessonPlace", {
              number: String(place.lessonNumber),
              course: place.courseSlug ? courseTitle(t, place.courseSlug, place.course) : place.course,
            })}{" "}
        · {result.author || t("services.community.search.formerMember")} · <UtcDay value={result.createdAt} />
      </p>
      <p className="mt-2 break-words text-slate-800">
        <Runs runs={result.snippet} />
      </p>
    </li>
  );
}

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `${COMMUNITY_SEARCH_PATH}?${params}`;
}

function SignedOut() {
  const { pathname, search } = useLocation();
  const back = pathname + search;
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("services.community.search.signedOutHeading")}</h1>
      <p className="mt-4 text-slate-700">{t("services.community.search.signedOutText")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={loginPath(back)} className="button-primary">
          {t("services.community.search.logIn")}
        </Link>
        <Link to={signupPath(back)} className="button-secondary">
          {t("services.community.search.signUp")}
        </Link>
      </div>
    </div>
  );
}

export function CommunitySearch({ page }: { page: SearchPage }) {
  const t = useTranslate();
  if (page.state === "signed-out") return <SignedOut />;
  const { q, results } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("services.community.search.title")}</h1>
      {page.member ? null : (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="membership-note">
          {t("services.community.search.notMember")}{" "}
          <Link to="/#pricing" className="font-semibold underline">
            {t("services.community.search.seePlans")}
          </Link>
        </p>
      )}
      <SearchForm q={q} />
      {!page.searched ? (
        <p className="mt-6 text-slate-700">{t("services.community.search.nothingTyped")}</p>
      ) : results.length === 0 ? (
        <p className="card mt-6">{t("services.community.search.noResults", { q })}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600">{t("services.community.search.order")}</p>
          <ol
            className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label={t("services.community.search.results")}
          >
            {results.map((result) => (
              <Result key={result.postId} result={result} />
            ))}
          </ol>
          {page.page > 1 || page.hasMore ? (
            <nav
              aria-label={t("services.community.search.page", { page: String(page.page) })}
              className="mt-6 flex flex-wrap justify-between gap-3"
            >
              {page.page > 1 ? (
                <Link to={pageHref(q, page.page - 1)} className="button-secondary">
                  {t("services.community.search.previous")}
                </Link>
              ) : (
                <span />
              )}
              {page.hasMore ? (
                <Link to={pageHref(q, page.page + 1)} className="button-secondary">
                  {t("services.community.search.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
