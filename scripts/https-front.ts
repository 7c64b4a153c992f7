/**
 * An HTTPS front for the benches: TLS and HTTP/2 on 127.0.0.1, forwarding every request to a
 * server on plain HTTP, as a visitor reaches the site behind the proxy that terminates TLS in
 * production (docs/operations.md). Over HTTP/1.1 a browser opens a connection for each
 * request it makes at once, and a simulated slow connection pays a handshake for each; over
 * HTTP/2 they share one. The certificate is made for the run by openssl and trusted by nothing:
 * the browser is told to ignore certificate errors.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers that describe one hop, never forwarded (and HTTP/2 forbids them). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "http2-settings",
  "host",
]);

const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(":") && !hopByHop.has(name),
    ),
  );

/** A certificate for 127.0.0.1, valid for a day. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "dp-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on `port` (HTTPS, HTTP/2 or 1.1) and forwards to `upstream` on 127.0.0.1. */
export async function startHttpsFront(
  port: number,
  upstream: number,
): Promise<{ close: () => Promise<void> }> {
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => {
    const authority = req.headers[":authority"] ?? req.headers.host ?? `127.0.0.1:${port}`;
    const forward = request(
      {
        host: "127.0.0.1",
        port: upstream,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: String(authority) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const sessions = new Set<{ destroy: () => void }>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(port, "127.0.0.1", () => listening());
  });
  return {
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        // Open HTTP/2 sessions would hold the close: end them.
        for (const session of sessions) session.destroy();
      }),
  };
}
