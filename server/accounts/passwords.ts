/**
 * Editor passwords as scrypt hashes (node:crypto): a random salt per account, and the cost
 * parameters stored with the hash, so a later, costlier setting still verifies old hashes.
 * Stored form: `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

export const minPasswordLength = 12;
/**
 * The longest password sign-in takes (the form field's maxlength, in UTF-16 code units as a
 * browser counts them): even at 9 bytes a character, form-encoded, it fits the form's 8 KB.
 */
export const maxPasswordLength = 200;

/**
 * What is wrong with a new password, by NIST SP 800-63B's rules: no composition rules, but a
 * minimum length, a maximum only where sign-in stops reading, and no password that is common
 * (the breached-password list shipped beside this file), made of one or two characters, or
 * built on the account's name or the back office's. Case, accents and spaces do not save one.
 */
export type PasswordProblem = "short" | "long" | "common" | "repetitive" | "context";

let common: Set<string> | undefined;
/** The shipped list (common-passwords.txt), read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map(plain),
  );
  return common;
}

/** A password or a name as compared: lowercase, without accents, spaces or punctuation. */
function plain(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\p{P}]/gu, "");
}

const contextWords = ["danubiusprotect", "honlapkezelo", "danubius"];

export function passwordProblem(
  password: string,
  context: { name?: string } = {},
): PasswordProblem | undefined {
  if (password.length < minPasswordLength) return "short";
  if (password.length > maxPasswordLength) return "long";
  const compared = plain(password);
  if (commonPasswords().has(compared)) return "common";
  if (new Set(compared).size <= 2) return "repetitive";
  const words = [...contextWords, ...(context.name ? [plain(context.name)] : [])];
  // A password that is little more than the name: the name and at most four characters more.
  if (
    words.some(
      (word) => word.length > 0 && compared.includes(word) && compared.length - word.length <= 4,
    )
  )
    return "context";
  return undefined;
}

const problems: Record<PasswordProblem, string> = {
  short: `A password needs at least ${minPasswordLength} characters.`,
  long: `A password may have at most ${maxPasswordLength} characters: sign-in takes no more.`,
  common: "This password is among the most common ones in breaches; choose another.",
  repetitive: "A password of one or two characters repeated is guessed at once; choose another.",
  context: "A password built on the name or the back office's is guessed first; choose another.",
};

/** Why a new password cannot be used (in English, for the operator's command), or undefined. */
export function passwordError(
  password: string,
  context: { name?: string } = {},
): string | undefined {
  const problem = passwordProblem(password, context);
  return problem && problems[problem];
}

export type PasswordCost = Required<Pick<ScryptOptions, "N" | "r" | "p">>;
const cost: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128·N·r bytes of memory; Node's default ceiling (32 MiB) is just too small for N=2^15.
    const maxmem = 256 * options.N * options.r;
    scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A hash of `password` at `options` (the accounts' cost unless said otherwise). */
export async function hashPassword(password: string, options = cost): Promise<string> {
  const error = passwordError(password);
  if (error) throw new Error(error);
  const salt = randomBytes(16);
  const key = await derive(password, salt, options);
  const { N, r, p } = options;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody has, made once on first use (not on import: the editors command
 * never needs it): lets a sign-in for an unknown name cost as much as a real one.
 */
let unknownHash: Promise<string> | undefined;
export const unknownEditorHash = (): Promise<string> =>
  (unknownHash ??= hashPassword(randomBytes(24).toString("base64")));
