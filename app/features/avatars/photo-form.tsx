import { Form } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/form-fields";
import { Avatar } from "~/features/dashboard/avatar";
import { useTranslate } from "~/hooks/use-translate";
import { AVATAR_LIMITS } from "./domain/avatar-rules";
import { IMAGE_TYPES } from "./domain/image-file";
import { avatarSizeText } from "./texts";

/** The intents of Profile's two photo forms (the page's action serves them and the profile form). */
export const PHOTO_INTENTS = { upload: "upload-photo", remove: "remove-photo" } as const;

/**
 * Profile's photo: the current picture (or initials), a plain multipart form to upload a new one and,
 * when there is one, a form to remove it. Both work without JavaScript; the file is judged on the server.
 */
export function PhotoForm({ avatar, initials, error }: { avatar: string | null; initials: string; error?: string }) {
  const t = useTranslate();
  const side = String(AVATAR_LIMITS.maxSide);
  const size = t("account.photo.kilobytes", { amount: avatarSizeText(AVATAR_LIMITS.maxBytes) });
  const describedBy = error ? "photo-hint photo-error" : "photo-hint";
  return (
    <section aria-labelledby="photo-heading" className="card mt-8 max-w-xl">
      <h2 id="photo-heading" className="text-lg font-semibold">
        {t("account.photo.label")}
      </h2>
      <div className="mt-4 flex items-start gap-4">
        <Avatar initials={initials} src={avatar} />
        <div className="min-w-0 flex-1 space-y-3">
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value={PHOTO_INTENTS.upload} />
            <TextField
              label={t("account.photo.choose")}
              name="photo"
              type="file"
              accept={IMAGE_TYPES.join(",")}
              required
              error={error}
              aria-describedby={describedBy}
              className="mt-1 block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
              hint={
                <p id="photo-hint" className="mt-1 text-sm text-slate-600">
                  {t("account.photo.hint", { size, side })}
                </p>
              }
            />
            <SubmitButton
              intent={PHOTO_INTENTS.upload}
              label={t("account.photo.upload")}
              busyLabel={t("account.photo.uploading")}
              className="button-primary"
            />
          </Form>
          {avatar ? (
            <Form method="post">
              <input type="hidden" name="intent" value={PHOTO_INTENTS.remove} />
              <SubmitButton
                intent={PHOTO_INTENTS.remove}
                label={t("account.photo.remove")}
                busyLabel={t("account.photo.removing")}
                className="button-secondary"
              />
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
