/**
 * /.well-known/security.txt (RFC 9116): whom to tell about a vulnerability, and until when
 * that holds. Written by each release, like sitemap.xml.
 */
import { languages } from "./language.ts";
import { absoluteUrl } from "./urls.ts";

/**
 * The company's commitment to read the address below until this date. A person renews it, at
 * most a year ahead (RFC 9116 §2.5.5); a test fails once it is less than 30 days away.
 */
export const securityTxtExpires = new Date("2027-09-30T00:00:00Z");

export const securityTxtPath = "/.well-known/security.txt";

/** The file, naming the company's e-mail address (content/company.yaml) as the contact. */
export function securityTxt(email: string, origin: string): string {
  return [
    `Contact: mailto:${email}`,
    `Expires: ${securityTxtExpires.toISOString()}`,
    `Preferred-Languages: ${languages.join(", ")}`,
    `Canonical: ${absoluteUrl(origin, securityTxtPath)}`,
    "",
  ].join("\n");
}

const day = 24 * 60 * 60 * 1000;

/** Why `expires` is not an honest expiry date at `now`, or undefined when it is. */
export function expiryProblem(expires: Date, now: Date): string | undefined {
  const days = Math.floor((expires.getTime() - now.getTime()) / day);
  const renew =
    "set securityTxtExpires in app/site/security-txt.ts to a date at most a year ahead, once the company confirms the address in content/company.yaml is still read, and deploy";
  const date = expires.toISOString().slice(0, 10);
  if (days < 0) return `security.txt expired on ${date}: ${renew}.`;
  if (days < 30) return `security.txt expires on ${date}, in ${days} days: ${renew}.`;
  if (days > 366)
    return `security.txt expires in ${days} days, more than a year ahead (RFC 9116 §2.5.5): ${renew}.`;
  return undefined;
}
