import { describe, expect, it } from "vitest";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { NO_SUBSCRIPTION } from "~/lib/domain/subscription";
import {
  afterCursor,
  canEdit,
  DAY,
  lessonStanding,
  MINUTE,
  postingRefusal,
  spaceStanding,
  threadCursor,
  threadStanding,
  whenAgain,
  type PostingFacts,
} from "./community-rules";
import { replySchema, threadSchema } from "~/features/community/forms";

const NOW = new Date("2026-11-26T15:00:00Z");
const future = new Date(NOW.getTime() + 30 * DAY);
const past = new Date(NOW.getTime() - DAY);
const plan = (tier: "basic" | "premium" | "elite", end = future) => ({ subscribed: true, tier, end });
const learner = (subscription = NO_SUBSCRIPTION) => ({ role: null, emailVerifiedAt: past, subscription });
const staff = (role: "admin" | "coach", emailVerifiedAt: Date | null = past) => ({ role, emailVerifiedAt, subscription: NO_SUBSCRIPTION });
const bootcamp = findCourseBySlug("budget-bootcamp")!;
const debt = findCourseBySlug("debt-challenge")!;

describe("who may read the members' space", () => {
  it("lets every active plan read and write, shows titles to other signed-in learners and the gate to visitors", () => {
    expect(spaceStanding(learner(plan("basic")), NOW)).toBe("member");
    expect(spaceStanding(learner(plan("elite")), NOW)).toBe("member");
    expect(spaceStanding(learner(plan("premium", past)), NOW)).toBe("titles-only");
    expect(spaceStanding(learner(), NOW)).toBe("titles-only");
    expect(spaceStanding(null, NOW)).toBe("visitor");
  });

  it("lets an admin read everything, and a coach only as their plan allows", () => {
    expect(spaceStanding(staff("admin"), NOW)).toBe("staff");
    expect(spaceStanding(staff("coach"), NOW)).toBe("titles-only");
  });

  it("counts the admin role only once its email is verified, as the console does", () => {
    expect(spaceStanding(staff("admin", null), NOW)).toBe("titles-only");
    expect(lessonStanding(staff("admin", null), bootcamp, [], NOW)).toBe("titles-only");
    expect(lessonStanding(staff("admin"), bootcamp, [], NOW)).toBe("staff");
  });
});

describe("who may read a lesson's discussion", () => {
  it("is whoever may open the lesson: a purchase, or a plan whose tier opens the course", () => {
    expect(lessonStanding(learner(), debt, [debt.productName], NOW)).toBe("member");
    expect(lessonStanding(learner(plan("basic")), bootcamp, [], NOW)).toBe("member");
    // Basic opens the Bootcamp alone: its members may not read another course's discussions.
    expect(lessonStanding(learner(plan("basic")), debt, [], NOW)).toBe("titles-only");
    expect(lessonStanding(learner(), bootcamp, [], NOW)).toBe("titles-only");
    expect(lessonStanding(null, bootcamp, [], NOW)).toBe("visitor");
  });
});

describe("a thread's standing (the report page, follow and search decide by it)", () => {
  const space = { kind: "space" as const, courseId: null };
  const debtLesson = { kind: "lesson" as const, courseId: "debt-challenge" };

  it("is the space's rule for a space thread and the lesson's rule for a lesson discussion", () => {
    expect(threadStanding(learner(plan("basic")), space, [], NOW)).toBe("member");
    expect(threadStanding(learner(plan("elite", past)), space, [], NOW)).toBe("titles-only");
    expect(threadStanding(learner(plan("basic")), debtLesson, [], NOW)).toBe("titles-only");
    expect(threadStanding(learner(), debtLesson, [debt.productName], NOW)).toBe("member");
  });

  it("opens nothing for a lesson discussion whose course does not exist", () => {
    expect(threadStanding(learner(plan("elite")), { kind: "lesson", courseId: "no-such-course" }, [], NOW)).toBe("titles-only");
    expect(threadStanding(null, { kind: "lesson", courseId: "no-such-course" }, [], NOW)).toBe("visitor");
  });
});

const allowed: PostingFacts = {
  accountCreatedAt: new Date(NOW.getTime() - 2 * DAY),
  hasPaid: false,
  emailVerified: true,
  suspendedUntil: null,
  threadLocked: false,
  recentPosts: [],
  timeZone: "America/Toronto",
};
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(NOW.getTime() - m * MINUTE));

describe("when a member may post", () => {
  it("lets a verified member of more than a day post", () => {
    expect(postingRefusal(allowed, NOW)).toBeNull();
    expect(postingRefusal({ ...allowed, recentPosts: minutesAgo(1, 2, 3, 4) }, NOW)).toBeNull();
  });

  it("refuses a sixth post in 10 minutes, saying when the oldest leaves the window", () => {
    const refusal = postingRefusal({ ...allowed, recentPosts: minutesAgo(1, 2, 3, 4, 6) }, NOW);
    expect(refusal).toEqual({
      kind: "burst",
      message: "You have written 5 posts in the last 10 minutes, the most we allow. You can post again in 4 minutes.",
    });
    expect(postingRefusal({ ...allowed, recentPosts: minutesAgo(1, 2, 3, 4, 11) }, NOW)).toBeNull();
  });

  it("refuses a 31st post in a day", () => {
    const day = Array.from({ length: 30 }, (_, index) => 45 * index + 1);
    const refusal = postingRefusal({ ...allowed, recentPosts: minutesAgo(...day) }, NOW);
    expect(refusal?.kind).toBe("daily");
    // The oldest of the 30 was 1,306 minutes ago: it leaves the day's window in 134 minutes (17:14 UTC).
    expect(refusal?.message).toMatch(/30 posts today.*You can post again on Thu Nov 26, 12:14 PM EST\.$/);
  });

  it("refuses accounts younger than a day, unverified emails, suspensions and locked threads, each saying why", () => {
    const young = postingRefusal({ ...allowed, accountCreatedAt: new Date(NOW.getTime() - 3 * 60 * MINUTE) }, NOW);
    expect(young?.message).toBe("New accounts can post once they are a day old. You can post on Fri Nov 27, 7:00 AM EST.");
    expect(postingRefusal({ ...allowed, emailVerified: false }, NOW)?.kind).toBe("unverified");
    const suspended = postingRefusal({ ...allowed, suspendedUntil: new Date("2026-12-03T14:30:00Z") }, NOW);
    expect(suspended?.message).toBe("Staff have suspended you from posting. You can post again on Thu Dec 3, 9:30 AM EST.");
    // Said on the member's own clock.
    const inStJohns = postingRefusal({ ...allowed, timeZone: "America/St_Johns", suspendedUntil: new Date("2026-12-03T14:30:00Z") }, NOW);
    expect(inStJohns?.message).toBe("Staff have suspended you from posting. You can post again on Thu Dec 3, 11:00 AM NST.");
    expect(postingRefusal({ ...allowed, suspendedUntil: past }, NOW)).toBeNull();
    expect(postingRefusal({ ...allowed, threadLocked: true }, NOW)?.kind).toBe("locked");
  });

  it("lets a new account that has paid (or holds a comp) post at once, with a verified email", () => {
    const justBought = { ...allowed, accountCreatedAt: new Date(NOW.getTime() - 10 * MINUTE), hasPaid: true };
    expect(postingRefusal(justBought, NOW)).toBeNull();
    expect(postingRefusal({ ...justBought, emailVerified: false }, NOW)?.kind).toBe("unverified");
  });
});

describe("when again", () => {
  it("is in minutes within the hour, and the moment on the member's clock after", () => {
    expect(whenAgain(new Date(NOW.getTime() + 30_000), "America/Toronto", NOW)).toBe("in a minute");
    expect(whenAgain(new Date(NOW.getTime() + 7 * MINUTE), "America/Vancouver", NOW)).toBe("in 7 minutes");
    expect(whenAgain(new Date(NOW.getTime() + 61 * MINUTE), "America/Toronto", NOW)).toBe("on Thu Nov 26, 11:01 AM EST");
    expect(whenAgain(new Date(NOW.getTime() + 3 * DAY), "America/Phoenix", NOW)).toBe("on Sun Nov 29, 8:00 AM MST");
    expect(whenAgain(new Date("2027-01-04T15:00:00Z"), "America/Vancouver", NOW)).toBe("on Mon Jan 4, 2027, 7:00 AM PST");
  });
});

describe("the edit window", () => {
  it("is 15 minutes from writing", () => {
    expect(canEdit(new Date(NOW.getTime() - 14 * MINUTE), NOW)).toBe(true);
    expect(canEdit(new Date(NOW.getTime() - 15 * MINUTE), NOW)).toBe(false);
  });
});

describe("what a post may say", () => {
  it("takes 1 to 10,000 characters after trimming, naming the limit and the length", () => {
    expect(replySchema.safeParse({ body: "  Hello  " })).toMatchObject({ success: true, data: { body: "Hello" } });
    expect(replySchema.safeParse({ body: "x".repeat(10_000) }).success).toBe(true);
    const long = replySchema.safeParse({ body: "x".repeat(10_001) });
    expect(long.error?.issues[0]?.message).toBe("Your post is 10,001 characters; the limit is 10,000.");
    expect(replySchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe("Write something to post.");
    expect(replySchema.safeParse({}).error?.issues[0]?.message).toBe("Write something to post.");
  });

  it("takes a title of 1 to 200 characters and one of the six categories", () => {
    expect(threadSchema.safeParse({ category: "wins", title: "Paid off my card", body: "Finally." }).success).toBe(true);
    const issues = threadSchema.safeParse({ category: "stocks", title: "t".repeat(201), body: "x" }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      "Choose a category for your thread.",
      "Your title is 201 characters; the limit is 200.",
    ]);
  });
});

describe("cursors", () => {
  it("reads a thread page's post number and a list's position, ignoring anything else", () => {
    expect(afterCursor(new URL("http://x/?after=30"))).toBe(30);
    expect(afterCursor(new URL("http://x/?after=-1"))).toBe(0);
    expect(threadCursor(new URL("http://x/?before=1764169200000_abc-1"))).toEqual({ lastPostAt: 1764169200000, id: "abc-1" });
    expect(threadCursor(new URL("http://x/?before=x'--"))).toBeNull();
  });
});
