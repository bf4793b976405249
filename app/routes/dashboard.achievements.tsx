import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AchievementItem, courseTitle, DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";
import { assessmentPath, certificatePath } from "~/features/course-page/course-page";
import { requireUser } from "~/lib/services/auth/session.server";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { issueCertificate, requireLearner, revokeCertificate } from "~/lib/services/learning.server";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { ACHIEVEMENTS_PATH } from "~/features/dashboard/paths";
import { inLearnersDays } from "~/features/dashboard/achievement-days";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.achievements.title"), pageText(args, "dashboard.achievements.description"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, achievements, certificates } = await requireLearner(request, context);
  return {
    achievements: inLearnersDays(achievements, user),
    certificates: Object.fromEntries(certificates.map((certificate) => [certificate.courseId, certificate.id])),
    messages: dashboardMessages(context.locale, "achievements"),
  };
}

const HERE = ACHIEVEMENTS_PATH;

/** Revokes one of the learner's certificates, or issues a finished course's certificate again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const say = (key: Parameters<typeof translate>[1]) => translate(context.locale, key);
  if (intent === "revoke") {
    const revoked = await revokeCertificate(context, user.id, String(form.get("certificate") ?? ""));
    return redirectWithToast(
      HERE,
      revoked
        ? { type: "success", title: say("dashboard.achievements.revokedTitle"), description: say("dashboard.achievements.revokedText") }
        : { type: "error", title: say("dashboard.achievements.errorTitle"), description: say("dashboard.achievements.notYours") },
      context,
    );
  }
  const course = findCourseBySlug(String(form.get("course") ?? ""));
  const issued = intent === "issue" && course ? await issueCertificate(context, user.id, course) : null;
  return issued
    ? redirectWithToast(
        HERE,
        { type: "success", title: say("dashboard.achievements.issuedTitle"), description: say("dashboard.achievements.issuedText") },
        context,
      )
    : redirectWithToast(
        HERE,
        { type: "error", title: say("dashboard.achievements.errorTitle"), description: say("dashboard.achievements.notIssued") },
        context,
      );
}

/** A plain form for one certificate action; the course's name completes the button's accessible name. */
function CertificateForm({
  intent,
  field: [name, value],
  courseTitle,
  children,
}: {
  intent: "issue" | "revoke";
  field: [string, string];
  courseTitle?: string;
  children: string;
}) {
  const t = useTranslate();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button
        type="submit"
        className={intent === "revoke" ? "text-sm font-semibold text-red-700 underline hover:text-red-900" : "button-secondary py-2"}
      >
        {children}
        <span className="sr-only">{t("dashboard.layout.forName", { name: courseTitle ?? "" })}</span>
      </button>
    </Form>
  );
}

export default function Achievements() {
  const { achievements: list, certificates } = useLoaderData<typeof loader>();
  const t = useTranslate();
  return (
    <div>
      <DashboardHeading title={t("dashboard.achievements.title")}>{t("dashboard.achievements.intro")}</DashboardHeading>
      <ul className="mt-8 space-y-3">
        {list.map((achievement) => {
          const slug = achievement.course?.slug;
          const certificateId = slug ? certificates[slug] : undefined;
          const title = achievement.course ? courseTitle(t, achievement.course) : "";
          const forCourse = <span className="sr-only">{t("dashboard.layout.forName", { name: title })}</span>;
          return (
            <AchievementItem key={achievement.id} achievement={achievement}>
              {slug && achievement.earned ? (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  {certificateId ? (
                    <>
                      <Link to={certificatePath(certificateId)} className="button-secondary py-2">
                        {t("dashboard.achievements.viewCertificate")}
                        {forCourse}
                      </Link>
                      <CertificateForm intent="revoke" field={["certificate", certificateId]} courseTitle={title}>
                        {t("dashboard.achievements.revoke")}
                      </CertificateForm>
                    </>
                  ) : (
                    <>
                      <Link to={assessmentPath({ slug })} className="button-secondary py-2">
                        {t("dashboard.achievements.finalAssessment")}
                        {forCourse}
                      </Link>
                      <CertificateForm intent="issue" field={["course", slug]} courseTitle={title}>
                        {t("dashboard.achievements.issue")}
                      </CertificateForm>
                    </>
                  )}
                </div>
              ) : null}
            </AchievementItem>
          );
        })}
      </ul>
    </div>
  );
}
