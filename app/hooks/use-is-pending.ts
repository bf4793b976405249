import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * Whether the form this is rendered in is being submitted: the pending navigation posts to the
 * action this form posts to, and, where one action serves several forms, with this form's `intent`.
 * Another form's submission (the header's currency switch, Logout, the page's other forms) leaves it alone.
 */
export function useIsPending(intent?: string): boolean {
  const navigation = useNavigation();
  const formAction = useFormAction();
  if (navigation.state === "idle" || navigation.formAction !== formAction) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
