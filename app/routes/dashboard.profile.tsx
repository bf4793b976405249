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
import { formConstraints, parseSubmission } from "~/lib/http/form";
import { pageMeta } from "~/lib/http/meta";
import { requireUserWithProfile, saveProfile } from "~/lib/services/profile.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { ToastMessage } from "~/components/toast-message";

export const meta: MetaFunction = () => pageMeta("Profile Settings", "Your name and picture on Moneywise.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, profile, loadFailed } = await requireUserWithProfile(request, context);
  return { email: user.email, profile, loadFailed };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const submission = parseSubmission(form, profileSchema);
  if (!submission.success) return data(submission.reply(), { status: 400 });
  try {
    await saveProfile(context, user.id, submission.value);
  } catch (error) {
    reportError(context, error, { message: "Profile save failed", request });
    return data(submission.reply({ form: AUTH_TEXTS.profileSaveFailed }), { status: 500 });
  }
  return redirectWithToast("/dashboard/profile", { type: "success", ...AUTH_TEXTS.profileSaved }, context);
}

const constraints = formConstraints(profileSchema);

export default function Profile() {
  const { email, profile, loadFailed } = useLoaderData<typeof loader>();
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
