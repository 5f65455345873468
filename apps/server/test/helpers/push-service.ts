import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of the test's own, on loopback over http (list `127.0.0.1` in PUSH_SERVICE_HOSTS): it keeps what each
 * endpoint received, answers with the statuses a test scripts, and checks what a real push service would (the VAPID
 * JWT, RFC 8292) and what the phone would (the aes128gcm body, RFC 8291), with node:crypto only, so the server's
 * library is checked rather than trusted.
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A phone: its push subscription's key pair and auth secret, as a browser makes them. */
export type FakePhone = {
  id: string;
  endpoint: string;
  /** The body of POST /api/push/subscriptions (`PushSubscription.toJSON()`). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
};

export type ReceivedPush = {
  phoneId: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
};

export type PushService = {
  origin: string;
  /** A new phone whose endpoint is on this service. */
  phone(): FakePhone;
  /** What each phone received, in order (every try, whatever it was answered). */
  received: ReceivedPush[];
  /** The statuses the next requests to a phone get, in order; after them, 201. */
  answer(phone: FakePhone, ...statuses: number[]): void;
  /** Pushes to one phone that were answered 201. */
  delivered(phone: FakePhone): ReceivedPush[];
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const scripted = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const phoneId = (request.url ?? '').replace(/^\/push\//, '');
      const status = scripted.get(phoneId)?.shift() ?? 201;
      received.push({ phoneId, headers: request.headers, body: Buffer.concat(chunks), status });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    phone() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = b64url(randomBytes(9));
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      return {
        id,
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
      };
    },
    answer(phone, ...statuses) {
      scripted.set(phone.id, [...(scripted.get(phone.id) ?? []), ...statuses]);
    },
    delivered(phone) {
      return received.filter((r) => r.phoneId === phone.id && r.status === 201);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A P-256 public key (65-byte uncompressed point, base64url) as a node:crypto key. */
function p256PublicKey(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): `k` is `serverPublicKey`, the JWT is ES256
 * signed by it, `aud` is the endpoint's origin and `exp` is in the future and at most 24 hours away. Answers the
 * claims; throws what is wrong.
 */
export function verifyVapid(headers: IncomingHttpHeaders, endpoint: string, serverPublicKey: string): VapidClaims {
  const header = headers.authorization ?? '';
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt = '', k = ''] = match;
  if (k !== serverPublicKey) throw new Error('k is not the server public key');
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (jose.alg !== 'ES256') throw new Error(`alg ${jose.alg}`);
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: p256PublicKey(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the JWT signature does not verify with the server public key');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as VapidClaims;
  if (payload.aud !== new URL(endpoint).origin) throw new Error(`aud ${payload.aud}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(payload.exp > now && payload.exp <= now + 24 * 3600)) throw new Error(`exp ${payload.exp} not within 24 h`);
  if (!/^(mailto:|https:\/\/)/.test(payload.sub ?? '')) throw new Error(`sub ${payload.sub}`);
  return payload;
}

/**
 * Decrypts an aes128gcm push body with the phone's private key and auth secret (RFC 8291 section 3.4, RFC 8188):
 * ECDH with the sender's key from the header, HKDF to the content key and nonce, AES-128-GCM, then the padding
 * delimiter of the last (only) record.
 */
export function decryptPush(phone: FakePhone, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(phone.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), phone.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, phone.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
