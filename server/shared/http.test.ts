import { describe, expect, it } from "vitest";
import { BodyError, bodyKind, parseBody } from "./http.ts";

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BodyError ? error.status : "other";
  }
  return "ok";
};

describe("bodyKind", () => {
  it.each([
    ["application/json", "json"],
    ["Application/JSON; charset=UTF-8", "json"],
    ["application/x-www-form-urlencoded", "form"],
    ['application/x-www-form-urlencoded; charset="utf-8"', "form"],
  ])("%s → %s", (type, kind) => {
    expect(bodyKind(type)).toBe(kind);
  });

  it.each([
    undefined,
    "",
    "text/plain",
    "application/json-patch+json",
    "multipart/form-data",
    "application/json; charset=latin1",
  ])("refuses %s with 415", (type) => {
    expect(statusOf(() => bodyKind(type))).toBe(415);
  });
});

describe("parseBody", () => {
  it("decodes form fields, + as space, into an object without a prototype", () => {
    const record = parseBody(
      "form",
      Buffer.from("name=Kov%C3%A1cs+Anna&email=a%40b.hu&empty=&flag"),
    );
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect({ ...(record as object) }).toEqual({
      name: "Kovács Anna",
      email: "a@b.hu",
      empty: "",
      flag: "",
    });
  });

  it("reads JSON as is", () => {
    expect(parseBody("json", Buffer.from('{"a":"ű","b":[1]}'))).toEqual({ a: "ű", b: [1] });
  });

  it.each([
    ["json", Buffer.from([0x7b, 0xff, 0x7d])],
    ["json", Buffer.from('{"a":"\\udc00"}')],
    ["json", Buffer.from("{")],
    ["form", Buffer.from("a=%C3")],
    ["form", Buffer.from("a=%G1")],
    ["form", Buffer.from("a=1&a=2")],
    ["form", Buffer.from([0x61, 0x3d, 0xc3])],
  ] as const)("refuses malformed %s %j with 400", (kind, body) => {
    expect(statusOf(() => parseBody(kind, body))).toBe(400);
  });
});
