import type { GoogleLoginBody } from '@casino/contract/auth';
import type { AffiliateFields } from './signup-validation';

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  iss?: string;
}

/** Reads the claims of a Google ID token for the payload; the server verifies the token itself. */
export function readGoogleClaims(idToken: string): GoogleClaims {
  const part = idToken.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as GoogleClaims) : {};
  } catch {
    return {};
  }
}

/** The Google registration payload of spec section 3; hd is sent empty, terms true. */
export function buildGooglePayload(
  idToken: string,
  affiliate: AffiliateFields,
  extra: Pick<GoogleLoginBody, 'username' | 'currencycode' | 'birthdate'> = {},
): GoogleLoginBody {
  const claims = readGoogleClaims(idToken);
  return {
    token_id: idToken,
    sub: claims.sub,
    email: claims.email,
    email_verified: claims.email_verified,
    given_name: claims.given_name,
    family_name: claims.family_name,
    iss: claims.iss,
    hd: '',
    terms: true,
    ...affiliate,
    ...extra,
  };
}
