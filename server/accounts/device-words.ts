/**
 * A browser's User-Agent in words for the devices page (bowser): "Chrome 131 · Windows 10
 * (számítógép)". Only a description the browser itself gives: it proves nothing.
 */
import Bowser from "bowser";

const kinds: Record<string, string> = {
  desktop: "számítógép",
  mobile: "telefon",
  tablet: "táblagép",
};

export function deviceWords(
  userAgent: string | undefined,
  unknown = "ismeretlen böngésző",
): string {
  if (!userAgent) return unknown;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]]
    .filter(Boolean)
    .join(" ");
  const system = [parsed.os.name, parsed.os.versionName ?? ""].filter(Boolean).join(" ");
  const kind = kinds[parsed.platform.type ?? ""];
  const words = [browser, system].filter(Boolean).join(" · ") || unknown;
  return kind ? `${words} (${kind})` : words;
}
