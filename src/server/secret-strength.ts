/**
 * How hard a production secret is to guess (env.ts refuses weak ones; docs/security.md). The
 * estimate is deliberately simple and conservative: what a secret repeats of itself counts for
 * nothing, then each remaining character for the alphabet the secret draws from.
 */
import { ADMIN_PASSWORD_MIN_LENGTH } from '../shared/auth-contracts.ts';

/** SESSION_SECRET: 32 bytes. */
export const MIN_SECRET_BITS = 256;
/**
 * ACCESS_PASSWORD and ADMIN_PASSWORD: 12 lower-case letters of 10 different ones (56.4 bits)
 * pass; digits alone need 17. Behind the gate's limits (10 wrong guesses per address in 10 minutes,
 * 100 a minute from everyone) and the sign-in's, guessing that many is out of reach.
 */
export const MIN_PASSWORD_BITS = 56;
/** A stretch of at least this many characters that already came before adds nothing new. */
const MIN_REPEAT = 8;
/** Only this much of a long secret is examined (the estimate of the rest could only add bits). */
const EXAMINED_LENGTH = 512;

/**
 * The characters of a secret that are not a repeat of what came before: the smallest p ≤ n/2 that
 * the secret repeats with (`abcabcab` → 3), or else what is left once every stretch of 8 or more
 * characters seen earlier is taken out (an LZ77 pass: `0123456789abcdef`×4 + `X` → 17). 32 random
 * bytes never repeat 8 characters (about one secret in three million would lose a few).
 */
export function novelLength(secret: string): number {
  const s = secret.slice(0, EXAMINED_LENGTH);
  const n = s.length;
  for (let p = 1; p <= n / 2; p++) {
    let repeats = true;
    for (let i = p; i < n && repeats; i++) repeats = s[i] === s[i - p];
    if (repeats) return p;
  }
  let novel = 0;
  for (let i = 0; i < n; ) {
    let longest = 0;
    for (let j = 0; j < i && longest < n - i; j++) {
      let k = 0;
      while (i + k < n && s[j + k] === s[i + k]) k++;
      longest = Math.max(longest, k);
    }
    if (longest >= MIN_REPEAT) i += longest;
    else {
      novel++;
      i++;
    }
  }
  return novel;
}

/**
 * An estimate of a secret's entropy: its novel length (above) times log2 of the alphabet its
 * characters come from (hex, base64 or base64url, or the character classes it spans); a secret of
 * fewer than 10 distinct characters counts only those. 32 random bytes as 64 hex or 43 base64url
 * characters reach 256 bits (a random hex secret lacks one of the 16 digits about one time in four,
 * and still passes); "aaaa…", words, repeated phrases and short strings do not.
 */
export function secretEntropyBits(secret: string): number {
  let pool: number;
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) pool = 16;
  // Base64 or base64url of random bytes: 64 symbols, whichever of them this one happens to use
  // (one in 1,500 lacks a digit, one in four a '-' or '_'); random ones always mix letter cases.
  else if (
    (/^[A-Za-z0-9_-]+$/.test(secret) || /^[A-Za-z0-9+/]+={0,2}$/.test(secret)) &&
    /[a-z]/.test(secret) &&
    /[A-Z]/.test(secret)
  )
    pool = 64;
  else {
    pool = 0;
    if (/[a-z]/.test(secret)) pool += 26;
    if (/[A-Z]/.test(secret)) pool += 26;
    if (/[0-9]/.test(secret)) pool += 10;
    if (/[^a-zA-Z0-9_-]/.test(secret)) pool += 33;
    else if (/[_-]/.test(secret)) pool += 2;
  }
  const distinct = new Set(secret).size;
  if (distinct < 10) pool = Math.min(pool, distinct);
  return novelLength(secret) * Math.log2(Math.max(1, pool));
}

/**
 * Why a password people type (ACCESS_PASSWORD, ADMIN_PASSWORD) is too weak for production, or
 * null: at least 12 characters once the spaces around it and its repeats are left out, and
 * MIN_PASSWORD_BITS by the estimate above. `caseFolded`: the gate compares without case, so its
 * password is judged in lower case (`CorrectHorse` is no stronger there than `correcthorse`).
 */
export function passwordWeakness(password: string, options: { caseFolded: boolean }): string | null {
  const value = options.caseFolded ? password.trim().toLowerCase() : password.trim();
  if (value.length < ADMIN_PASSWORD_MIN_LENGTH)
    return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (novelLength(value) < ADMIN_PASSWORD_MIN_LENGTH)
    return `repeats a shorter pattern: use at least ${ADMIN_PASSWORD_MIN_LENGTH} characters that do not repeat`;
  if (secretEntropyBits(value) < MIN_PASSWORD_BITS)
    return 'is too easy to guess: use more different characters, mix letters with digits or symbols, or use four or more random words';
  return null;
}
