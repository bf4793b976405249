import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ServiceOffer } from "~/lib/domain/entitlements";
import { LockIcon } from "./icons";
import { SignInLinks } from "./sign-in-links";

/**
 * A page a plan or a sign-in opens: the lock, what is behind it, and the way in (`children`). Every
 * service's gate (401 for visitors, 403 with an offer) is this page with its own texts.
 */
export function LockedPage({ title, text, testId, children }: { title: string; text: string; testId?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid={testId}>
      <LockIcon className="mx-auto h-10 w-10 text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      {children}
    </div>
  );
}

/** The visitors' gate (401): what is behind it, and Log In / Sign Up that come back here (`labels`: their words in the page's language). */
export function SignInGate({ title, text, labels }: { title: string; text: string; labels?: { logIn: string; signUp: string } }) {
  return (
    <LockedPage title={title} text={text}>
      <SignInLinks labels={labels} />
    </LockedPage>
  );
}

/** The texts of a gate with an offer: what the service is, and the two ways to it. */
export interface OfferTexts {
  gateTitle: string;
  gateText: string;
  /** The link for anyone without an active plan: the plans. */
  gateOffer: string;
  /** The link for a subscriber: the plan change (never a second plan). */
  upgrade: string;
}

/** A learner's gate (403) for a service a higher plan includes: the plan change for a subscriber, the plans for anyone else. */
export function OfferGate({
  texts,
  testId,
  offer,
  upgradeHref,
}: {
  texts: OfferTexts;
  testId: string;
  offer: ServiceOffer;
  upgradeHref: string;
}) {
  return (
    <LockedPage title={texts.gateTitle} text={texts.gateText} testId={testId}>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={offer.kind === "upgrade" ? upgradeHref : "/#pricing"} className="button-primary">
          {offer.kind === "upgrade" ? texts.upgrade : texts.gateOffer}
        </Link>
      </div>
    </LockedPage>
  );
}
