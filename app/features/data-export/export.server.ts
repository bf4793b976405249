/**
 * "Download your data": everything the site keeps about the signed-in learner, as JSON, read in the
 * session's one round trip. Each part is filtered by the learner's id in its own statement. Left out:
 * secrets (the password's hash, session and link tokens), the photo's bytes (served at its own address),
 * and staff's working fields (queue rank, assignee, the hashes and HTML the site derives from text). A
 * coach's notes about the learner are in it, and so are staff's recorded actions on the account with
 * their reasons (a refund, a grant, a suspension): they are about the learner too. Which staff member
 * acted is left out: that is someone else's personal information.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  auditLog,
  avatars,
  certificates,
  coachingSessions,
  customers,
  communityFollows,
  communityPosts,
  communityReports,
  communityThreads,
  communitySuspensions,
  courseReviews,
  earnedBadges,
  goalContributions,
  liveQuestions,
  liveQuestionVotes,
  liveRsvps,
  netWorthSnapshots,
  notificationSettings,
  orders,
  personalPlanIntakes,
  planCoachNotes,
  profiles,
  quizAnswers,
  quizAttempts,
  reviewCards,
  reviewEmailSubscriptions,
  savedPlans,
  subscribers,
  subscriptionChanges,
  supportMessages,
  supportRequests,
  userIdentities,
  userProgress,
  users,
} from "../../../db/schema/index";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { ownDebtResult } from "~/features/proof/proof.server";

function reads(context: AppLoadContext, userId: SQL) {
  const { db } = context;
  // Theirs: sent signed in, or signed out from the address the account confirmed (as deletion counts them).
  const theirRequests = or(
    eq(supportRequests.userId, userId),
    and(
      isNull(supportRequests.userId),
      sql`lower(${supportRequests.email}) = (select lower(email) from ${users} where id = ${userId} and email_verified_at is not null)`,
    ),
  );
  const requestsOfUser = db.select({ id: supportRequests.id }).from(supportRequests).where(theirRequests);
  return [
    db
      .select({
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        country: users.country,
        timeZone: users.timeZone,
        language: users.locale,
        marketingConsent: users.marketingConsent,
        marketingConsentAt: users.marketingConsentAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, updatedAt: profiles.updatedAt })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        contentType: avatars.contentType,
        width: avatars.width,
        height: avatars.height,
        digest: avatars.digest,
        updatedAt: avatars.updatedAt,
      })
      .from(avatars)
      .where(eq(avatars.userId, userId)),
    db
      .select({
        provider: userIdentities.provider,
        subject: userIdentities.subject,
        email: userIdentities.email,
        linkedAt: userIdentities.linkedAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db
      .select({
        id: orders.id,
        course: orders.productName,
        status: orders.status,
        amountCents: orders.amount,
        taxCents: orders.taxAmount,
        taxLines: orders.taxLines,
        region: orders.buyerRegion,
        currency: orders.currency,
        cardBrand: orders.paymentMethodBrand,
        cardLast4: orders.paymentMethodLast4,
        paidAt: orders.paidAt,
        refundedAt: orders.refundedAt,
        complimentaryReason: orders.compReason,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
    db
      .select({ change: subscriptionChanges.kind, tier: subscriptionChanges.tier, at: subscriptionChanges.at })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.userId, userId)),
    db
      .select({
        subscribed: subscribers.subscribed,
        tier: subscribers.subscriptionTier,
        currency: subscribers.currency,
        endsAt: subscribers.subscriptionEnd,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
        changingTo: subscribers.pendingTier,
        changingAt: subscribers.pendingAt,
      })
      .from(subscribers)
      .where(eq(subscribers.userId, userId)),
    db
      .select({
        course: userProgress.courseId,
        lesson: userProgress.lessonId,
        completed: userProgress.completed,
        completedAt: userProgress.completedAt,
      })
      .from(userProgress)
      .where(eq(userProgress.userId, userId)),
    db
      .select({
        id: quizAttempts.id,
        kind: quizAttempts.kind,
        scope: quizAttempts.scope,
        attempt: quizAttempts.attemptNumber,
        score: quizAttempts.score,
        total: quizAttempts.total,
        passed: quizAttempts.passed,
        submittedAt: quizAttempts.submittedAt,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId)),
    db
      .select({
        attempt: quizAnswers.attemptId,
        question: quizAnswers.questionId,
        position: quizAnswers.position,
        answer: quizAnswers.responseJson,
        right: quizAnswers.right,
      })
      .from(quizAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(asc(quizAnswers.attemptId), asc(quizAnswers.position)),
    db
      .select({ question: reviewCards.questionId, box: reviewCards.box, dueAt: reviewCards.dueAt, answeredAt: reviewCards.answeredAt })
      .from(reviewCards)
      .where(eq(reviewCards.userId, userId)),
    db
      .select({
        consentedAt: reviewEmailSubscriptions.consentedAt,
        lastSentAt: reviewEmailSubscriptions.lastSentAt,
        withdrawnAt: reviewEmailSubscriptions.withdrawnAt,
      })
      .from(reviewEmailSubscriptions)
      .where(eq(reviewEmailSubscriptions.userId, userId)),
    db
      .select({ id: certificates.id, course: certificates.courseId, issuedAt: certificates.issuedAt, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.userId, userId)),
    db.select({ badge: earnedBadges.badgeId, earnedAt: earnedBadges.earnedAt }).from(earnedBadges).where(eq(earnedBadges.userId, userId)),
    db
      .select({
        course: courseReviews.courseId,
        rating: courseReviews.rating,
        text: courseReviews.body,
        createdAt: courseReviews.createdAt,
        updatedAt: courseReviews.updatedAt,
        hiddenAt: courseReviews.hiddenAt,
      })
      .from(courseReviews)
      .where(eq(courseReviews.userId, userId)),
    ownDebtResult(context, userId),
    db
      .select({
        id: savedPlans.id,
        tool: savedPlans.tool,
        name: savedPlans.name,
        inputs: savedPlans.query,
        createdAt: savedPlans.createdAt,
        updatedAt: savedPlans.updatedAt,
      })
      .from(savedPlans)
      .where(eq(savedPlans.userId, userId)),
    db
      .select({
        plan: netWorthSnapshots.savedPlanId,
        takenAt: netWorthSnapshots.takenAt,
        assetsCents: netWorthSnapshots.assetsCents,
        liabilitiesCents: netWorthSnapshots.liabilitiesCents,
      })
      .from(netWorthSnapshots)
      .where(eq(netWorthSnapshots.userId, userId)),
    db
      .select({
        plan: goalContributions.savedPlanId,
        goal: goalContributions.goalKey,
        amountCents: goalContributions.amountCents,
        on: goalContributions.contributedOn,
      })
      .from(goalContributions)
      .where(eq(goalContributions.userId, userId)),
    db
      .select({ answers: personalPlanIntakes.intake, createdAt: personalPlanIntakes.createdAt, updatedAt: personalPlanIntakes.updatedAt })
      .from(personalPlanIntakes)
      .where(eq(personalPlanIntakes.userId, userId)),
    db
      .select({ note: planCoachNotes.body, updatedAt: planCoachNotes.updatedAt })
      .from(planCoachNotes)
      .where(eq(planCoachNotes.memberId, userId)),
    db
      .select({
        startsAt: coachingSessions.startsAt,
        endsAt: coachingSessions.endsAt,
        status: coachingSessions.status,
        cancelledAt: coachingSessions.cancelledAt,
        // The coach's note about the session is about the learner too: "everything we keep about you".
        coachNote: coachingSessions.coachNote,
        createdAt: coachingSessions.createdAt,
      })
      .from(coachingSessions)
      .where(eq(coachingSessions.memberId, userId)),
    db.select({ event: liveRsvps.eventId, createdAt: liveRsvps.createdAt }).from(liveRsvps).where(eq(liveRsvps.userId, userId)),
    db
      .select({ event: liveQuestions.eventId, question: liveQuestions.body, votes: liveQuestions.voteCount, createdAt: liveQuestions.createdAt })
      .from(liveQuestions)
      .where(eq(liveQuestions.userId, userId)),
    db
      .select({ question: liveQuestionVotes.questionId, createdAt: liveQuestionVotes.createdAt })
      .from(liveQuestionVotes)
      .where(eq(liveQuestionVotes.userId, userId)),
    db
      .select({ id: communityThreads.id, title: communityThreads.title, createdAt: communityThreads.createdAt })
      .from(communityThreads)
      .where(eq(communityThreads.authorId, userId)),
    db.select({ paymentProviderCustomer: customers.providerCustomerId }).from(customers).where(eq(customers.userId, userId)),
    db
      .select({
        thread: communityPosts.threadId,
        number: communityPosts.postNumber,
        text: communityPosts.bodyMarkdown,
        createdAt: communityPosts.createdAt,
        editedAt: communityPosts.editedAt,
        deletedAt: communityPosts.deletedAt,
        hiddenAt: communityPosts.hiddenAt,
      })
      .from(communityPosts)
      .where(eq(communityPosts.authorId, userId)),
    db
      .select({ thread: communityFollows.threadId, following: communityFollows.following })
      .from(communityFollows)
      .where(eq(communityFollows.userId, userId)),
    db
      .select({
        post: communityReports.postId,
        reason: communityReports.reason,
        createdAt: communityReports.createdAt,
        resolvedAt: communityReports.resolvedAt,
      })
      .from(communityReports)
      .where(eq(communityReports.reporterId, userId)),
    db
      .select({ until: communitySuspensions.until, createdAt: communitySuspensions.createdAt })
      .from(communitySuspensions)
      .where(eq(communitySuspensions.userId, userId)),
    db.select({ replies: notificationSettings.communityReplies }).from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db
      .select({
        id: supportRequests.id,
        name: supportRequests.name,
        email: supportRequests.email,
        kind: supportRequests.kind,
        category: supportRequests.category,
        subject: supportRequests.subject,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
      })
      .from(supportRequests)
      .where(theirRequests)
      .orderBy(asc(supportRequests.createdAt)),
    db
      .select({
        request: supportMessages.requestId,
        fromStaff: supportMessages.fromStaff,
        text: supportMessages.body,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .where(inArray(supportMessages.requestId, requestsOfUser)),
    db
      .select({ action: auditLog.action, reason: auditLog.reason, details: auditLog.details, at: auditLog.createdAt })
      .from(auditLog)
      // A coach's cancelled session is filed under the coach, but its reason is about the member: not the coach's to download.
      .where(and(eq(auditLog.target, sql`'user:' || ${userId}`), ne(auditLog.action, "coaching-session-cancel")))
      .orderBy(asc(auditLog.createdAt)),
  ] as const;
}

/** An audit entry's details without the ids of the staff who acted (a coach's id on their plan notes): theirs, not the learner's. */
function withoutStaff({ coachId: _, ...details }: Record<string, unknown>): Record<string, unknown> {
  return details;
}

/** The learner's data, named part by part, for `JSON.stringify`. */
export async function exportedData(request: Request, context: AppLoadContext, now: Date) {
  const { data } = await requireUserWith(request, context, (userId) => reads(context, userId));
  const [
    [account],
    [profile],
    [photo],
    signInMethods,
    purchases,
    planHistory,
    [plan],
    lessonProgress,
    checksAndAssessments,
    answersGiven,
    reviewQueue,
    [reviewEmails],
    certificatesIssued,
    badges,
    courseReviewsWritten,
    [debtProgress],
    plansSaved,
    netWorth,
    goalSavings,
    [personalPlan],
    coachNotes,
    coaching,
    liveRsvpsMade,
    liveQuestionsAsked,
    liveVotes,
    threadsStarted,
    [paymentCustomer],
    communityPostsWritten,
    communityFollowing,
    reportsFiled,
    suspensions,
    [communityNotifications],
    supportRequestsMade,
    supportMessagesInThem,
    staffActions,
  ] = data;
  return {
    exportedAt: now,
    account: { ...account, profile: profile ?? null, photo: photo ?? null, signInMethods },
    purchases,
    paymentProviderCustomer: paymentCustomer?.paymentProviderCustomer ?? null,
    plan: { ...plan, history: planHistory },
    learning: {
      lessonProgress,
      checksAndAssessments: checksAndAssessments.map((attempt) => ({
        ...attempt,
        answers: answersGiven
          .filter((answer) => answer.attempt === attempt.id)
          .map(({ attempt: _, answer, ...rest }) => ({ ...rest, answer: JSON.parse(answer) as unknown })),
      })),
      reviewQueue,
      reviewEmails: reviewEmails ?? null,
      certificates: certificatesIssued,
      badges,
    },
    courseReviews: courseReviewsWritten,
    tools: { debtProgress: debtProgress ?? null, savedPlans: plansSaved, netWorth, goalSavings },
    personalPlan: { answers: personalPlan ?? null, coachNotes },
    coaching,
    live: { rsvps: liveRsvpsMade, questions: liveQuestionsAsked, votes: liveVotes },
    community: {
      threadsStarted,
      posts: communityPostsWritten,
      following: communityFollowing,
      reportsFiled,
      suspensions,
      notifications: communityNotifications ?? null,
    },
    support: supportRequestsMade.map((request) => ({
      ...request,
      messages: supportMessagesInThem.filter((message) => message.request === request.id),
    })),
    staffActions: staffActions.map((entry) => ({ ...entry, details: withoutStaff(JSON.parse(entry.details) as Record<string, unknown>) })),
  };
}
