/**
 * What a loader or action answered, returned or thrown, read one way whatever made it: Remix's `data()`
 * (its value, status and headers), a Response (a redirect or a plain answer; its body left unread),
 * or a plain value (200). Remix's `data()` result is an internal class, recognised as Remix itself
 * does, by its `type`.
 */
// `any` on purpose: tests read the route's own value shape.
export function routeResult(result: unknown): { status: number; headers: Headers; value: any } {
  if (result instanceof Response) return { status: result.status, headers: result.headers, value: undefined };
  const wrapped = result as { type?: unknown; data?: unknown; init?: ResponseInit | null } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), value: wrapped.data };
  }
  return { status: 200, headers: new Headers(), value: result };
}

/**
 * A loader's or action's answer whether it returned it or threw it (a guard's 404 as a Response or `data()`,
 * a redirect), for
 * `routeResult`; anything else thrown is a failure the test should see.
 */
export function returnedOrThrown(call: Promise<unknown>): Promise<unknown> {
  return call.catch((thrown: unknown) => {
    if (thrown instanceof Response || (thrown as { type?: unknown } | null)?.type === "DataWithResponseInit") return thrown;
    throw thrown;
  });
}
