/**
 * The server's VAPID key pair (RFC 8292), made when a devserver's settings are first read (at seed time):
 * `meta.swPublickey` is the public key as Misskey gives it — the uncompressed P-256 point, base64url —
 * which a browser's `pushManager.subscribe` takes as `applicationServerKey`. The devserver sends no real
 * web push (the e2e delivers pushes through the DevTools protocol), so the private key is only kept.
 */
import { generateKeyPairSync } from 'node:crypto';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  if (!pub.x || !pub.y || !priv.d) throw new Error('VAPID key generation gave no coordinates');
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, 'base64url'), Buffer.from(pub.y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d };
}
