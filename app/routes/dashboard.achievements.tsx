import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AchievementItem, DashboardHeading } from "~/features/dashboard/learner-dashboard";
import { assessmentPath, certificatePath } from "~/features/course-page/course-page";
import { requireUser } from "~/lib/services/auth/session.server";
import { findCourseBySlug } from "~/lib/domain/catalog";
import { issueCertificate, requireLearner, revokeCertificate } from "~/lib/services/learning.server";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";

export const meta: MetaFunction = () => pageMeta("Achievements", "Every achievement, and your certificates of completion.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { achievements, certificates } = await requireLearner(request, context);
  return {
    achievements,
    certificates: Object.fromEntries(certificates.map((certificate) => [certificate.courseId, certificate.id])),
  };
}

const HERE = "/dashboard/achievements";

/** Revokes one of the learner's certificates, or issues a finished course's certificate again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "revoke") {
    await revokeCertificate(context, user.id, String(form.get("certificate") ?? ""));
    return redirectWithToast(
      HERE,
      { type: "success", title: "Certificate revoked", description: "Its page now says it has been revoked." },
      context,
    );
  }
  const course = findCourseBySlug(String(form.get("course") ?? ""));
  const issued = intent === "issue" && course ? await issueCertificate(context, user.id, course) : null;
  return issued
    ? redirectWithToast(HERE, { type: "success", title: "Certificate issued", description: "It has a new link to share." }, context)
    : redirectWithToast(
        HERE,
        {
          type: "error",
          title: "Error",
          description: "Finish every lesson of a course you have access to and pass its final assessment, to get its certificate.",
        },
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
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button
        type="submit"
        className={intent === "revoke" ? "text-sm font-semibold text-red-700 underline hover:text-red-900" : "button-secondary py-2"}
      >
        {children}
        <span className="sr-only">: {courseTitle}</span>
      </button>
    </Form>
  );
}

export default function Achievements() {
  const { achievements: list, certificates } = useLoaderData<typeof loader>();
  return (
    <div>
      <DashboardHeading title="Achievements">
        Every achievement, and what earns it. Finishing a course and passing its final assessment earns a certificate you can share.
      </DashboardHeading>
      <ul className="mt-8 space-y-3">
        {list.map((achievement) => {
          const slug = achievement.course?.slug;
          const certificateId = slug ? certificates[slug] : undefined;
          return (
            <AchievementItem key={achievement.id} achievement={achievement}>
              {slug && achievement.earned ? (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  {certificateId ? (
                    <>
                      <Link to={certificatePath(certificateId)} className="button-secondary py-2">
                        View certificate<span className="sr-only">: {achievement.course?.title}</span>
                      </Link>
                      <CertificateForm intent="revoke" field={["certificate", certificateId]} courseTitle={achievement.course?.title}>
                        Revoke certificate
                      </CertificateForm>
                    </>
                  ) : (
                    <>
                      <Link to={assessmentPath({ slug })} className="button-secondary py-2">
                        Final assessment<span className="sr-only">: {achievement.course?.title}</span>
                      </Link>
                      <CertificateForm intent="issue" field={["course", slug]} courseTitle={achievement.course?.title}>
                        Issue certificate
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
