import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, clientKey } from "./client-address.ts";

const requestFrom = (socket: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("uses the socket's address when no proxy is trusted", () => {
    expect(clientAddress(requestFrom("10.0.0.1", "203.0.113.9"), 0)).toBe("10.0.0.1");
  });

  it("takes the entry the trusted proxies added, ignoring what the client forged", () => {
    expect(clientAddress(requestFrom("10.0.0.1", "203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(requestFrom("10.0.0.1", "6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(requestFrom("10.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe(
      "203.0.113.9",
    );
    expect(clientAddress(requestFrom("10.0.0.1", "203.0.113.9"), 3)).toBe("203.0.113.9");
    expect(clientAddress(requestFrom("10.0.0.1"), 1)).toBe("10.0.0.1");
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:aaaa::1", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not an address", "not an address"],
  ])("%s → %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
