/**
 * Staff e-mail over SMTP (Nodemailer), for every feature: one `send` of a message the feature
 * wrote. One connection per message: staff mail is rare, and a fresh connection after a
 * failure is what a retry needs. STARTTLS is used whenever the server offers it (`smtps://`
 * for implicit TLS). A message counts as sent once the SMTP server accepted it (250 after
 * DATA); any other answer or a broken connection is a failure for the caller to retry.
 * Nodemailer is loaded at the first send: the modules that only write messages (and the
 * CLI, which loads counting's face) stay small.
 */
import type { Transporter } from "nodemailer";
import type { StaffMessage } from "./content.ts";

export interface StaffMailOptions {
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

export class StaffMail {
  readonly #options: StaffMailOptions;
  #transport: Promise<Transporter> | undefined;
  readonly #host: string;

  constructor(options: StaffMailOptions) {
    this.#options = options;
    this.#host = new URL(options.siteUrl).hostname;
  }

  #transporter(): Promise<Transporter> {
    const { smtpUrl, timeoutMs } = this.#options;
    this.#transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
    return this.#transport;
  }

  /** The site's address, for links in a message. */
  get siteUrl(): string {
    return this.#options.siteUrl;
  }

  async send(message: StaffMessage, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const { subject, text, html, replyTo, id, headers, images = [], to, cc = [] } = message;
    const transport = await this.#transporter();
    signal.throwIfAborted();
    const sending = transport.sendMail({
      from: { name: `${this.#options.companyName()} weboldal`, address: this.#options.from },
      to: [...new Set([...(to ?? this.#options.to), ...cc])],
      subject,
      text,
      html: html.toString(),
      ...(replyTo && { replyTo }),
      ...(id && { messageId: `<${id}@${this.#host}>` }),
      ...(headers && { headers }),
      attachments: images.map(({ cid, filename, png }) => ({
        cid,
        filename,
        content: png,
        contentType: "image/png",
        contentDisposition: "inline",
      })),
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
    void this.#transport?.then((transport) => transport.close());
  }
}
