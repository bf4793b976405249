import { Link, useLocation } from "@remix-run/react";
import { loginPath, signupPath } from "~/lib/http/redirect";

/** A gate's Log In and Sign Up, each coming back to this page afterwards. */
export function SignInLinks() {
  const { pathname } = useLocation();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={loginPath(pathname)} className="button-primary">
        Log In
      </Link>
      <Link to={signupPath(pathname)} className="button-secondary">
        Sign Up
      </Link>
    </div>
  );
}
