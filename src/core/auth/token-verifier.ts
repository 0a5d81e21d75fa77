import { Injectable, Logger } from '@nestjs/common';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { AppConfig } from '../../config/app-config.js';
import { isDisplaySafe, type VerifiedIdentity } from '../../tenancy/identity.js';
import { isStorableText } from '../../database/storable-text.js';
import { INVALID_TEXT_MESSAGE } from '../http/input-guard.js';
import { UnauthorizedProblem, UpstreamProblem } from '../http/problem.js';
import { textLength } from '../http/text-length.js';
import { fetchFailure, providerKeySet } from './provider-key-set.js';
import type { CrmRequest } from './request-context.js';

export const DEV_TOKEN_DETAIL =
  'Expected a development token: send "Authorization: Bearer dev:<email>" (prefix dev:)';
export const INVALID_JWT_DETAIL = 'Invalid or expired access token';
export const MISSING_JWT_DETAIL = 'Missing bearer access token';
export const PROVIDER_KEYS_UNAVAILABLE_DETAIL =
  "The identity provider's signing keys could not be fetched to verify the access token; please try again in a moment";

const DEV_PREFIX = 'dev:';
// Deliberately simple: one @, no spaces, a dot in the domain. Real validation is the provider's job.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASYMMETRIC_ALGORITHMS = ['RS256', 'ES256'];
export const UNSAFE_EMAIL_DETAIL =
  'Access token e-mail claim contains control or bidirectional formatting characters';

/** The longest e-mail address SMTP can carry (RFC 5321); also keeps the users index in range. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Turns the bearer token into an identity, in the mode the configuration chose:
 * `dev:<email>` in development mode; a JWT (HS256 with the shared secret, or RS256/ES256 from
 * the provider's JWKS) in identity-provider mode. Any failure of the token is a 401; a key set
 * that cannot be fetched (the provider down, slow or answering an error) is a 503 with
 * Retry-After, as a database out of reach is: the token may be good, and the client should
 * retry rather than sign its user out. The set fetched last verifies tokens meanwhile for
 * AUTH_JWKS_STALE_SECONDS past its age.
 */
@Injectable()
export class TokenVerifier {
  private readonly logger = new Logger('TokenVerifier');
  private readonly secret?: Uint8Array;
  private jwks?: JWTVerifyGetKey;

  constructor(private readonly config: AppConfig) {
    const secret = config.env.AUTH_JWT_SECRET;
    if (secret) this.secret = new TextEncoder().encode(secret);
  }

  /**
   * The request's identity, verified once: the rate limiter asks first (a budget belongs to the
   * caller, however the credential is spelt) and the guard reuses the answer, refusal included.
   */
  verifyRequest(request: Pick<CrmRequest, 'headers' | 'identity'>): Promise<VerifiedIdentity> {
    return (request.identity ??= this.verify(request.headers.authorization));
  }

  /**
   * The 401 of an identity the token names but the service refuses (an address at the sample
   * teammates' domain):
   * in development mode its detail still says first that a `dev:` token was expected, as every
   * 401 of that mode does.
   */
  refusal(detail: string): UnauthorizedProblem {
    return new UnauthorizedProblem(
      this.config.authMode === 'development' ? `${DEV_TOKEN_DETAIL}. ${detail}` : detail,
    );
  }

  async verify(authorization: string | undefined): Promise<VerifiedIdentity> {
    const token = bearerToken(authorization);
    return this.config.authMode === 'development'
      ? verifyDevelopmentToken(token)
      : this.verifyJwt(token);
  }

  private async verifyJwt(token: string | undefined): Promise<VerifiedIdentity> {
    if (!token) throw new UnauthorizedProblem(MISSING_JWT_DETAIL);
    // Loaded on the first token: a server in development mode never loads the JWT library.
    const jose = await import('jose');
    const { decodeProtectedHeader, jwtVerify } = jose;
    let payload: JWTPayload;
    try {
      const { alg } = decodeProtectedHeader(token);
      const audience = this.config.env.AUTH_JWT_AUDIENCE;
      const options = { audience, requiredClaims: ['exp'] };
      if (alg === 'HS256' && this.secret) {
        ({ payload } = await jwtVerify(token, this.secret, { ...options, algorithms: ['HS256'] }));
      } else if (alg && ASYMMETRIC_ALGORITHMS.includes(alg)) {
        ({ payload } = await jwtVerify(token, this.providerKeys(jose), {
          ...options,
          algorithms: ASYMMETRIC_ALGORITHMS,
        }));
      } else {
        throw new Error(`algorithm ${String(alg)} not accepted`);
      }
    } catch (error) {
      if (error instanceof UpstreamProblem) throw error;
      throw new UnauthorizedProblem(INVALID_JWT_DETAIL);
    }
    return this.identityFromClaims(payload);
  }

  private identityFromClaims(payload: JWTPayload): VerifiedIdentity {
    const issuer = this.config.env.AUTH_PROVIDER_URL;
    // jose checks `iss` only against an expected issuer, not its type: any value but our
    // issuer's URL (a number, null, a list) is someone else's token.
    const iss: unknown = payload.iss;
    if (
      iss !== undefined &&
      (typeof iss !== 'string' || normalizeUrl(iss) !== normalizeUrl(issuer ?? ''))
    ) {
      throw new UnauthorizedProblem(INVALID_JWT_DETAIL);
    }
    // The provider's public "anon" key is signed with the same secret: it is not a user.
    if (payload.role === 'anon') throw new UnauthorizedProblem(INVALID_JWT_DETAIL);
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (textLength(email) > MAX_EMAIL_LENGTH) {
      throw new UnauthorizedProblem(
        `Access token e-mail claim is longer than ${MAX_EMAIL_LENGTH} characters`,
      );
    }
    if (!isStorableText(email)) {
      throw new UnauthorizedProblem(`Access token e-mail claim ${INVALID_TEXT_MESSAGE}`);
    }
    if (!EMAIL_SHAPE.test(email)) {
      throw new UnauthorizedProblem('Access token carries no e-mail claim');
    }
    if (!isDisplaySafe(email)) throw new UnauthorizedProblem(UNSAFE_EMAIL_DETAIL);
    const subject = typeof payload.sub === 'string' ? payload.sub : null;
    // Stored with a first sign-in: a NUL there would fail the insert.
    if (subject !== null && !isStorableText(subject)) {
      throw new UnauthorizedProblem(`Access token sub claim ${INVALID_TEXT_MESSAGE}`);
    }
    return { email, subject };
  }

  /**
   * Fetched on first use and cached (`providerKeySet`), so an unreachable provider never blocks
   * start-up. Its look-up throws the 503 when the key set could not be had and the one last
   * fetched cannot stand in, else what jose threw, a 401 like any other failure of the token.
   */
  private providerKeys(jose: typeof import('jose')): JWTVerifyGetKey {
    const { env } = this.config;
    this.jwks ??= providerKeySet(jose, {
      url: new URL(`${normalizeUrl(env.AUTH_PROVIDER_URL ?? '')}/.well-known/jwks.json`),
      maxAgeMs: env.AUTH_JWKS_MAX_AGE_SECONDS * 1000,
      staleMs: env.AUTH_JWKS_STALE_SECONDS * 1000,
      unavailable: (error) => {
        this.logger.warn(
          `identity provider's key set could not be fetched: ${fetchFailure(error)}`,
        );
        return new UpstreamProblem(PROVIDER_KEYS_UNAVAILABLE_DETAIL, 503);
      },
      servingStale: (error) =>
        this.logger.warn(
          `identity provider's key set could not be fetched (${fetchFailure(error)}); verifying with the one fetched last`,
        ),
    });
    return this.jwks;
  }
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

function verifyDevelopmentToken(token: string | undefined): VerifiedIdentity {
  if (!token?.startsWith(DEV_PREFIX)) throw new UnauthorizedProblem(DEV_TOKEN_DETAIL);
  const email = token.slice(DEV_PREFIX.length).trim().toLowerCase();
  if (
    !EMAIL_SHAPE.test(email) ||
    textLength(email) > MAX_EMAIL_LENGTH ||
    !isStorableText(email) ||
    !isDisplaySafe(email)
  ) {
    throw new UnauthorizedProblem(DEV_TOKEN_DETAIL);
  }
  return { email, subject: null };
}

function normalizeUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
