/**
 * A stand-in for Google (OpenID Connect) and Facebook (OAuth 2.0 + Graph API), so no test ever reaches
 * either (ADR 035, "Stand-in provider"). One small Node http server:
 *
 * - Google: /.well-known/openid-configuration, /authorize (a consent page), /token, /jwks.
 * - Facebook: /dialog/oauth (the same consent page), /oauth/access_token, /me.
 *
 * The consent page is a plain form (no script), so js-off tests click through it like a person: which
 * test identity signs in (subject, email, verified, name), and for Google an attack to play on the ID
 * token. Query parameters on the authorization URL prefill the same fields, for tests without a browser.
 *
 * It is stricter than the real providers where that catches a mistake of ours: Google requires PKCE
 * (S256) and the `openid` scope here, both providers accept only the redirect URLs ADR 035 registers, and
 * a code counts as used from its first presentation, whatever that exchange's outcome.
 *
 * Playwright starts it as a web server (`npx tsx tests/support/oauth-stand-in.ts`, on OAUTH_PORT);
 * integration tests start it in-process with startOAuthStandIn().
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

export type StandInProvider = "google" | "facebook";

/** The client registrations the stand-in knows; the servers under test are configured with these. */
export const STAND_IN_CLIENTS = {
  google: { id: "stand-in-google-client.apps.example", secret: "stand-in-google-secret" },
  facebook: { id: "100000000000001", secret: "stand-in-facebook-secret" },
} as const;

/** What a test can make the ID token get wrong (Google only): each must be refused by the app. */
export const ATTACKS = {
  "wrong-nonce": "Wrong nonce",
  expired: "Expired ID token",
  "other-key": "Signed by another key",
  "wrong-audience": "Wrong audience",
  "wrong-issuer": "Wrong issuer",
  "stale-login": "Last signed in an hour ago",
} as const;
export type Attack = keyof typeof ATTACKS;

/** The account the person signs in with at the provider. An empty email models a Facebook account without one. */
export interface TestIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export const DEFAULT_IDENTITY: TestIdentity = {
  sub: "stand-in-subject-1",
  email: "stand-in-learner@example.com",
  emailVerified: true,
  name: "Sam Stand-in",
};

/** The settings (server/settings.ts, ADR 035) that point a server under test at a stand-in at `url`. */
export function standInProviderEnv(url: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: STAND_IN_CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: STAND_IN_CLIENTS.google.secret,
    GOOGLE_ISSUER: url,
    FACEBOOK_APP_ID: STAND_IN_CLIENTS.facebook.id,
    FACEBOOK_APP_SECRET: STAND_IN_CLIENTS.facebook.secret,
    FACEBOOK_DIALOG_URL: `${url}/dialog/oauth`,
    FACEBOOK_GRAPH_URL: url,
  };
}

/** The callback paths ADR 035 tells operators to register with each provider. */
const REGISTERED_CALLBACK: Record<StandInProvider, string> = {
  google: "/auth/google/callback",
  facebook: "/auth/facebook/callback",
};

/** Google's authorization codes live about ten minutes; so do ours. */
const CODE_LIFETIME_MS = 10 * 60_000;
const ID_TOKEN_LIFETIME_S = 3600;

interface AuthorizationRequest {
  provider: StandInProvider;
  clientId: string;
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  scope: string;
  codeChallenge: string | null;
}

interface IssuedCode {
  request: AuthorizationRequest;
  identity: TestIdentity;
  attack: Attack | null;
  expiresAt: number;
  used: boolean;
}

const random = () => randomBytes(24).toString("base64url");

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

function sendPage(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      // No favicon request: a 404 for it would show in the console the e2e tests watch.
      `<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}` +
      `label{display:block;margin:.75rem 0 .25rem}input[type=text],input[type=email],select{width:100%;box-sizing:border-box;padding:.4rem}` +
      `.check label{display:inline}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}</style></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

/** A Graph API error, shaped as Facebook sends them (an object, not OAuth's string code). */
function graphError(res: ServerResponse, code: number, message: string) {
  sendJson(res, 400, { error: { message, type: "OAuthException", code, fbtrace_id: random() } });
}

function isAttack(value: string | null | undefined): value is Attack {
  return value != null && Object.hasOwn(ATTACKS, value);
}

/** Client credentials from HTTP Basic (RFC 6749 2.3.1: each part form-encoded) or from the body. */
function clientCredentials(req: IncomingMessage, params: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, "base64").toString();
    const colon = decoded.indexOf(":");
    if (colon > 0) {
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
      return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
    }
  }
  return { id: params.get("client_id"), secret: params.get("client_secret") };
}

export interface OAuthStandIn {
  /**
   * Google's issuer and Facebook's Graph URL. On a port of its own choosing a stand-in is also given a
   * path of its own: the app keeps an issuer's discovery and keys for the life of its process, so a
   * later stand-in on a reused port must not pass for an earlier one.
   */
  url: string;
  close: () => Promise<void>;
}

export async function startOAuthStandIn({ port = 0 }: { port?: number } = {}): Promise<OAuthStandIn> {
  const signing = await generateKeyPair("RS256");
  // The "other key" attack signs with this one under the real key's kid, as a forger would.
  const forger = await generateKeyPair("RS256");
  const kid = `stand-in-${random().slice(0, 8)}`;
  const jwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: "RS256", use: "sig" };

  const pending = new Map<string, AuthorizationRequest>();
  const codes = new Map<string, IssuedCode>();
  /** Facebook access tokens, to answer /me. */
  const accessTokens = new Map<string, TestIdentity>();
  const issuerPath = port ? "" : `/issuer-${random().slice(0, 12)}`;
  let base = "";

  /** Checks an authorization request; answers with an error page (never a redirect) when the client or redirect URL is unknown. */
  function authorizationRequest(provider: StandInProvider, query: URLSearchParams, res: ServerResponse): AuthorizationRequest | null {
    const clientId = query.get("client_id") ?? "";
    const redirectUri = query.get("redirect_uri") ?? "";
    const refuse = (reason: string) => {
      sendPage(res, 400, "Sign-in request refused", `<p>${escapeHtml(reason)}</p>`);
      return null;
    };
    if (clientId !== STAND_IN_CLIENTS[provider].id) return refuse(`Unknown client_id: ${clientId}`);
    const redirect = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
    if (!redirect || !["localhost", "127.0.0.1"].includes(redirect.hostname) || redirect.pathname !== REGISTERED_CALLBACK[provider]) {
      return refuse(`redirect_uri_mismatch: ${redirectUri} is not registered (register ${REGISTERED_CALLBACK[provider]} on the site's origin).`);
    }
    if (query.get("response_type") !== "code") return refuse("response_type must be code.");
    const scope = query.get("scope") ?? "";
    const challenge = query.get("code_challenge");
    if (provider === "google") {
      if (!scope.split(" ").includes("openid")) return refuse("The openid scope is required.");
      if (!challenge || query.get("code_challenge_method") !== "S256") return refuse("PKCE with code_challenge_method=S256 is required.");
    } else if (challenge && query.get("code_challenge_method") !== "S256") {
      return refuse("Only the S256 code challenge method is supported.");
    }
    return { provider, clientId, redirectUri, state: query.get("state"), nonce: query.get("nonce"), scope, codeChallenge: challenge };
  }

  function consentPage(res: ServerResponse, request: AuthorizationRequest, query: URLSearchParams) {
    const id = random();
    pending.set(id, request);
    const providerName = request.provider === "google" ? "Google" : "Facebook";
    const verified = query.has("email_verified") ? query.get("email_verified") === "true" : DEFAULT_IDENTITY.emailVerified;
    const chosenAttack = query.get("attack");
    const field = (name: string, label: string, value: string, type = "text") =>
      `<label for="${name}">${label}</label><input type="${type}" id="${name}" name="${name}" value="${escapeHtml(value)}">`;
    const googleOnly =
      request.provider === "google"
        ? `<p class="check"><input type="checkbox" id="email_verified" name="email_verified" value="true"${verified ? " checked" : ""}>` +
          ` <label for="email_verified">Email verified</label></p>` +
          `<label for="attack">Test attack on the ID token</label><select id="attack" name="attack"><option value="">None</option>` +
          Object.entries(ATTACKS)
            .map(([value, label]) => `<option value="${value}"${value === chosenAttack ? " selected" : ""}>${label}</option>`)
            .join("") +
          `</select>`
        : // Graph's /me says nothing about verification; an empty email is an account without one.
          `<p>Leave the email empty for a Facebook account without one.</p>`;
    sendPage(
      res,
      200,
      `Sign in with ${providerName} (stand-in)`,
      `<p>A local stand-in for ${providerName}. Choose who signs in, then allow or cancel.</p>` +
        `<form method="post" action="${issuerPath}/consent"><input type="hidden" name="request" value="${id}">` +
        field("sub", "Subject", query.get("sub") ?? DEFAULT_IDENTITY.sub) +
        field("email", "Email", query.get("email") ?? DEFAULT_IDENTITY.email, "email") +
        field("name", "Name", query.get("name") ?? DEFAULT_IDENTITY.name) +
        googleOnly +
        `<p><button type="submit" name="decision" value="allow">Allow</button>` +
        `<button type="submit" name="decision" value="cancel">Cancel</button></p></form>`,
    );
  }

  async function decide(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const id = form.get("request") ?? "";
    const request = pending.get(id);
    if (!request) {
      sendPage(res, 400, "Sign-in request expired", "<p>Start the sign-in again from the site.</p>");
      return;
    }
    pending.delete(id);
    const back = new URL(request.redirectUri);
    if (form.get("decision") === "allow") {
      const code = random();
      const attack = form.get("attack");
      codes.set(code, {
        request,
        identity: {
          sub: form.get("sub") || DEFAULT_IDENTITY.sub,
          email: form.get("email") ?? "",
          // Only Google's form has the box; Graph's /me has no such field, so Facebook's value is never sent.
          emailVerified: form.get("email_verified") === "true",
          name: form.get("name") ?? "",
        },
        attack: request.provider === "google" && isAttack(attack) ? attack : null,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
        used: false,
      });
      back.searchParams.set("code", code);
    } else if (request.provider === "google") {
      back.searchParams.set("error", "access_denied");
    } else {
      // What Facebook sends when the person cancels its dialog.
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_code", "200");
      back.searchParams.set("error_description", "Permissions error");
      back.searchParams.set("error_reason", "user_denied");
    }
    if (request.state !== null) back.searchParams.set("state", request.state);
    res.writeHead(303, { Location: back.toString() }).end();
  }

  /**
   * The checks both token endpoints make, in the order a provider makes them. The code is spent as soon
   * as its client presents it, so a code used twice fails even when the first exchange did.
   */
  function redeem(
    provider: StandInProvider,
    req: IncomingMessage,
    params: URLSearchParams,
  ): { ok: true; issued: IssuedCode } | { ok: false; status: number; error: string; description: string } {
    const client = clientCredentials(req, params);
    const registered = STAND_IN_CLIENTS[provider];
    if (client.id !== registered.id || !client.secret || !sameSecret(client.secret, registered.secret)) {
      return { ok: false, status: 401, error: "invalid_client", description: "Unknown client or wrong secret." };
    }
    if (provider === "google" && params.get("grant_type") !== "authorization_code") {
      return { ok: false, status: 400, error: "unsupported_grant_type", description: "Only authorization_code is supported." };
    }
    const code = params.get("code") ?? "";
    const issued = codes.get(code);
    if (!issued || issued.request.provider !== provider || issued.request.clientId !== client.id) {
      return { ok: false, status: 400, error: "invalid_grant", description: "Unknown authorization code." };
    }
    if (issued.used) return { ok: false, status: 400, error: "invalid_grant", description: "This authorization code has been used." };
    issued.used = true;
    if (issued.expiresAt < Date.now())
      return { ok: false, status: 400, error: "invalid_grant", description: "This authorization code has expired." };
    if (params.get("redirect_uri") !== issued.request.redirectUri) {
      return { ok: false, status: 400, error: "invalid_grant", description: "redirect_uri does not match the authorization request." };
    }
    if (issued.request.codeChallenge !== null) {
      const verifier = params.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (!verifier || challenge !== issued.request.codeChallenge) {
        return { ok: false, status: 400, error: "invalid_grant", description: "code_verifier does not match the code challenge." };
      }
    }
    return { ok: true, issued };
  }

  async function idToken({ request, identity, attack }: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const iat = attack === "expired" ? now - 2 * ID_TOKEN_LIFETIME_S : now;
    const claims: Record<string, unknown> = {
      azp: request.clientId,
      sub: identity.sub,
      email_verified: identity.emailVerified,
      name: identity.name,
    };
    if (identity.email) claims.email = identity.email;
    // When the person last typed their password here: the consent page stands for a fresh sign-in.
    claims.auth_time = attack === "stale-login" ? now - 3600 : now;
    if (request.nonce !== null) claims.nonce = attack === "wrong-nonce" ? `not-${request.nonce}` : request.nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(attack === "wrong-issuer" ? "https://issuer.attacker.example" : base)
      .setAudience(attack === "wrong-audience" ? "someone-elses-client.apps.example" : request.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ID_TOKEN_LIFETIME_S)
      .sign(attack === "other-key" ? forger.privateKey : signing.privateKey);
  }

  async function googleToken(req: IncomingMessage, res: ServerResponse) {
    const result = redeem("google", req, new URLSearchParams(await readBody(req)));
    if (!result.ok) {
      sendJson(res, result.status, { error: result.error, error_description: result.description });
      return;
    }
    const { issued } = result;
    sendJson(res, 200, {
      access_token: random(),
      token_type: "Bearer",
      expires_in: ID_TOKEN_LIFETIME_S,
      scope: issued.request.scope,
      id_token: await idToken(issued),
    });
  }

  async function facebookToken(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    // Facebook takes the exchange as a GET with query parameters or as a form POST.
    const params = req.method === "POST" ? new URLSearchParams(await readBody(req)) : query;
    const result = redeem("facebook", req, params);
    if (!result.ok) {
      graphError(res, result.error === "invalid_client" ? 101 : 100, result.description);
      return;
    }
    const token = random();
    accessTokens.set(token, result.issued.identity);
    sendJson(res, 200, { access_token: token, token_type: "bearer", expires_in: 5_183_944 });
  }

  function facebookMe(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const header = /^(?:Bearer|OAuth) (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const token = header ?? query.get("access_token") ?? "";
    const identity = accessTokens.get(token);
    if (!identity) {
      graphError(res, 190, "Invalid OAuth access token - Cannot parse access token");
      return;
    }
    const proof = query.get("appsecret_proof");
    if (proof !== null) {
      const expected = createHmac("sha256", STAND_IN_CLIENTS.facebook.secret).update(token).digest("hex");
      if (!sameSecret(proof, expected)) {
        graphError(res, 100, "Invalid appsecret_proof provided in the API argument");
        return;
      }
    }
    const fields = (query.get("fields") ?? "id,name").split(",");
    const profile: Record<string, string> = {};
    if (fields.includes("id")) profile.id = identity.sub;
    if (fields.includes("name")) profile.name = identity.name;
    // Graph leaves a field out, rather than sending null, when the account has no such value.
    if (fields.includes("email") && identity.email) profile.email = identity.email;
    sendJson(res, 200, profile);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname.startsWith(`${issuerPath}/`) ? url.pathname.slice(issuerPath.length) : "";
    const route = `${req.method} ${path}`;
    switch (route) {
      case "GET /.well-known/openid-configuration":
        sendJson(res, 200, {
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          scopes_supported: ["openid", "email", "profile"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          claims_supported: ["aud", "email", "email_verified", "exp", "iat", "iss", "name", "sub", "nonce"],
          code_challenge_methods_supported: ["S256"],
          grant_types_supported: ["authorization_code"],
        });
        return;
      case "GET /jwks":
        sendJson(res, 200, { keys: [jwk] });
        return;
      case "GET /authorize":
      case "GET /dialog/oauth": {
        const provider = path === "/authorize" ? "google" : "facebook";
        const request = authorizationRequest(provider, url.searchParams, res);
        if (request) consentPage(res, request, url.searchParams);
        return;
      }
      case "POST /consent":
        await decide(req, res);
        return;
      case "POST /token":
        await googleToken(req, res);
        return;
      case "GET /oauth/access_token":
      case "POST /oauth/access_token":
        await facebookToken(req, res, url.searchParams);
        return;
      case "GET /me":
        facebookMe(req, res, url.searchParams);
        return;
      default:
        sendJson(res, 404, { error: "not_found" });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { error: "server_error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${issuerPath}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a person does on the consent page, without a browser: opens the authorization URL, submits the
 * form with `identity` (and an attack) and the decision, and returns where the provider sends them back.
 */
export async function consentWithoutBrowser(
  authorizationUrl: string,
  decision: "Allow" | "Cancel",
  identity: Partial<TestIdentity> = {},
  attack?: Attack,
): Promise<URL> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !request) throw new Error(`The stand-in refused ${authorizationUrl}: ${page.status} ${html}`);
  const chosen = { ...DEFAULT_IDENTITY, ...identity };
  const form = new URLSearchParams({ request, sub: chosen.sub, email: chosen.email, name: chosen.name, decision: decision.toLowerCase() });
  if (chosen.emailVerified) form.set("email_verified", "true");
  if (attack) form.set("attack", attack);
  const consent = new URL(authorizationUrl);
  consent.pathname = consent.pathname.replace(/\/(authorize|dialog\/oauth)$/, "/consent");
  const answer = await fetch(consent, { method: "POST", body: form, redirect: "manual" });
  const location = answer.headers.get("location");
  if (answer.status !== 303 || !location) throw new Error(`The stand-in did not redirect back: ${answer.status}`);
  return new URL(location);
}

// Run as a script (Playwright's web server): listen on the e2e suite's port until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { OAUTH_PORT } = await import("./ports");
  const standIn = await startOAuthStandIn({ port: OAUTH_PORT });
  console.log(`OAuth stand-in (Google and Facebook) at ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
