/**
 * The providers' strategies on remix-auth v4 and remix-auth-oauth2 (authorization code with PKCE S256 and
 * a state cookie), one instance per request because settings are per request (Workers have no process
 * env). Web Crypto and fetch only, so they run in workerd as in Node.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { randomToken } from "~/lib/services/auth/crypto.server";
import { verifyIdToken } from "./domain/id-token";
import { deriveNonce } from "./domain/nonce";
import { PROVIDERS, providerEmail, type Provider, type ProviderProfile } from "./domain/providers";
import { stateCookieOptions } from "./flow-cookies.server";

type GoogleSettings = NonNullable<AppLoadContext["settings"]["signInProviders"]["google"]>;
type FacebookSettings = NonNullable<AppLoadContext["settings"]["signInProviders"]["facebook"]>;
type OAuth2Tokens = Awaited<ReturnType<OAuth2Strategy<ProviderProfile>["refreshToken"]>>;

export function redirectUri(context: AppLoadContext, provider: Provider): URL {
  return new URL(`/auth/${provider}/callback`, context.settings.siteUrl);
}

interface Discovery {
  authorizationEndpoint: URL;
  tokenEndpoint: URL;
  keys: JWTVerifyGetKey;
}

/**
 * The issuer's OpenID discovery, read once per process (or Worker isolate) and kept: endpoints change
 * rarely, and jose's remote key set refetches the keys by itself when a token names an unknown kid.
 * A failed read is not kept, so the next sign-in tries again.
 */
const discoveries = new Map<string, Promise<Discovery>>();

function discover(issuer: string): Promise<Discovery> {
  let discovery = discoveries.get(issuer);
  if (!discovery) {
    discovery = readDiscovery(issuer);
    discoveries.set(issuer, discovery);
    discovery.catch(() => discoveries.delete(issuer));
  }
  return discovery;
}

async function readDiscovery(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`);
  const document = (await response.json()) as Record<string, unknown>;
  // OpenID Connect Discovery 4.3: the document must name the issuer it was read from.
  if (document.issuer !== issuer) throw new Error(`OpenID discovery at ${issuer} names another issuer (${String(document.issuer)})`);
  const url = (name: string) => {
    const value = document[name];
    if (typeof value !== "string") throw new Error(`OpenID discovery at ${issuer} has no ${name}`);
    return new URL(value);
  };
  return {
    authorizationEndpoint: url("authorization_endpoint"),
    tokenEndpoint: url("token_endpoint"),
    keys: createRemoteJWKSet(url("jwks_uri")),
  };
}

/**
 * Google through OpenID Connect. The nonce is derived from the flow's state (domain/nonce.ts) instead
 * of stored; remix-auth-oauth2 makes the state inside a synchronous step, so this strategy picks the
 * state first (its HMAC needs Web Crypto, which is asynchronous) and hands it to that step.
 */
class GoogleStrategy extends OAuth2Strategy<ProviderProfile> {
  override name = "google";
  private next: { state: string; nonce: string } | null = null;
  private readonly secret: string;

  constructor(
    context: AppLoadContext,
    settings: GoogleSettings,
    discovery: Discovery,
    private readonly freshLogin: boolean,
  ) {
    super(
      {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectURI: redirectUri(context, "google"),
        authorizationEndpoint: discovery.authorizationEndpoint,
        tokenEndpoint: discovery.tokenEndpoint,
        scopes: ["openid", "email", "profile"],
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: stateCookieOptions(context, "google"),
      },
      async ({ request, tokens }) => {
        // The URL's state has matched the state cookie by now (remix-auth-oauth2 checks it first).
        const state = new URL(request.url).searchParams.get("state") ?? "";
        const person = await verifyIdToken(tokens.idToken(), discovery.keys, {
          issuer: settings.issuer,
          audience: settings.clientId,
          nonce: await deriveNonce(context.settings.sessionSecret, state),
        });
        return { provider: "google", ...person };
      },
    );
    this.secret = context.settings.sessionSecret;
  }

  override async authenticate(request: Request): Promise<ProviderProfile> {
    if (!new URL(request.url).searchParams.has("state")) {
      const state = randomToken();
      // Google accepts the nonce (OpenID's parameter) alongside state, code_challenge and the scopes.
      this.next = { state, nonce: await deriveNonce(this.secret, state) };
    }
    return super.authenticate(request);
  }

  protected override createAuthorizationURL() {
    const made = super.createAuthorizationURL();
    if (!this.next) return made;
    made.url.searchParams.set("state", this.next.state);
    return { ...made, state: this.next.state };
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = super.authorizationParams(params, request);
    if (this.next) result.set("nonce", this.next.nonce);
    // A re-proof: Google asks for the password again and says when in the ID token's auth_time
    // (OpenID Connect Core 3.1.2.1), which the callback checks, since a browser can strip these.
    if (this.freshLogin) {
      result.set("prompt", "login");
      result.set("max_age", "0");
    }
    return result;
  }
}

/**
 * Facebook through OAuth 2.0 (it has no OpenID ID token for web logins): the code is exchanged with the
 * app secret in the body, as Facebook documents (remix-auth-oauth2 would send HTTP Basic, which Facebook
 * does not document), and the person is read from the Graph API's /me with appsecret_proof, which
 * proves the call comes from the app's server.
 */
class FacebookStrategy extends OAuth2Strategy<ProviderProfile> {
  override name = "facebook";

  constructor(
    context: AppLoadContext,
    private readonly settings: FacebookSettings,
    private readonly freshLogin: boolean,
  ) {
    super(
      {
        clientId: settings.appId,
        clientSecret: settings.appSecret,
        redirectURI: redirectUri(context, "facebook"),
        authorizationEndpoint: new URL(settings.dialogUrl),
        tokenEndpoint: new URL(`${settings.graphUrl}/oauth/access_token`),
        scopes: ["email", "public_profile"],
        // Facebook accepts PKCE (code_challenge, S256) on its login dialog and checks the verifier at the exchange.
        codeChallengeMethod: CodeChallengeMethod.S256,
        cookie: stateCookieOptions(context, "facebook"),
      },
      async ({ tokens }) => readFacebookProfile(settings, tokens.accessToken()),
    );
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = super.authorizationParams(params, request);
    // A re-proof: Facebook asks for the password again (its documented re-authentication). Its answer
    // carries no time of sign-in to check, unlike Google's (ADR 064).
    if (this.freshLogin) result.set("auth_type", "reauthenticate");
    return result;
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      client_id: this.settings.appId,
      client_secret: this.settings.appSecret,
      redirect_uri: this.options.redirectURI?.toString() ?? "",
      code,
      code_verifier: codeVerifier,
    });
    const response = await fetch(this.options.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
    const answer = (await response.json().catch(() => null)) as { access_token?: unknown; error?: { message?: unknown } } | null;
    if (!response.ok || typeof answer?.access_token !== "string") {
      throw new FacebookRefused(`Facebook's code exchange answered ${response.status}: ${String(answer?.error?.message ?? "no access token")}`);
    }
    const accessToken = answer.access_token;
    // The verify function reads only accessToken(); remix-auth-oauth2 does not export arctic's token class.
    return { accessToken: () => accessToken } as OAuth2Tokens;
  }
}

/** Facebook refused the code (used twice, expired, another app's) or its answer had no token. */
export class FacebookRefused extends Error {
  override name = "FacebookRefused";
}

async function readFacebookProfile(settings: FacebookSettings, accessToken: string): Promise<ProviderProfile> {
  const proof = await hmacHex(settings.appSecret, accessToken);
  const url = new URL(`${settings.graphUrl}/me`);
  url.search = new URLSearchParams({ fields: "id,name,email", appsecret_proof: proof }).toString();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } });
  if (!response.ok) throw new FacebookRefused(`Facebook's /me answered ${response.status}`);
  const me = (await response.json()) as { id?: unknown; name?: unknown; email?: unknown };
  if (typeof me.id !== "string" || me.id.length === 0 || me.id.length > 255) throw new FacebookRefused("Facebook's /me has no id");
  const email = providerEmail(me.email);
  // Facebook returns an address only once its owner has confirmed it, and has no email_verified field:
  // an address it gives counts as verified; none means the learner gives one and confirms it by email.
  return {
    provider: "facebook",
    subject: me.id,
    email,
    emailVerified: email !== null,
    name: typeof me.name === "string" ? me.name.slice(0, 200) : null,
    authTime: null,
  };
}

/** Facebook's appsecret_proof: hex HMAC-SHA256 of the access token under the app secret. */
async function hmacHex(secret: string, value: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(value)));
  return [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The configured provider's strategy for this request, or null when the provider is not configured;
 * `freshLogin` for a re-proof, which asks the person to sign in at the provider again.
 */
export async function strategyFor(
  context: AppLoadContext,
  provider: Provider,
  { freshLogin = false }: { freshLogin?: boolean } = {},
): Promise<OAuth2Strategy<ProviderProfile> | null> {
  if (provider === "google") {
    const settings = context.settings.signInProviders.google;
    if (!settings) return null;
    return new GoogleStrategy(context, settings, await discover(settings.issuer), freshLogin);
  }
  const settings = context.settings.signInProviders.facebook;
  return settings ? new FacebookStrategy(context, settings, freshLogin) : null;
}

/** The providers whose buttons show: both id and secret set (server/settings.ts). */
export function configuredProviders(context: AppLoadContext): Provider[] {
  return PROVIDERS.filter((provider) => context.settings.signInProviders[provider] !== null);
}
