/**
 * Who is asking, for rate limiting only (never logged). Behind `trustedHops` reverse
 * proxies, each of which appends the address it received the request from to
 * X-Forwarded-For, the client is that many entries from the right; anything further left
 * could be forged by the client. IPv6 clients are grouped by /64, the block one subscriber
 * usually holds, so that rotating addresses within it does not escape the limit.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (trustedHops === 0) return clientKey(socket);
  const header = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return clientKey(socket);
  return clientKey(chain[Math.max(0, chain.length - trustedHops)] ?? socket);
}

/** The rate-limit key of an address: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by /64. */
export function clientKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const [head = "", tail] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
