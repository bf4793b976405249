/**
 * The stand-in for Google and Facebook (tests/support/oauth-stand-in.ts) behaves as the providers do
 * where the app relies on it: discovery, PKCE, single-use codes, ID tokens that verify against its keys
 * with the right claims, Graph's /me with and without an email. Each attack hook breaks exactly the check
 * it names, so the e2e tests that use them prove the app's checks and not an accident of the stand-in.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ATTACKS,
  consentWithoutBrowser,
  DEFAULT_IDENTITY,
  STAND_IN_CLIENTS,
  startOAuthStandIn,
  type Attack,
  type OAuthStandIn,
} from "../support/oauth-stand-in";

const SITE = "http://localhost:3999";
const GOOGLE_CALLBACK = `${SITE}/auth/google/callback`;
const FACEBOOK_CALLBACK = `${SITE}/auth/facebook/callback`;

let standIn: OAuthStandIn;
beforeAll(async () => {
  standIn = await startOAuthStandIn();
});
afterAll(() => standIn.close());

const random = () => randomBytes(16).toString("base64url");

/** A Google authorization request as the app's strategy makes it: PKCE S256, state and nonce. */
function googleAuthorization(overrides: Record<string, string> = {}) {
  const verifier = random() + random();
  const state = random();
  const nonce = random();
  const url = new URL(`${standIn.url}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: STAND_IN_CLIENTS.google.id,
    redirect_uri: GOOGLE_CALLBACK,
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...overrides,
  }).toString();
  return { url: url.toString(), verifier, state, nonce };
}

function basic(id: string, secret: string) {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

function googleToken(fields: Record<string, string>, authorization = basic(STAND_IN_CLIENTS.google.id, STAND_IN_CLIENTS.google.secret)) {
  return fetch(`${standIn.url}/token`, {
    method: "POST",
    headers: { Authorization: authorization },
    body: new URLSearchParams({ grant_type: "authorization_code", redirect_uri: GOOGLE_CALLBACK, ...fields }),
  });
}

/** Consents on the stand-in's page and returns the code it sends back. */
async function codeFrom(authorizationUrl: string, identity = {}, attack?: Attack) {
  const back = await consentWithoutBrowser(authorizationUrl, "Allow", identity, attack);
  return back.searchParams.get("code")!;
}

function verifyIdToken(token: string) {
  return jwtVerify(token, createRemoteJWKSet(new URL(`${standIn.url}/jwks`)), {
    issuer: standIn.url,
    audience: STAND_IN_CLIENTS.google.id,
    algorithms: ["RS256"],
  });
}

describe("Google (OpenID Connect)", () => {
  it("publishes its issuer, endpoints and PKCE method at the discovery URL", async () => {
    const response = await fetch(`${standIn.url}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: standIn.url,
      authorization_endpoint: `${standIn.url}/authorize`,
      token_endpoint: `${standIn.url}/token`,
      jwks_uri: `${standIn.url}/jwks`,
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("shows a consent page without script: labelled fields prefilled from the query, Allow and Cancel", async () => {
    const { url } = googleAuthorization({ sub: "subject-7", email: "seven@example.com", email_verified: "false", attack: "expired" });
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<h1>Sign in with Google (stand-in)</h1>");
    expect(html).not.toContain("<script");
    for (const id of ["sub", "email", "name", "email_verified", "attack"]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('value="subject-7"');
    expect(html).toContain('value="seven@example.com"');
    expect(html).not.toMatch(/id="email_verified"[^>]*checked/);
    expect(html).toContain('<option value="expired" selected>');
    expect(html).toContain('value="allow">Allow</button>');
    expect(html).toContain('value="cancel">Cancel</button>');
  });

  it("refuses authorization requests it would not serve, with a page and no redirect", async () => {
    const refused = [
      googleAuthorization({ client_id: "someone-else" }).url,
      googleAuthorization({ redirect_uri: "https://attacker.example/auth/google/callback" }).url,
      googleAuthorization({ redirect_uri: `${SITE}/auth/facebook/callback` }).url,
      googleAuthorization({ code_challenge_method: "plain" }).url,
      googleAuthorization({ scope: "email profile" }).url,
    ];
    for (const url of refused) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, url).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
  });

  it("sends a cancelled consent back with access_denied and the state", async () => {
    const { url, state } = googleAuthorization();
    const back = await consentWithoutBrowser(url, "Cancel");
    expect(`${back.origin}${back.pathname}`).toBe(GOOGLE_CALLBACK);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: "access_denied", state });
  });

  it("issues an ID token that verifies against its JWKS, with the identity, audience, issuer, nonce and expiry", async () => {
    const { url, verifier, state, nonce } = googleAuthorization();
    const back = await consentWithoutBrowser(url, "Allow", {
      sub: "subject-42",
      email: "ana@example.com",
      emailVerified: true,
      name: "Ana Lopez",
    });
    expect(back.searchParams.get("state")).toBe(state);

    const response = await googleToken({ code: back.searchParams.get("code")!, code_verifier: verifier });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; token_type: string; id_token: string };
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.token_type).toBe("Bearer");

    const { payload, protectedHeader } = await verifyIdToken(tokens.id_token);
    expect(protectedHeader).toMatchObject({ alg: "RS256" });
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({
      iss: standIn.url,
      aud: STAND_IN_CLIENTS.google.id,
      sub: "subject-42",
      email: "ana@example.com",
      email_verified: true,
      name: "Ana Lopez",
      nonce,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(payload.iat).toBeGreaterThanOrEqual(now - 5);
    expect(payload.exp).toBe(payload.iat! + 3600);
  });

  it("passes email_verified: false through when the consent leaves it unchecked", async () => {
    const { url, verifier } = googleAuthorization();
    const code = await codeFrom(url, { emailVerified: false });
    const { id_token } = (await (await googleToken({ code, code_verifier: verifier })).json()) as { id_token: string };
    expect((await verifyIdToken(id_token)).payload.email_verified).toBe(false);
  });

  it("checks the PKCE verifier against the S256 challenge", async () => {
    for (const code_verifier of ["", "not-the-verifier-not-the-verifier-not-the-verifier"]) {
      const { url } = googleAuthorization();
      const response = await googleToken({ code: await codeFrom(url), code_verifier });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_grant" });
    }
  });

  it("accepts a code once: the second exchange is refused with invalid_grant", async () => {
    const { url, verifier } = googleAuthorization();
    const code = await codeFrom(url);
    expect((await googleToken({ code, code_verifier: verifier })).status).toBe(200);
    const again = await googleToken({ code, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "invalid_grant", error_description: "This authorization code has been used." });
  });

  it("refuses a wrong client secret, a redirect_uri that differs from the request's, and an unknown code", async () => {
    const wrongSecret = googleAuthorization();
    const refusedClient = await googleToken(
      { code: await codeFrom(wrongSecret.url), code_verifier: wrongSecret.verifier },
      basic(STAND_IN_CLIENTS.google.id, "wrong-secret"),
    );
    expect(refusedClient.status).toBe(401);
    expect(await refusedClient.json()).toMatchObject({ error: "invalid_client" });

    const otherRedirect = googleAuthorization();
    const refusedRedirect = await googleToken({
      code: await codeFrom(otherRedirect.url),
      code_verifier: otherRedirect.verifier,
      redirect_uri: `${SITE}/auth/google/callback?next=1`,
    });
    expect(await refusedRedirect.json()).toMatchObject({ error: "invalid_grant" });

    const unknown = await googleToken({ code: "made-up", code_verifier: "x" });
    expect(await unknown.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("takes the client's credentials in the body too (client_secret_post)", async () => {
    const { url, verifier } = googleAuthorization();
    const response = await fetch(`${standIn.url}/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: await codeFrom(url),
        code_verifier: verifier,
        redirect_uri: GOOGLE_CALLBACK,
        client_id: STAND_IN_CLIENTS.google.id,
        client_secret: STAND_IN_CLIENTS.google.secret,
      }),
    });
    expect(response.status).toBe(200);
  });

  it("plays each attack on the ID token, breaking only the check it names", async () => {
    const outcomes: Record<Attack, (token: string, nonce: string) => Promise<void>> = {
      "wrong-nonce": async (token, nonce) => {
        const { payload } = await verifyIdToken(token);
        expect(payload.nonce).not.toBe(nonce);
      },
      expired: (token) => expect(verifyIdToken(token)).rejects.toBeInstanceOf(errors.JWTExpired),
      "other-key": (token) => expect(verifyIdToken(token)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed),
      "wrong-audience": (token) => expect(verifyIdToken(token)).rejects.toMatchObject({ code: "ERR_JWT_CLAIM_VALIDATION_FAILED", claim: "aud" }),
      "wrong-issuer": (token) => expect(verifyIdToken(token)).rejects.toMatchObject({ code: "ERR_JWT_CLAIM_VALIDATION_FAILED", claim: "iss" }),
      "stale-login": async (token) => {
        const { payload } = await verifyIdToken(token);
        expect(payload.auth_time).toBeLessThan(Date.now() / 1000 - 3000);
      },
    };
    expect(Object.keys(outcomes).sort()).toEqual(Object.keys(ATTACKS).sort());
    for (const attack of Object.keys(ATTACKS) as Attack[]) {
      const { url, verifier, nonce } = googleAuthorization();
      const response = await googleToken({ code: await codeFrom(url, {}, attack), code_verifier: verifier });
      const { id_token } = (await response.json()) as { id_token: string };
      await outcomes[attack](id_token, nonce);
    }
  });

  it("works with remix-auth-oauth2 as the app drives it: discovery, the state cookie, PKCE and Basic client auth", async () => {
    const strategy = await OAuth2Strategy.discover<string>(
      standIn.url,
      {
        clientId: STAND_IN_CLIENTS.google.id,
        clientSecret: STAND_IN_CLIENTS.google.secret,
        redirectURI: GOOGLE_CALLBACK,
        scopes: ["openid", "email", "profile"],
      },
      async ({ tokens }) => tokens.idToken(),
    );
    const start = await strategy.authenticate(new Request(`${SITE}/auth/google`, { method: "POST" })).catch((thrown: unknown) => thrown);
    expect(start).toBeInstanceOf(Response);
    const redirect = start as Response;
    const cookie = redirect.headers.get("set-cookie")!.split(";")[0]!;

    const back = await consentWithoutBrowser(redirect.headers.get("location")!, "Allow", { sub: "subject-library" });
    const idToken = await strategy.authenticate(new Request(back, { headers: { Cookie: cookie } }));
    expect((await verifyIdToken(idToken)).payload.sub).toBe("subject-library");
  });
});

describe("Facebook (OAuth 2.0 and the Graph API)", () => {
  function facebookAuthorization(overrides: Record<string, string> = {}) {
    const state = random();
    const url = new URL(`${standIn.url}/dialog/oauth`);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: STAND_IN_CLIENTS.facebook.id,
      redirect_uri: FACEBOOK_CALLBACK,
      scope: "email public_profile",
      state,
      ...overrides,
    }).toString();
    return { url: url.toString(), state };
  }

  /** The code exchange as arctic's Facebook provider sends it: the app's credentials in the form body. */
  function exchange(code: string) {
    return fetch(`${standIn.url}/oauth/access_token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: FACEBOOK_CALLBACK,
        client_id: STAND_IN_CLIENTS.facebook.id,
        client_secret: STAND_IN_CLIENTS.facebook.secret,
      }),
    });
  }

  function proof(token: string) {
    return createHmac("sha256", STAND_IN_CLIENTS.facebook.secret).update(token).digest("hex");
  }

  async function accessToken(identity = {}) {
    const response = await exchange(await codeFrom(facebookAuthorization().url, identity));
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it("shows the same consent page, without the verified box or the attacks", async () => {
    const html = await (await fetch(facebookAuthorization().url)).text();
    expect(html).toContain("<h1>Sign in with Facebook (stand-in)</h1>");
    expect(html).toContain('<label for="email">');
    expect(html).not.toContain('id="email_verified"');
    expect(html).not.toContain('id="attack"');
  });

  it("returns the profile from /me by access token, with the email and a valid appsecret_proof", async () => {
    const token = await accessToken({ sub: "fb-1", email: "fb@example.com", name: "Fay Book" });
    const response = await fetch(`${standIn.url}/me?fields=id,name,email&access_token=${token}&appsecret_proof=${proof(token)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "fb-1", name: "Fay Book", email: "fb@example.com" });

    const byHeader = await fetch(`${standIn.url}/me?fields=id,name,email`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await byHeader.json()).toEqual({ id: "fb-1", name: "Fay Book", email: "fb@example.com" });
  });

  it("leaves the email out of /me for an account without one", async () => {
    const token = await accessToken({ sub: "fb-2", email: "", name: "No Mail" });
    const response = await fetch(`${standIn.url}/me?fields=id,name,email&access_token=${token}`);
    expect(await response.json()).toEqual({ id: "fb-2", name: "No Mail" });
  });

  it("refuses a wrong appsecret_proof and an unknown access token with Graph errors", async () => {
    const token = await accessToken();
    const wrongProof = await fetch(`${standIn.url}/me?fields=id&access_token=${token}&appsecret_proof=${proof("other")}`);
    expect(wrongProof.status).toBe(400);
    expect(await wrongProof.json()).toMatchObject({ error: { type: "OAuthException", code: 100 } });

    const unknown = await fetch(`${standIn.url}/me?fields=id&access_token=made-up`);
    expect(await unknown.json()).toMatchObject({ error: { type: "OAuthException", code: 190 } });
  });

  it("accepts a code once, and takes Basic client auth as remix-auth-oauth2 sends it", async () => {
    const code = await codeFrom(facebookAuthorization().url);
    const basicAuth = await fetch(`${standIn.url}/oauth/access_token`, {
      method: "POST",
      headers: { Authorization: basic(STAND_IN_CLIENTS.facebook.id, STAND_IN_CLIENTS.facebook.secret) },
      body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: FACEBOOK_CALLBACK }),
    });
    expect(basicAuth.status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { type: "OAuthException", message: "This authorization code has been used." } });
  });

  it("checks a PKCE verifier when the dialog was given a challenge", async () => {
    const verifier = random() + random();
    const { url } = facebookAuthorization({
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    const code = await codeFrom(url);
    expect((await exchange(code)).status).toBe(400);
  });

  it("sends a cancelled dialog back as Facebook does: access_denied, user_denied and the state", async () => {
    const { url, state } = facebookAuthorization();
    const back = await consentWithoutBrowser(url, "Cancel");
    expect(`${back.origin}${back.pathname}`).toBe(FACEBOOK_CALLBACK);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("error_reason")).toBe("user_denied");
    expect(back.searchParams.get("state")).toBe(state);
  });

  it("refuses an unregistered redirect URL on the dialog", async () => {
    const response = await fetch(facebookAuthorization({ redirect_uri: "https://attacker.example/auth/facebook/callback" }).url);
    expect(response.status).toBe(400);
  });

  it("defaults the identity to the stand-in learner", async () => {
    const token = await accessToken();
    const response = await fetch(`${standIn.url}/me?fields=id,name,email&access_token=${token}`);
    expect(await response.json()).toEqual({ id: DEFAULT_IDENTITY.sub, name: DEFAULT_IDENTITY.name, email: DEFAULT_IDENTITY.email });
  });
});
