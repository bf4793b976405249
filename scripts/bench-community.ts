/**
 * The community's part of `npm run bench` (issue 25, item 9): on generated data — a members' space of
 * 5,000 threads and one thread with 2,000 replies, every post rendered and indexed as the posting code
 * does — a member's thread page, the space's first page and a search, at one connection on Node.
 * Goal (issue 38, restating issue 25's milliseconds): a thread's first page at most 1.6× `/privacy`'s
 * time. `npm run bench:community` runs this part alone on a fresh bench server.
 */
import type { Client, InValue } from "@libsql/client";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { CATEGORIES } from "~/features/community/domain/categories";
import { renderPostHtml } from "~/features/community/domain/post-html";
import { COMMUNITY_PATH, COMMUNITY_SEARCH_PATH, postPath, threadPath } from "~/features/community/paths";
import { timedPagesTable } from "./bench-timed-pages";
import { inserts, random } from "./bench-console-data";
import { signedInAccount } from "./bench-overload";
import { startBenchServer } from "./bench-server";
import { openScriptDatabase } from "./database";

export const COMMUNITY_DATA = { threads: 5_000, replies: 2_000, authors: 300 } as const;
const MEMBER = { email: "bench-member@example.com", password: "Bench-Member-2026" };
const BIG_THREAD = "bench-thread-big";
const DAY_MS = 86_400_000;

const WORDS = (
  "budget rent groceries savings emergency fund debt credit card interest payment mortgage tfsa rrsp 401k roth index " +
  "etf dividend paycheque paycheck insurance car loan student tuition childcare utilities phone plan cashback points " +
  "envelope spreadsheet app goal month week year raise bonus tax refund return pension employer match invest " +
  "retirement house down payment renovation vacation wedding gift holiday side hustle freelance income expense"
).split(" ");

const POST_COLUMNS = ["id", "thread_id", "post_number", "author_id", "body_markdown", "body_html", "body_hash", "created_at"] as const;

/** Writes the space, the big thread and their authors into a migrated database. */
export async function generateCommunityData(client: Client, now = Date.now()): Promise<void> {
  const next = random(25);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** A post of one to three short paragraphs, some with emphasis, a list or a link, as members write. */
  const body = () => {
    const sentence = () => Array.from({ length: 8 + Math.floor(next() * 10) }, () => pick(WORDS)).join(" ");
    const paragraphs = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${sentence()} **${pick(WORDS)}** ${sentence()}.`);
    if (next() < 0.2) paragraphs.push(`- ${sentence()}\n- ${sentence()}`);
    if (next() < 0.1) paragraphs.push(`See [the CRA page](https://www.canada.ca/en/revenue-agency.html) on ${pick(WORDS)}.`);
    return paragraphs.join("\n\n");
  };
  const post = (threadId: string, number: number, at: number): InValue[] => {
    const markdown = body();
    return [
      `${threadId}-${number}`,
      threadId,
      number,
      `bench-author-${Math.floor(next() * COMMUNITY_DATA.authors)}`,
      markdown,
      renderPostHtml(markdown),
      `${threadId}-${number}`,
      at,
    ];
  };

  const authors = Array.from({ length: COMMUNITY_DATA.authors }, (_, index) => [
    `bench-author-${index}`,
    `bench-author-${index}@example.com`,
    "unused",
    index % 3 === 0 ? "US" : "CA",
    now - 400 * DAY_MS,
    now - 400 * DAY_MS,
  ]);
  const profiles = authors.map(([id], index) => [id!, `Author${index}`, pick(["Tremblay", "Smith", "Nguyen", "Roy", "Patel"]), now]);

  const threadRows: InValue[][] = [];
  const postRows: InValue[][] = [];
  for (let index = 0; index < COMMUNITY_DATA.threads; index += 1) {
    const id = `bench-thread-${index}`;
    const at = now - index * 3_600_000;
    const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} question ${index}`;
    threadRows.push([
      id,
      "space",
      pick(CATEGORIES).slug,
      title,
      `bench-author-${index % COMMUNITY_DATA.authors}`,
      1,
      1,
      at,
      index < 3 ? at : null,
      at,
    ]);
    postRows.push(post(id, 1, at));
  }
  const bigStart = now - 90 * DAY_MS;
  const big = COMMUNITY_DATA.replies + 1;
  threadRows.push([BIG_THREAD, "space", "debt", "Our debt-free journeys, one reply at a time", "bench-author-0", big, big, now, null, bigStart]);
  for (let number = 1; number <= big; number += 1) postRows.push(post(BIG_THREAD, number, bigStart + number * 60_000));

  await client.batch(
    [
      ...inserts("users", ["id", "email", "password_hash", "country", "email_verified_at", "created_at"], authors),
      ...inserts("profiles", ["id", "first_name", "last_name", "updated_at"], profiles),
      ...inserts(
        "community_threads",
        ["id", "kind", "category", "title", "author_id", "post_count", "last_post_number", "last_post_at", "pinned_at", "created_at"],
        threadRows,
      ),
      ...inserts("community_posts", POST_COLUMNS, postRows),
    ],
    "write",
  );
}

/** A member on `tier` (Basic unless said) signed in: the session cookie for the community's pages. */
export function signedInMember(origin: string, databaseUrl: string, tier: "basic" | "premium" | "elite" = "basic"): Promise<string> {
  return signedInAccount(origin, databaseUrl, MEMBER, (db, userId) =>
    db.run(sql`insert into subscribers (user_id, subscribed, subscription_tier, subscription_end, updated_at)
      values (${userId}, 1, ${tier}, ${Date.now() + 30 * DAY_MS}, ${Date.now()})`),
  );
}

/** The first page of the generated thread of 2,000 replies. */
export const BIG_THREAD_PATH = threadPath(BIG_THREAD);

/** Generates the data into the bench server's database, signs a member in, and returns the case's table. */
export async function benchCommunity(origin: string, databaseUrl: string, samples: number): Promise<string[]> {
  const { client } = await openScriptDatabase(databaseUrl);
  const started = performance.now();
  await generateCommunityData(client);
  const generatedMs = performance.now() - started;
  client.close();
  const cookie = await signedInMember(origin, databaseUrl);
  const { table } = await timedPagesTable(origin, cookie, samples, [
    { label: `${COMMUNITY_PATH} (the space's first page)`, path: COMMUNITY_PATH },
    // Issue 38: a thread of 30 posts at most 1.6× /privacy's time.
    { label: "thread of 2,001 posts, first page", path: BIG_THREAD_PATH, goal: { timesPrivacy: 1.6 } },
    {
      label: "thread of 2,001 posts, last page (cursor)",
      path: postPath(BIG_THREAD, COMMUNITY_DATA.replies + 1).split("#")[0]!,
    },
    // A word in about a third of all posts, a rarer pair, and a word no post holds.
    { label: "search: a common word (budget)", path: `${COMMUNITY_SEARCH_PATH}?q=budget` },
    { label: "search: two words (roth wedding)", path: `${COMMUNITY_SEARCH_PATH}?q=roth+wedding` },
    { label: "search: common word, page 3", path: `${COMMUNITY_SEARCH_PATH}?q=budget&page=3` },
    { label: "search: no match", path: `${COMMUNITY_SEARCH_PATH}?q=zebra` },
  ]);
  return [
    `Community: ${COMMUNITY_DATA.threads.toLocaleString("en-US")} threads in the members' space and one of ${COMMUNITY_DATA.replies.toLocaleString("en-US")} replies (${(
      COMMUNITY_DATA.threads +
      COMMUNITY_DATA.replies +
      1
    ).toLocaleString(
      "en-US",
    )} posts, generated in ${(generatedMs / 1000).toFixed(1)} s); median of ${samples} sequential requests at one connection, signed in as a member.`,
    ...table,
  ];
}

// `npm run bench:community`: this case alone, on a fresh bench server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const { server, origin, databaseUrl } = await startBenchServer(port);
  const table = await benchCommunity(origin, databaseUrl, Number(process.env.BENCH_SAMPLES ?? 200));
  server.close();
  console.log(`\nNode ${process.version}\n\n${table.join("\n")}`);
}
