import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { FormError, SubmitButton, TextField } from "~/components/form-fields";
import { NameFields } from "~/components/account-fields";
import { PROFILE_NAME_CONSTRAINTS } from "~/lib/services/auth/fields";
import { requireUser } from "~/lib/services/auth/session.server";
import { AUTH_TEXTS } from "~/lib/services/auth/texts";
import { accountToast, localizeMessage, localizeReply } from "~/lib/services/auth/account-words.server";
import { MessageParts } from "~/components/message-parts";
import { displayName, initials } from "~/lib/domain/display-name";
import { Avatar } from "~/features/dashboard/avatar";
import { checkAvatar } from "~/features/avatars/domain/avatar-rules";
import { removeAvatar, storeAvatar } from "~/features/avatars/avatars.server";
import { avatarPath } from "~/features/avatars/paths";
import { PHOTO_INTENTS, PhotoForm } from "~/features/avatars/photo-form";
import { AVATAR_TEXTS } from "~/features/avatars/texts";
import { avatarRefusalText } from "~/features/avatars/refusal-text.server";
import { parseSubmission, refuseSubmission, type Submission } from "~/lib/http/form";
import { pageMeta, pageText } from "~/lib/http/meta";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";
import { requireUserWithProfile, saveProfile } from "~/lib/services/profile.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { ToastMessage } from "~/components/toast-message";
import { isAllowedTimeZone } from "~/features/time-zones/domain/time-zone-choices";
import { timeZoneLabelIn } from "~/features/time-zones/zone-label.server";
import { profileFormSchema } from "~/features/time-zones/forms";
import { TIME_ZONE_TEXTS } from "~/features/time-zones/texts";
import { saveTimeZone } from "~/features/time-zones/time-zone.server";
import { TimeZoneField } from "~/features/time-zones/time-zone-field";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(pageText(args, "account.profile.title"), pageText(args, "account.profile.description", { product: PRODUCT_NAME }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, profile, loadFailed } = await requireUserWithProfile(request, context);
  return {
    email: user.email,
    timeZone: user.timeZone,
    profile,
    avatar: avatarPath(user.id, profile.avatarDigest),
    loadFailed,
    messages: messagesFor(context.locale, ["account"]),
  };
}

type PhotoIntent = (typeof PHOTO_INTENTS)[keyof typeof PHOTO_INTENTS];

/**
 * The photo forms: a new picture is judged on its own bytes (type, size, dimensions, structure) and
 * stored without its metadata; a refused one gets a sentence saying why, beside the file input.
 */
async function photoAction(request: Request, context: AppLoadContext, userId: string, form: FormData, intent: PhotoIntent) {
  const { locale } = context;
  const refuse = (error: string, status = 400) => data({ intent, error: localizeMessage(locale, error) }, { status });
  let toast = accountToast(locale, "photoRemoved");
  try {
    if (intent === PHOTO_INTENTS.upload) {
      const file = form.get("photo");
      // A form sent without a file chosen still has the field: an empty part without a file name.
      if (file === null || typeof file === "string" || (file.size === 0 && file.name === "")) return refuse(AVATAR_TEXTS.noFile);
      const checked = checkAvatar(new Uint8Array(await file.arrayBuffer()));
      if (!checked.ok) return refuse(avatarRefusalText(locale, checked.refusal));
      await storeAvatar(context, userId, checked.image);
      toast = accountToast(locale, "photoSaved");
    } else {
      await removeAvatar(context, userId);
    }
  } catch (error) {
    reportError(context, error, { message: "Photo save failed", request });
    return refuse(AVATAR_TEXTS.saveFailed, 500);
  }
  return redirectWithToast("/dashboard/profile", toast, context);
}

const isPhotoIntent = (intent: unknown): intent is PhotoIntent => Object.values<unknown>(PHOTO_INTENTS).includes(intent);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isPhotoIntent(intent)) return photoAction(request, context, user.id, form, intent);
  const parsed = parseSubmission(form, profileFormSchema);
  const submission: Submission<typeof profileFormSchema> =
    parsed.success && parsed.value.timeZone && !isAllowedTimeZone(parsed.value.timeZone, user.timeZone)
      ? refuseSubmission(parsed, { timeZone: TIME_ZONE_TEXTS.invalid })
      : parsed;
  const { locale } = context;
  if (!submission.success) return data(localizeReply(locale, submission.reply()), { status: 400 });
  const { timeZone = user.timeZone, ...fields } = submission.value;
  try {
    await saveProfile(context, user.id, fields, [saveTimeZone(context, user.id, timeZone)]);
  } catch (error) {
    reportError(context, error, { message: "Profile save failed", request });
    return data(localizeReply(locale, submission.reply({ form: AUTH_TEXTS.profileSaveFailed })), { status: 500 });
  }
  const saved = accountToast(locale, "profileSaved");
  const toast =
    timeZone === user.timeZone
      ? saved
      : { ...saved, description: translate(locale, "account.toast.profileSavedWithZone", { zone: timeZoneLabelIn(locale, timeZone) }) };
  return redirectWithToast("/dashboard/profile", toast, context);
}

const constraints = PROFILE_NAME_CONSTRAINTS;

export default function Profile() {
  const t = useTranslate();
  const { email, timeZone, profile, avatar, loadFailed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const photoError = actionData && "intent" in actionData ? actionData.error : undefined;
  const reply = actionData && "values" in actionData ? actionData : undefined;
  const values = reply?.values ?? {};
  const errors = reply?.errors ?? {};
  const [firstName, setFirstName] = useState(values.firstName ?? profile.firstName ?? "");
  const [lastName, setLastName] = useState(values.lastName ?? profile.lastName ?? "");
  const preview = displayName({ firstName, lastName, email });

  if (loadFailed) {
    return (
      <div>
        <ToastMessage
          echo
          toast={{
            id: "profile-load-failed",
            type: "error",
            title: t("account.toast.errorTitle"),
            description: t("account.profile.loadFailed"),
          }}
        />
        <h1 className="text-3xl font-bold tracking-tight">{t("account.profile.title")}</h1>
        <div className="card mt-8 max-w-xl">
          <p role="alert" className="font-semibold text-red-800">
            {t("account.profile.loadFailed")}
          </p>
          <Link to="/dashboard/profile" className="button-primary mt-4" reloadDocument>
            {t("account.profile.tryAgain")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("account.profile.title")}</h1>
      <PhotoForm avatar={avatar} initials={initials(preview)} error={photoError} />
      <Form method="post" className="card mt-8 max-w-xl space-y-5">
        <FormError message={errors.form} />
        <NameFields
          inputs={{
            firstName: { ...constraints.firstName, value: firstName, onChange: (event) => setFirstName(event.target.value) },
            lastName: { ...constraints.lastName, value: lastName, onChange: (event) => setLastName(event.target.value) },
          }}
          errors={errors}
        />
        <TextField
          label={t("account.field.email")}
          name="email"
          type="email"
          value={email}
          readOnly
          aria-readonly="true"
          hint={<p className="mt-1 text-sm text-slate-600">{t("account.profile.emailLocked")}</p>}
        />
        <TimeZoneField current={timeZone} value={values.timeZone} error={errors.timeZone} />
        <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
          <Avatar initials={initials(preview)} src={avatar} />
          <p className="text-sm text-slate-700">
            <MessageParts text={t("account.profile.preview")} parts={{ name: <strong data-testid="display-name-preview">{preview}</strong> }} />
          </p>
        </div>
        <SubmitButton label={t("account.profile.save")} busyLabel={t("account.common.saving")} />
      </Form>
    </div>
  );
}
