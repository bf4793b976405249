/** The lesson page around the lesson's own words, the worksheet page, knowledge checks, the final assessment and the review. */
import { COURSES, type CourseSlug } from "~/lib/domain/catalog";
import type { Catalogue } from "~/lib/i18n/messages";

/** The lesson page (app/features/lesson/lesson-page.tsx): the lesson page sends `learning.lesson`. */
const lesson = {
  "learning.lesson.metaTitle": "{title} | {course}",
  "learning.lesson.metaDescription": "Lesson {number} of {course}.",
  // The badge above a lesson's title, in the course's own unit.
  "learning.lesson.unit.Day": "Day {number}",
  "learning.lesson.unit.Phase": "Phase {number}",
  "learning.lesson.unit.Month": "Month {number}",
  // The courses' lengths, as the catalog of courses writes them.
  ...(Object.fromEntries(COURSES.map((course) => [`learning.lesson.duration.${course.slug}`, course.duration])) as Record<
    `learning.lesson.duration.${CourseSlug}`,
    string
  >),
  // Lesson times (ADR 032), as formatLessonTime writes them in English.
  "learning.lesson.time.minutes": "{count} min",
  "learning.lesson.time.hours": { one: "{count} hour", other: "{count} hours" },
  "learning.lesson.time.hoursAndMinutes": "{hours} h {minutes} min",
  "learning.lesson.time.read": "{reading} read",
  "learning.lesson.time.readAndWork": "{reading} read · about {work} of worksheet work",
  "learning.lesson.markComplete": "Mark Complete",
  "learning.lesson.markIncomplete": "Mark Incomplete",
  "learning.lesson.completeAndContinue": "Complete and continue",
  "learning.lesson.courseOverview": "Course overview",
  "learning.lesson.continue": "Continue",
  "learning.lesson.completed": "Completed",
  "learning.lesson.video.skip": "Skip the video: read the lesson text instead",
  "learning.lesson.video.captionsLanguage": "English",
  "learning.lesson.video.download": "Download the video for this lesson",
  "learning.lesson.video.frameTitle": "Video: {title}",
  "learning.lesson.video.textCoversIt": "The lesson text below covers everything in the video, so you can read it instead.",
  "learning.lesson.video.watch": "Watch the video for this lesson",
  "learning.lesson.video.newTab": "(opens in a new tab)",
  "learning.lesson.previous": "Previous",
  "learning.lesson.next": "Next",
  "learning.lesson.courseContent": "Course content",
  "learning.lesson.courseProgress": "Course progress",
  "learning.lesson.lessonsComplete": "{count} of {total} lessons complete · {percent}%",
  "learning.lesson.entryCompleted": ", completed",
  "learning.lesson.entryNotCompleted": ", not completed",
  "learning.lesson.backToCourse": "← Back to {course}",
  "learning.lesson.done": "{count} of {total} done",
  "learning.lesson.navigation": "Lesson navigation",
  "learning.lesson.overviewButton": "Course Overview",
  "learning.lesson.position": "Lesson {position} of {total}",
  "learning.lesson.sidePanel": "Lesson progress and course info",
  "learning.lesson.progressHeading": "Lesson progress",
  "learning.lesson.youCompletedIt": "You have completed this lesson.",
  "learning.lesson.markWhenDone": "Mark this lesson complete when you are done.",
  "learning.lesson.courseInfo": "Course info",
  "learning.lesson.duration": "Duration",
  "learning.lesson.thisLesson": "This lesson",
  "learning.lesson.wholeCourse": "Whole course",
  "learning.lesson.progress": "Progress",
  "learning.lesson.positionLower": "lesson {position} of {total}",
  "learning.lesson.complete": "Complete",
  "learning.lesson.percent": "{percent}%",
  "learning.lesson.congratulations": "Congratulations!",
  "learning.lesson.completedEveryLesson": "You have completed every lesson of {course}.",
  "learning.lesson.viewCertificate": "View your certificate",
  "learning.lesson.passForCertificate": "Pass the final assessment (80%) to receive your certificate.",
  "learning.lesson.takeFinal": "Take the final assessment",
  "learning.lesson.rateCourse": "Rate this course",
  "learning.lesson.loginRequired": "Login Required",
  "learning.lesson.accessRequired": "Course Access Required",
  "learning.lesson.partOf": "Lesson {number}, {title}, is part of {course}.",
  "learning.lesson.logInToRead": "Log in to read it and track your progress.",
  "learning.lesson.logIn": "Log In",
  "learning.lesson.signUp": "Sign Up",
  "learning.lesson.buy": "Buy the course for {price} (one-time).",
  "learning.lesson.buyOrUpgrade": "Buy the course for {price} (one-time), or move your plan up to {plan}, which includes it.",
  "learning.lesson.buyOrSubscribe": "Buy the course for {price} (one-time), or subscribe to {plan}, which includes it.",
  "learning.lesson.buyCourse": "Buy Course",
  "learning.lesson.processing": "Processing...",
  "learning.lesson.upgradeTo": "Upgrade to {plan}",
  "learning.lesson.viewPlans": "View Subscription Plans",
  "learning.lesson.backHome": "Back to Home",
  "learning.lesson.worksheetHeading": "Your worksheet",
  "learning.lesson.worksheetText": "The tables from this lesson, ready to fill in on paper or in a spreadsheet.",
  "learning.lesson.downloadWorksheet": "Download worksheet (CSV)",
  "learning.lesson.printableWorksheet": "Printable worksheet",
  // The action's answers (the progress toggle shows them).
  "learning.lesson.logInToSave": "Log in to save your progress.",
  "learning.lesson.chooseIntent": "Choose Mark Complete or Mark Incomplete.",
  "learning.lesson.saveFailed": "Your progress could not be saved. Please try again.",
  "learning.lesson.saveForbidden": "You need access to this course to save progress.",
} as const;

/**
 * A lesson URL that shows no lesson (and a worksheet URL of a lesson without one): translated on the
 * server into the error answer itself, as its error page has no loader data.
 */
const problem = {
  "learning.problem.invalid.title": "Invalid lesson URL",
  "learning.problem.invalid.text": "This address does not name a lesson of one of our courses.",
  "learning.problem.not-found.title": "Lesson not found",
  "learning.problem.not-found.text": "This course has no lesson with that number.",
  "learning.problem.no-worksheet.title": "No worksheet for this lesson",
  "learning.problem.no-worksheet.text": "This lesson has no worksheet to print or download.",
  "learning.problem.failed.title": "Failed to load lesson",
  "learning.problem.failed.text": "Something went wrong while loading this lesson. Please try again in a moment.",
  "learning.problem.returnHome": "Return Home",
  "learning.problem.backToCourse": "Back to Course",
  "learning.problem.lessonDescription": "This lesson could not be shown.",
  "learning.problem.worksheetDescription": "This worksheet could not be shown.",
} as const;

/** The printable worksheet page and the CSV download: the page sends `learning.worksheet`. */
const worksheet = {
  "learning.worksheet.metaTitle": "Worksheet: {title} | {course}",
  "learning.worksheet.metaDescription": "A printable worksheet for this lesson.",
  "learning.worksheet.eyebrow": "{course} · Lesson {number}",
  "learning.worksheet.heading": "Worksheet: {title}",
  "learning.worksheet.printOrDownload": "Print this page (your browser's Print command) or {download}.",
  "learning.worksheet.downloadCsv": "download it as CSV",
  "learning.worksheet.backToLesson": "Back to the lesson",
  "learning.worksheet.table": "Table {number}",
  "learning.worksheet.tableColumns": "Table: {columns}",
  "learning.worksheet.csvHeading": "{title} — Worksheet",
} as const;

/** What every quiz shows (app/features/assessments/quiz-parts.tsx): the quiz pages send `learning.quiz`. */
const quiz = {
  "learning.quiz.unanswered": "Answer this question.",
  "learning.quiz.notANumber": "Write a number, like 1250 or 96.92.",
  "learning.quiz.grading": "Grading…",
  "learning.quiz.questionNumber": "Question {number}: ",
  "learning.quiz.hint.single": "Choose one answer.",
  "learning.quiz.hint.multiple": "Choose every answer that applies.",
  "learning.quiz.hint.numeric": "Write a number.",
  "learning.quiz.yourAnswer": "Your answer",
  "learning.quiz.yourAnswerIn": "Your answer ({unit})",
  // A numeric question's unit as the lessons name it (`$` and `%` are written as they are).
  "learning.quiz.unit.months": "months",
  "learning.quiz.score": "{count} of {total} right ({percent}%)",
  "learning.quiz.right": "Right",
  "learning.quiz.notQuite": "Not quite",
  "learning.quiz.fromLesson": "From the lesson: “{section}”",
  "learning.quiz.answers": "Your answer: {given}. The answer: {answer}.",
  "learning.quiz.none": "none",
  "learning.quiz.aRightAnswer": "A right answer",
  "learning.quiz.yourChoice": "your choice",
  "learning.quiz.checkAnswers": "Check my answers",
  // The server's answers to a form it could not grade.
  "learning.quiz.outOfDate": "These questions are out of date. Reload the page for the current ones.",
  "learning.quiz.needAnswers": {
    one: "{count} question needs an answer you can submit.",
    other: "{count} questions need an answer you can submit.",
  },
  "learning.quiz.useTheButton": "Submit your answers with the button below the questions.",
} as const;

/** A lesson's knowledge check, on the lesson page. */
const check = {
  "learning.check.heading": "Knowledge check",
  "learning.check.passed": "You passed this check",
  "learning.check.notYet": "Not yet: read the explanations and try again",
  "learning.check.tryAgain": "Try again",
  "learning.check.intro":
    "{count} questions on this lesson, answered from memory. You see which answers were right and why once you submit; 80% passes, and you may try again as often as you like.",
  "learning.check.best": "Your best so far: {score}/{total}.",
  "learning.check.checked": "Checked: {score}/{total}",
  "learning.check.noAccess": "You need access to this course to submit its knowledge check.",
} as const;

/** A course's final assessment: its page sends `learning.final`. */
const final = {
  "learning.final.metaTitle": "Final assessment | {course}",
  "learning.final.metaDescription": "The final assessment of {course}: pass it to receive your certificate.",
  "learning.final.breadcrumb": "Breadcrumb",
  "learning.final.heading": "Final assessment",
  "learning.final.passed": "You passed the final assessment",
  "learning.final.notPassed": "Not passed yet: {percent}% is needed",
  "learning.final.passedWith": "You passed: {score}",
  "learning.final.viewCertificate": "View your certificate",
  "learning.final.lessonsLeft": {
    one: "Complete the last lesson to receive your certificate.",
    other: "Complete the remaining {count} lessons to receive your certificate.",
  },
  "learning.final.goToCourse": "Go to the course",
  "learning.final.certificateRevoked": "You revoked this course's certificate.",
  "learning.final.issueAgain": "Issue it again in Achievements",
  "learning.final.attemptsLeft": { one: "{count} attempt left in the next 24 hours.", other: "{count} attempts left in the next 24 hours." },
  "learning.final.tryAgain": "Try again",
  "learning.final.usedToday": "You have used your {count} attempts of the last 24 hours. Your next attempt opens {when}.",
  "learning.final.intro":
    "{count} questions drawn from every lesson of {course}, answered in one sitting. {percent}% passes. You may make {attempts} attempts in any 24 hours; each draws its own questions.",
  "learning.final.lessonsComplete":
    "Lessons complete: {done} of {total}. Your certificate is issued once every lesson is complete and this assessment is passed.",
  "learning.final.submit": "Submit my answers",
  "learning.final.notSaved": "Your answers could not be recorded: you need access to this course, with an attempt left in the last 24 hours.",
  "learning.final.courseNotFound": "Course not found",
  "learning.final.courseNotFoundText": "This address does not name one of our courses.",
  "learning.final.failedText": "The assessment could not be shown. Please try again in a moment.",
} as const;

/** The dashboard's Review: its page sends `learning.review`. */
const review = {
  "learning.review.title": "Review",
  "learning.review.metaDescription": "Questions from your lessons, asked again when they are due.",
  "learning.review.intro":
    "Questions from your lessons' knowledge checks, asked again: one you missed comes back the next day, and each right answer sends it further off ({first}, {second}, then {third} days).",
  "learning.review.done": "Review done",
  "learning.review.next": "Review the next questions",
  "learning.review.back": "Back to Review",
  "learning.review.nothingDue": "Nothing to review right now",
  "learning.review.nextDue": "Your next questions are due on {date}.",
  "learning.review.takeACheck": "Take a lesson's knowledge check: its questions come back here when they are due.",
  "learning.review.myCourses": "My courses",
  "learning.review.nothingToReview": "There was nothing to review. Reload the page for the questions that are due.",
  "learning.review.notYours": "These questions are not yours to review. Reload the page for the questions that are due.",
  "learning.review.notSaved": "Your answers could not be recorded. Please try again.",
} as const;

/** The dashboard's Review card, sent with the card's own data (`learning.reviewCard`). */
const reviewCard = {
  "learning.reviewCard.title": "Review",
  "learning.reviewCard.due": {
    one: "{count} question is due: a few minutes now keeps what you learned.",
    other: "{count} questions are due: a few minutes now keeps what you learned.",
  },
  "learning.reviewCard.start": "Start review",
  "learning.reviewCard.nothingDue": "Nothing is due.",
  "learning.reviewCard.nextDue": "Your next questions are due on {date}.",
} as const;

export const learning = {
  ...lesson,
  ...problem,
  ...worksheet,
  ...quiz,
  ...check,
  ...final,
  ...review,
  ...reviewCard,
} as const satisfies Catalogue;
