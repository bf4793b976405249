import { Form, Link } from "@remix-run/react";
import { useTranslate } from "~/hooks/use-translate";

/**
 * The page an emailed link opens: one button that POSTs its token, because mail scanners follow GET
 * links and must not spend them; or, for a spent, expired or unknown token, the invalid-link sentence.
 * Its words are the `account` ones.
 */
export function EmailedLinkPage({
  heading,
  token,
  valid,
  text,
  button,
}: {
  heading: string;
  token: string;
  valid: boolean;
  /** What pressing the button does. */
  text: string;
  button: string;
}) {
  const t = useTranslate();
  if (!valid) return <EndedStep heading={heading} text={t("account.form.invalidLink")} />;
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <Form method="post" className="card mt-8 space-y-4">
        <input type="hidden" name="token" value={token} />
        <p className="text-slate-700">{text}</p>
        <button type="submit" className="button-primary w-full">
          {button}
        </button>
      </Form>
    </div>
  );
}

/** A step that can no longer be taken (a spent or expired link, a sign-in left too long): why, and the way back. */
export function EndedStep({ heading, text }: { heading: string; text: string }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <div className="card mt-8 space-y-4">
        <p className="text-slate-700">{text}</p>
        <Link to="/login" className="button-primary">
          {t("account.common.backToLogin")}
        </Link>
      </div>
    </div>
  );
}
