/** How guessable a production secret is (docs/security.md): repeats count nothing, the rest by alphabet. */
import { ADMIN_PASSWORD_MIN_LENGTH } from '../shared/auth-contracts.ts';

export const MIN_SECRET_BITS = 256;
/**
 * ACCESS_PASSWORD and ADMIN_PASSWORD: 12 lower-case letters of 10 different (56.4 bits) pass; digits
 * alone need 17. Behind the gate's and sign-in's limits that is out of reach.
 */
export const MIN_PASSWORD_BITS = 56;
const MIN_REPEAT = 8;
/** The estimate of the rest could only add bits. */
const EXAMINED_LENGTH = 512;

/**
 * Characters that do not repeat what came before: the smallest period p ≤ n/2 (`abcabcab` → 3), else
 * what is left after an LZ77 pass removing 8+ character repeats. 32 random bytes practically never repeat.
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
 * Novel length × log2 of the alphabet (hex, base64/base64url, or the classes spanned); fewer than 10
 * distinct characters count only those. 32 random bytes reach 256 bits; words and repeats do not.
 */
export function secretEntropyBits(secret: string): number {
  let pool: number;
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) pool = 16;
  // Base64(url) of random bytes: 64 symbols whichever it happens to use; random ones always mix cases.
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
 * Why a typed password is too weak for production, or null: 12+ characters without outer spaces and
 * repeats, and MIN_PASSWORD_BITS. `caseFolded`: the gate compares without case, so judged lower-cased.
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
