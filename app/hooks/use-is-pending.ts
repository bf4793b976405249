import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * Whether the form this is rendered in is being submitted: the pending navigation posts to the
 * action this form posts to. Another form's submission (the header's currency switch, Logout)
 * leaves it alone.
 */
export function useIsPending(): boolean {
  const navigation = useNavigation();
  const formAction = useFormAction();
  return navigation.state !== "idle" && navigation.formAction === formAction;
}
