/**
 * Every page the back office makes keeps what it is given as text: names, addresses,
 * messages, labels, devices and paths come from visitors, editors and the content. Each page
 * builder is given markup, quotes and entities and read back with an HTML parser.
 */

import { describe, it } from "vitest";
import { expectInert } from "../../test/inert-markup.ts";
import { chartSeries, labelledReport } from "../../test/labelled-report.ts";
import type { ScheduledChange } from "../content-store/index.ts";
import type { PageStep, Version } from "../publishing-desk/index.ts";
import { languagesPage, overviewPage, previewHtml, undoPage } from "../publishing-desk/index.ts";
import { html } from "../shared/html.ts";
import type { Frame } from "../staff-frame/index.ts";
import {
  confirmPage,
  figuresPage,
  type InquiriesView,
  inquiriesPage,
} from "../staff-records/index.ts";
import {
  accountPage,
  codesPage,
  devicesPage,
  confirmPage as freshStepPage,
  invitePage,
  linkPage,
  passwordPage,
  type SecurityView,
  securityPage,
  signInPage,
  stepPage,
  teamPage,
  welcomePage,
} from "../staff-sign-in/index.ts";
import { failurePage } from "./failures.ts";

const at = "2026-11-20T10:00:00.000Z";
const frameOf = (text: string): Frame => ({
  editor: text,
  rights: { inquiries: true, accounts: true },
  current: "/admin",
  editorUrl: `/keystatic/${text}`,
});
const failed = (text: string) => ({ kind: "error" as const, text, lines: [text] });

const securityView = (text: string): SecurityView => ({
  editor: text,
  passkeys: [
    { id: text, label: text, createdAt: at, lastUsedAt: at },
    { id: "p2", label: text, createdAt: at },
  ] as SecurityView["passkeys"],
  totp: { label: text, createdAt: at } as SecurityView["totp"],
  pending: {
    id: text,
    secret: "ABCDEFGHIJKLMNOP",
    uri: `otpauth://totp/${text}`,
    svg: '<svg viewBox="0 0 1 1"></svg>',
  },
  label: text,
  registration: { id: text, options: {} },
  recoveryLeft: 3,
  message: failed(text),
});

const version = (text: string): Version => ({
  kind: "version",
  number: 2,
  commit: "c0ffee",
  date: at,
  author: text,
  title: text,
  lines: [text],
});

const inquiriesView = (text: string): InquiriesView => ({
  search: text,
  unhandledOnly: true,
  channelsOn: ["email"],
  marks: new Map([["i1", { by: text, at }]]),
  back: `/admin/inquiries?q=${text}`,
  months: { current: text, last: text },
  rows: [
    {
      id: "i1",
      name: text,
      email: text,
      phone: `+36 1 ${text}`,
      service: "",
      page: text,
      language: "hu",
      message: text,
      receivedAt: at,
      delivery: {
        email: {
          state: "pending",
          attempts: 2,
          lastError: text,
          nextAttemptAt: at,
          deliveredAt: null,
        },
      },
    },
    {
      id: "i2",
      name: text,
      email: text,
      page: "/",
      language: "hu",
      message: "",
      receivedAt: at,
      delivery: {},
    },
  ] as InquiriesView["rows"],
  total: 45,
  page: 2,
  pages: 3,
  erased: 1,
  audit: [{ at, editor: text, action: "erase", count: 1 }],
});

const languageSteps = (text: string): PageStep[] => [
  {
    page: "home",
    languages: [
      { language: "hu", entry: "home", date: at, pending: true, fields: [] },
      {
        language: "en",
        entry: "homeEn",
        date: at,
        pending: false,
        check: { by: text, at },
        fields: [{ path: "hero.title", name: text }],
      },
      {
        language: "de",
        entry: "homeDe",
        pending: false,
        fields: [],
        staleAlt: { path: "heroPhoto.alt", name: text },
      },
    ],
    behind: ["en"],
  },
];

/** A scheduled change whose every word is `text`. */
const scheduled = (text: string, state: ScheduledChange["state"]): ScheduledChange => ({
  id: text,
  at: new Date(at),
  author: { name: text, email: text },
  createdAt: new Date(at),
  state,
  entries: [text],
  files: [],
  lines: [text],
  outcome: [text],
  doneAt: new Date(at),
  late: true,
});

describe("the back office's pages keep what they are given as text", () => {
  it("sign-in", () => {
    expectInert((text) => String(signInPage({ name: text, message: failed(text) })));
  });

  it("the second step", () => {
    expectInert((text) =>
      String(stepPage({ passkey: { id: text, options: {} }, totp: true, message: failed(text) })),
    );
  });

  it("the set-up, the security page and the recovery codes", () => {
    expectInert((text) => String(securityPage(frameOf(text), securityView(text))));
    expectInert((text) => String(codesPage(frameOf(text), [text])));
    expectInert((text) => String(codesPage(undefined, [text])));
  });

  it("the devices signed in", () => {
    const row = {
      editor: "anna",
      createdAt: Date.parse(at),
      lastSeenAt: Date.parse(at),
      steppedAt: 0,
    };
    const rows = (text: string) => [
      { ...row, key: "k1", device: text, place: text, full: true },
      { ...row, key: "k2", device: text, place: "", full: false },
    ];
    const guess = (text: string) => [
      { at, editor: "anna", kind: "wrong-code" as const, actor: "", place: text },
    ];
    expectInert((text) =>
      String(devicesPage(frameOf(text), rows(text), "k1", failed(text), guess(text))),
    );
  });

  it("publishing, with the history, and the undo's confirmation", () => {
    expectInert((text) =>
      String(
        overviewPage(frameOf(text), {
          pending: [{ key: text, label: text, lines: [text] }],
          badDrafts: [{ path: text, problem: text }],
          history: [version(text), { kind: "check", text, date: at } as never],
          staleAlts: [text],
          previewAt: new Date(at),
          previewStale: false,
          entries: { home: "Főoldal" },
          message: failed(text),
          unhandled: 2,
          waiting: [scheduled(text, "scheduled")],
          ended: [scheduled(text, "held"), scheduled(text, "published")],
          now: new Date(at),
        }),
      ),
    );
    expectInert((text) =>
      String(undoPage(frameOf(text), { version: version(text), changes: [text], kept: text })),
    );
  });

  it("the languages", () => {
    expectInert((text) =>
      String(languagesPage(frameOf(text), languageSteps(text), `/keystatic/${text}`, failed(text))),
    );
  });

  it("the figures", () => {
    expectInert((text) =>
      String(figuresPage(frameOf(text), 7, { report: labelledReport(text), series: chartSeries })),
    );
  });

  it("the inquiries: the list, one address's, the export and erasure confirmations", () => {
    expectInert((text) => String(inquiriesPage(frameOf(text), inquiriesView(text))));
    expectInert((text) =>
      String(inquiriesPage(frameOf(text), { ...inquiriesView(text), email: text, search: "" })),
    );
    expectInert((text) =>
      String(inquiriesPage(frameOf(text), { ...inquiriesView(text), total: 0, rows: [] })),
    );
    for (const action of ["export", "erase"] as const)
      expectInert((text) => String(confirmPage(frameOf(text), action, text, 3)));
  });

  it("a failure's page", () => {
    expectInert((text) => String(failurePage(text, text)));
  });

  it("the preview's banner and its links into the preview", () => {
    expectInert((text) =>
      previewHtml(
        String(
          html`<!DOCTYPE html><html><head><title>${text}</title></head><body><header><a href="/${text}">${text}</a></header><div id="contact-island"><form action="/api/contact"></form></div></body></html>`,
        ),
        { prefix: "/admin/preview", at: new Date(at) },
      ),
    );
  });

  it("the team's pages: the team, an account, an invitation, a link, the set-up, a password, a fresh step", () => {
    const editor = (text: string) => ({
      name: text,
      createdAt: at,
      inquiries: true,
      accounts: true,
      email: text,
      lastSignInAt: at,
      factors: 0,
      invited: true,
    });
    const event = (text: string) => ({
      at,
      editor: text,
      kind: "rights" as const,
      actor: text,
      place: text,
    });
    const rights = { inquiries: true, accounts: false };
    expectInert((text) =>
      String(teamPage(frameOf(text), [editor(text)], [event(text)], failed(text))),
    );
    expectInert((text) => String(accountPage(frameOf(text), editor(text), failed(text))));
    expectInert((text) =>
      String(invitePage(frameOf(text), { name: text, email: text, rights }, failed(text))),
    );
    expectInert((text) =>
      String(
        linkPage(frameOf(text), {
          editor: text,
          url: text,
          expiresAt: 0,
          sentTo: text,
          reset: true,
        }),
      ),
    );
    expectInert((text) =>
      String(
        welcomePage({
          editor: text,
          invitedBy: text,
          expiresAt: 0,
          hasPassword: false,
          action: `/admin/welcome/${text}`,
          totp: securityView(text),
          message: failed(text),
        }),
      ),
    );
    expectInert((text) => String(passwordPage(frameOf(text), failed(text))));
    expectInert((text) =>
      String(freshStepPage(frameOf(text), { totp: true, next: text, message: failed(text) })),
    );
  });
});
