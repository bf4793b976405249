import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { providerEmail, type ProviderProfile } from "./providers";

/** Clocks differ a little between Google's servers and ours; more than this is a token we refuse. */
export const CLOCK_TOLERANCE_SECONDS = 60;
/** An ID token is read right after the code exchange that minted it: an old one is a replay. */
export const MAX_TOKEN_AGE_SECONDS = 10 * 60;
/** Google's issuer; its ID tokens may name it without the scheme (OpenID Connect Core, Google's docs). */
const GOOGLE_ISSUER = "https://accounts.google.com";

/** An ID token we do not accept; `reason` is for the log, never for the page. */
export class IdTokenRefused extends Error {
  override name = "IdTokenRefused";
}

export interface IdTokenExpectations {
  /** The configured issuer (GOOGLE_ISSUER). */
  issuer: string;
  /** Our client id: a token minted for another site's client is not for us. */
  audience: string;
  /** The nonce derived from this flow's state (nonce.ts). */
  nonce: string;
  /** For tests; now by default. */
  currentDate?: Date;
}

/**
 * Checks an ID token the way OpenID Connect Core 3.1.3.7 asks: the signature against the provider's keys
 * (RS256 only: Google signs with it, and a token that names another algorithm, `none` included, is refused),
 * the issuer, our client id as audience, exp and iat within a small tolerance, then the nonce. Returns what
 * the token says of the person.
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: IdTokenExpectations,
): Promise<Omit<ProviderProfile, "provider">> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: expected.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, "accounts.google.com"] : expected.issuer,
      audience: expected.audience,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ["sub", "exp", "iat", "nonce"],
      ...(expected.currentDate ? { currentDate: expected.currentDate } : {}),
    }));
  } catch (error) {
    throw new IdTokenRefused(`ID token refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (payload.nonce !== expected.nonce) throw new IdTokenRefused("ID token refused: the nonce is not this flow's");
  const subject = payload.sub;
  if (typeof subject !== "string" || subject.length === 0 || subject.length > 255) throw new IdTokenRefused("ID token refused: no usable sub");
  const email = providerEmail(payload.email);
  // Google has sent email_verified both as a boolean and as the string "true".
  const emailVerified = email !== null && (payload.email_verified === true || payload.email_verified === "true");
  const name = typeof payload.name === "string" ? payload.name.slice(0, 200) : null;
  const authTime = typeof payload.auth_time === "number" && Number.isFinite(payload.auth_time) ? new Date(payload.auth_time * 1000) : null;
  return { subject, email, emailVerified, name, authTime };
}
