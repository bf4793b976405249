import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { FormError, NameFields, SubmitButton, TextField } from "~/components/form-fields";
import { profileSchema } from "~/lib/services/auth/forms";
import { requireUser } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { avatarSource, displayName, initials } from "~/lib/domain/display-name";
import { Avatar } from "~/features/dashboard/avatar";
import { formConstraints, parseSubmission, refuseSubmission, type Submission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { requireUserWithProfile, saveProfile } from "~/lib/services/profile.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { ToastMessage } from "~/components/toast-message";
import { isAllowedTimeZone, timeZoneLabel } from "~/features/time-zones/domain/time-zone-choices";
import { timeZoneSchema } from "~/features/time-zones/forms";
import { TIME_ZONE_TEXTS } from "~/features/time-zones/texts";
import { saveTimeZone } from "~/features/time-zones/time-zone.server";
import { TimeZoneField } from "~/features/time-zones/time-zone-field";

export const meta: MetaFunction = () => pageMeta("Profile Settings", "Your name, picture and time zone on Moneywise.");

const schema = profileSchema.merge(timeZoneSchema);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, profile, loadFailed } = await requireUserWithProfile(request, context);
  return { email: user.email, timeZone: user.timeZone, profile, loadFailed };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const parsed = parseSubmission(form, schema);
  const submission: Submission<typeof schema> =
    parsed.success && parsed.value.timeZone && !isAllowedTimeZone(parsed.value.timeZone, user.timeZone)
      ? refuseSubmission(parsed, { timeZone: TIME_ZONE_TEXTS.invalid })
      : parsed;
  if (!submission.success) return data(submission.reply(), { status: 400 });
  const { timeZone = user.timeZone, ...fields } = submission.value;
  try {
    await saveProfile(context, user.id, fields, [saveTimeZone(context, user.id, timeZone)]);
  } catch (error) {
    reportError(context, error, { message: "Profile save failed", request });
    return data(submission.reply({ form: AUTH_TEXTS.profileSaveFailed }), { status: 500 });
  }
  const saved = AUTH_TEXTS.profileSaved;
  const toast =
    timeZone === user.timeZone
      ? saved
      : { ...saved, description: `${saved.description}. ${TIME_ZONE_TEXTS.nowShownIn(timeZoneLabel(timeZone))}` };
  return redirectWithToast("/dashboard/profile", { type: "success", ...toast }, context);
}

const constraints = formConstraints(schema);

export default function Profile() {
  const { email, timeZone, profile, loadFailed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const [firstName, setFirstName] = useState(values.firstName ?? profile.firstName ?? "");
  const [lastName, setLastName] = useState(values.lastName ?? profile.lastName ?? "");
  const preview = displayName({ firstName, lastName, email });

  if (loadFailed) {
    return (
      <div>
        <ToastMessage
          echo
          toast={{ id: "profile-load-failed", type: "error", title: AUTH_TEXTS.errorTitle, description: AUTH_TEXTS.profileLoadFailed }}
        />
        <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
        <div className="card mt-8 max-w-xl">
          <p role="alert" className="font-semibold text-red-800">
            {AUTH_TEXTS.profileLoadFailed}
          </p>
          <Link to="/dashboard/profile" className="button-primary mt-4" reloadDocument>
            Try again
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
      <Form method="post" className="card mt-8 max-w-xl space-y-5">
        <FormError message={errors.form} />
        <TextField
          label="Avatar URL"
          name="avatarUrl"
          type="url"
          inputMode="url"
          {...constraints.avatarUrl}
          placeholder="https://"
          defaultValue={values.avatarUrl ?? profile.avatarUrl ?? ""}
          error={errors.avatarUrl}
        />
        <div>
          <button type="button" disabled className="button-secondary" aria-describedby="upload-note">
            Upload picture
          </button>
          <p id="upload-note" className="mt-1 text-sm text-slate-600">
            Upload coming soon. For now, paste the address of a picture above.
          </p>
        </div>
        <NameFields
          inputs={{
            firstName: { ...constraints.firstName, value: firstName, onChange: (event) => setFirstName(event.target.value) },
            lastName: { ...constraints.lastName, value: lastName, onChange: (event) => setLastName(event.target.value) },
          }}
          errors={errors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          aria-readonly="true"
          hint={<p className="mt-1 text-sm text-slate-600">{AUTH_TEXTS.emailLocked}</p>}
        />
        <TimeZoneField current={timeZone} value={values.timeZone} error={errors.timeZone} />
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <Avatar initials={initials(preview)} src={avatarSource(profile.avatarUrl)} />
          <p className="text-sm text-slate-700">
            Display name preview: <strong data-testid="display-name-preview">{preview}</strong>
          </p>
        </div>
        <SubmitButton label="Save Changes" busyLabel="Saving..." />
      </Form>
    </div>
  );
}
