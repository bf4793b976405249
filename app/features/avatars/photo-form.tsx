import { Form } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/form-fields";
import { Avatar } from "~/features/dashboard/avatar";
import { IMAGE_TYPES } from "./domain/image-file";
import { AVATAR_TEXTS } from "./texts";

/** The intents of Profile's two photo forms (the page's action serves them and the profile form). */
export const PHOTO_INTENTS = { upload: "upload-photo", remove: "remove-photo" } as const;

/**
 * Profile's photo: the current picture (or initials), a plain multipart form to upload a new one and,
 * when there is one, a form to remove it. Both work without JavaScript; the file is judged on the server.
 */
export function PhotoForm({ avatar, initials, error }: { avatar: string | null; initials: string; error?: string }) {
  const describedBy = error ? "photo-hint photo-error" : "photo-hint";
  return (
    <section aria-labelledby="photo-heading" className="card mt-8 max-w-xl">
      <h2 id="photo-heading" className="text-lg font-semibold">
        {AVATAR_TEXTS.label}
      </h2>
      <div className="mt-4 flex items-start gap-4">
        <Avatar initials={initials} src={avatar} />
        <div className="min-w-0 flex-1 space-y-3">
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value={PHOTO_INTENTS.upload} />
            <TextField
              label={AVATAR_TEXTS.choose}
              name="photo"
              type="file"
              accept={IMAGE_TYPES.join(",")}
              required
              error={error}
              aria-describedby={describedBy}
              className="mt-1 block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-100"
              hint={
                <p id="photo-hint" className="mt-1 text-sm text-slate-600">
                  {AVATAR_TEXTS.hint}
                </p>
              }
            />
            <SubmitButton
              intent={PHOTO_INTENTS.upload}
              label={AVATAR_TEXTS.upload}
              busyLabel={AVATAR_TEXTS.uploading}
              className="button-primary"
            />
          </Form>
          {avatar ? (
            <Form method="post">
              <input type="hidden" name="intent" value={PHOTO_INTENTS.remove} />
              <SubmitButton
                intent={PHOTO_INTENTS.remove}
                label={AVATAR_TEXTS.remove}
                busyLabel={AVATAR_TEXTS.removing}
                className="button-secondary"
              />
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
