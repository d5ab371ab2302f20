import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/**
 * What a browser holds for one push subscription (RFC 8291 §2): a P-256 key pair and a 16-byte
 * authentication secret; `decrypt` reads an aes128gcm body (RFC 8188) as the browser would.
 */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const publicKey = ecdh.getPublicKey();
  const authSecret = randomBytes(16);
  return {
    p256dh: publicKey.toString("base64url"),
    auth: authSecret.toString("base64url"),
    decrypt(body: Buffer): string {
      // RFC 8188 §2.1: salt (16), record size (4), key id length (1), key id (the sender's key).
      const salt = body.subarray(0, 16);
      const idLength = body[20] ?? 0;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.3-3.4: the input keying material from the ECDH secret and the auth secret.
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([
        Buffer.from("WebPush: info\0"),
        publicKey,
        senderKey,
        Buffer.from([1]),
      ]);
      const ikm = hmac(hmac(authSecret, shared), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // RFC 8188 §2: the last record ends with 0x02, then zero padding.
      const end = plain.lastIndexOf(2);
      if (end < 0 || plain.subarray(end + 1).some((byte) => byte !== 0)) {
        throw new Error("no last-record delimiter");
      }
      return plain.subarray(0, end).toString("utf8");
    },
  };
}

/** RFC 8292 §3: checks `vapid t=<JWT>, k=<key>` was signed (ES256) by `publicKey`; its claims. */
export function verifyVapid(authorization: string, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || match[2] !== publicKey) throw new Error("not our VAPID key");
  const [header, claims, signature] = match[1].split(".") as [string, string, string];
  const raw = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad VAPID signature");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
