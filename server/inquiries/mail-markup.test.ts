/**
 * The staff e-mails' HTML keeps what a visitor typed (and a webhook answered) as text: every
 * field of an inquiry and the delivery error, given markup, quotes and entities, read back with
 * an HTML parser.
 */
import { describe, it } from "vitest";
import { filledFields } from "../../app/form/protocol.ts";
import { expectInert } from "../../test/inert-markup.ts";
import { alertMail, inquiryMail } from "./mail.ts";
import type { StoredInquiry } from "./store.ts";

const receivedAt = "2026-11-23T17:04:05.000Z";

/** An inquiry with `text` in every field a visitor fills in, its page and its id. */
const inquiryOf = (text: string): StoredInquiry => ({
  ...(Object.fromEntries(filledFields.map((field) => [field, text])) as Record<
    (typeof filledFields)[number],
    string
  >),
  language: "hu",
  page: `/${text}`,
  id: text,
  receivedAt,
  delivery: {},
});

describe("the staff e-mails' markup", () => {
  it("shows every field of an inquiry as text", () => {
    expectInert((text) =>
      inquiryMail(inquiryOf(text), "https://www.danubiusprotect.hu").html.toString(),
    );
  });

  it("shows the delivery alert's error as text", () => {
    expectInert((text) =>
      alertMail({ count: 2, since: receivedAt, lastError: text }, 900_000).html.toString(),
    );
  });
});
