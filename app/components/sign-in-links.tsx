import { Link, useLocation } from "@remix-run/react";
import { loginPath, signupPath } from "~/lib/http/redirect";

/** A gate's Log In and Sign Up, each coming back to this page afterwards; `labels` are their words in the page's language. */
export function SignInLinks({ labels = { logIn: "Log In", signUp: "Sign Up" } }: { labels?: { logIn: string; signUp: string } }) {
  const { pathname } = useLocation();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={loginPath(pathname)} className="button-primary">
        {labels.logIn}
      </Link>
      <Link to={signupPath(pathname)} className="button-secondary">
        {labels.signUp}
      </Link>
    </div>
  );
}
