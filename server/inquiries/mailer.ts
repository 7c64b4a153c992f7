/**
 * Staff e-mail over SMTP (Nodemailer). One connection per message: inquiries are few, and a
 * fresh connection after a failure is what a retry needs. STARTTLS is used whenever the
 * server offers it (`smtps://` for implicit TLS). A message counts as sent once the SMTP
 * server accepted it (250 after DATA); any other answer or a broken connection is a failure
 * for the deliverer to retry.
 */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { MailContent } from "../staff-mail.ts";
import type { Send } from "./deliverer.ts";
import { alertMail, inquiryMail } from "./mail.ts";
import type { Overdue } from "./store.ts";

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  to: readonly string[];
  /**
   * How long the SMTP server may stay silent: when connecting, for its greeting, and at
   * any later step. A session that keeps moving is never cut off.
   */
  timeoutMs: number;
  siteUrl: string;
  /** The company's name in the live release: the sender's name is "<name> weboldal". */
  companyName: () => string;
}

export class Mailer {
  readonly #options: MailerOptions;
  readonly #transport: Transporter;

  constructor(options: MailerOptions) {
    this.#options = options;
    this.#transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  /** The deliverer's `send` for the e-mail channel. */
  readonly sendInquiry: Send = (inquiry, signal) =>
    this.#send(inquiryMail(inquiry, this.#options.siteUrl), signal, {
      // The same id on a resent message lets mail clients and filters spot a duplicate.
      messageId: `<inquiry-${inquiry.id}@${new URL(this.#options.siteUrl).hostname}>`,
      headers: { "X-Inquiry-Id": inquiry.id },
    });

  sendAlert(overdue: Overdue, alertAfterMs: number, signal: AbortSignal): Promise<void> {
    return this.#send(alertMail(overdue, alertAfterMs), signal, { headers: {} });
  }

  /** The weekly figures, with their chart as an inline image (`cid:` in the HTML). */
  sendReport(
    content: MailContent,
    images: ReadonlyArray<{ cid: string; filename: string; png: Buffer }>,
    messageId: string,
    signal: AbortSignal,
  ): Promise<void> {
    return this.#send(content, signal, {
      messageId: `<${messageId}@${new URL(this.#options.siteUrl).hostname}>`,
      attachments: images.map(({ cid, filename, png }) => ({
        cid,
        filename,
        content: png,
        contentType: "image/png",
        contentDisposition: "inline",
      })),
    });
  }

  async #send(
    content: MailContent,
    signal: AbortSignal,
    extra: Pick<SendMailOptions, "messageId" | "headers" | "attachments">,
  ): Promise<void> {
    signal.throwIfAborted();
    const sending = this.#transport.sendMail({
      from: { name: `${this.#options.companyName()} weboldal`, address: this.#options.from },
      to: [...this.#options.to],
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(content.replyTo && { replyTo: content.replyTo }),
      ...extra,
      // Nodemailer must not read files or URLs named in a message: there are none.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    // SMTP cannot be cancelled midway; on abort the attempt is recorded as failed and
    // retried (the Message-ID stays the same).
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
    sending.catch(() => {});
    await Promise.race([sending, aborted]);
  }

  close(): void {
    this.#transport.close();
  }
}
