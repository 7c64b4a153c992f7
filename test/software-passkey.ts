/**
 * A passkey in software, for the unit tests: an ES256 key pair that answers WebAuthn's
 * registration and authentication as an authenticator would (attestation "none"), with a
 * signature counter the test may hold back to replay an old one. The browser tests use
 * Chromium's own virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export class SoftwarePasskey {
  readonly id = createHash("sha256").update(String(Math.random())).digest().subarray(0, 16);
  readonly #keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;

  #cosePublicKey(): Uint8Array {
    const jwk = this.#keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
  }

  #authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  /** The credential as the browser hands it over (JSON), with `response`'s own fields. */
  #credential(clientData: Buffer, response: Record<string, unknown>): string {
    return JSON.stringify({
      id: b64url(this.id),
      rawId: b64url(this.id),
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientData), ...response },
    });
  }

  /** The answer to registration options (their challenge), as from `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): string {
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.#cosePublicKey()]);
    const authData = this.#authData(options.rp.id ?? "", 0x41 | 0x04, this.counter, attested);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    return this.#credential(clientData, {
      attestationObject: b64url(attestation),
      transports: ["internal"],
    });
  }

  /** The answer to authentication options, from `origin`, its counter moved on unless `replay`. */
  authenticate(
    options: { challenge: string; rpId?: string },
    origin: string,
    { counter = ++this.counter }: { counter?: number } = {},
  ): string {
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }),
    );
    const authData = this.#authData(options.rpId ?? "", 0x01 | 0x04, counter);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      this.#keys.privateKey,
    );
    return this.#credential(clientData, {
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    });
  }
}
