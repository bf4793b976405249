import { formatCount, ScrollTable } from "./console-table";
import { KIND_LABELS, percentOf, type CourseQuestionStats, type QuestionStatsReport } from "./domain/question-stats";

const times = (value: number) => `${formatCount(value)} ${value === 1 ? "time" : "times"}`;
/** Long text may wrap (console cells do not by default). */
const WRAP = "!whitespace-normal min-w-[16rem]";

/** The Questions page below its heading: what each figure means, then a funnel and a question table per course. */
export function QuestionStatsSections({ report }: { report: QuestionStatsReport }) {
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Reached</dt>
        <dd>
          Learners with a progress record for the lesson (written when they mark it complete, or not complete) or who submitted its knowledge
          check at least once. Opening a lesson is not recorded, so a learner who only read it is not counted.
        </dd>
        <dt className="font-semibold">Completed</dt>
        <dd>Of those, learners who have the lesson marked complete now.</dd>
        <dt className="font-semibold">Passed check</dt>
        <dd>Learners who passed the lesson&apos;s knowledge check at least once.</dd>
        <dt className="font-semibold">Attempts, Right</dt>
        <dd>
          Every answer given to the question, in knowledge checks, final assessments and reviews (a learner who answers it again counts again),
          and the share of them that were right.
        </dd>
        <dt className="font-semibold">Most chosen wrong answer</dt>
        <dd>
          Among wrong answers, the option that is not a right one ticked most often, or for a number question the wrong number given most often;
          with how many times.
        </dd>
      </dl>
      {report.attempts === 0 ? (
        <p className="card mt-6" data-testid="no-attempts">
          No attempts yet: no learner has submitted a knowledge check, final assessment or review. The lessons below show who has reached them.
        </p>
      ) : null}
      <div className="mt-10 space-y-12">
        {report.courses.map((course) => (
          <CourseSection key={course.slug} course={course} />
        ))}
      </div>
    </div>
  );
}

function CourseSection({ course }: { course: CourseQuestionStats }) {
  const unit = course.lessonUnit;
  return (
    <section aria-labelledby={`course-${course.slug}`} data-testid={`course-${course.slug}`}>
      <h2 id={`course-${course.slug}`} className="text-xl font-semibold">
        {course.title}
      </h2>
      {course.lessons.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No lessons are stored for this course yet.</p>
      ) : (
        <ScrollTable label={`${course.title}: learners per lesson`}>
          <thead>
            <tr>
              <th scope="col">Lesson</th>
              <th scope="col">Reached</th>
              <th scope="col">Completed</th>
              <th scope="col">Passed check</th>
            </tr>
          </thead>
          <tbody>
            {course.lessons.map((lesson) => (
              <tr key={lesson.lessonNumber} data-testid="lesson-funnel">
                <th scope="row" className={WRAP}>
                  {unit} {lesson.lessonNumber}: {lesson.title}
                </th>
                <td>{formatCount(lesson.reached)}</td>
                <td>{formatCount(lesson.completed)}</td>
                <td>{formatCount(lesson.passedCheck)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {course.questions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">This course has no questions yet.</p>
      ) : course.answers === 0 ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="no-answers">
          No answers to this course&apos;s {formatCount(course.questions.length)} {course.questions.length === 1 ? "question" : "questions"} yet.
        </p>
      ) : (
        <ScrollTable label={`${course.title}: answers per question`}>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Kind</th>
              <th scope="col">Attempts</th>
              <th scope="col">Right</th>
              <th scope="col">Most chosen wrong answer</th>
            </tr>
          </thead>
          <tbody>
            {course.questions.map((question) => (
              <tr key={question.id} data-testid="question-stats">
                <th scope="row" className={`${WRAP} font-normal`}>
                  <span className="block">{question.prompt}</span>
                  <span className="mt-1 block text-xs text-slate-700">
                    {unit} {question.lessonNumber} · <code>{question.key}</code>
                  </span>
                </th>
                <td>{KIND_LABELS[question.kind]}</td>
                <td>{formatCount(question.attempts)}</td>
                <td>
                  {question.rightShare === null ? (
                    "No answers"
                  ) : (
                    <>
                      {percentOf(question.rightShare)} <span className="text-slate-700">({formatCount(question.right)} right)</span>
                    </>
                  )}
                </td>
                <td className={WRAP}>
                  {question.mostChosenWrong ? (
                    <>
                      {question.mostChosenWrong.label} <span className="text-slate-700">({times(question.mostChosenWrong.count)})</span>
                    </>
                  ) : question.right === question.attempts ? (
                    "No wrong answers"
                  ) : (
                    // A multiple-answer question's wrong answers can all be right options short of the full set.
                    "No wrong option ticked"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
