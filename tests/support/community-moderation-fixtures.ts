/**
 * A thread and its posts written straight into a database, as the posting flow (another branch) will
 * write them: what the moderation tests need to report and moderate, and nothing more. Raw statements,
 * so the integration tests (a test database's client) and the e2e tests (the server's database file)
 * use the same rows.
 */
import type { InStatement } from "@libsql/client";
import { renderPostHtml } from "~/features/community/domain/post-html";

export interface FixturePost {
  id?: string;
  authorId: string;
  body: string;
  /** The stored HTML, when a test needs markup the placeholder renderer would not make. */
  html?: string;
}

export type FixtureThread = { kind: "space"; category?: string; title: string } | { kind: "lesson"; courseId: string; lessonNumber: number };

/** Statements for one thread whose posts are numbered 1, 2, 3 ... in order; returns them with the ids. */
export function communityThreadStatements(thread: FixtureThread, posts: readonly FixturePost[], now = Date.now()) {
  const threadId = crypto.randomUUID();
  const postIds = posts.map((post) => post.id ?? crypto.randomUUID());
  const statements: InStatement[] = [
    {
      sql: `insert into community_threads (id, kind, category, course_id, lesson_number, title, author_id, post_count, last_post_number, last_post_at, created_at)
            values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        threadId,
        thread.kind,
        thread.kind === "space" ? (thread.category ?? "budgeting") : null,
        thread.kind === "lesson" ? thread.courseId : null,
        thread.kind === "lesson" ? thread.lessonNumber : null,
        thread.kind === "space" ? thread.title : null,
        thread.kind === "space" ? (posts[0]?.authorId ?? null) : null,
        posts.length,
        posts.length,
        now,
        now,
      ],
    },
    ...posts.map((post, index) => ({
      sql: `insert into community_posts (id, thread_id, post_number, author_id, body_markdown, body_html, body_hash, created_at)
            values (?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        postIds[index]!,
        threadId,
        index + 1,
        post.authorId,
        post.body,
        post.html ?? renderPostHtml(post.body),
        `hash-${postIds[index]}`,
        now + index,
      ],
    })),
  ];
  return { threadId, postIds, statements };
}
