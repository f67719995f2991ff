/**
 * Just enough CBOR (RFC 8949) to read a WebAuthn attestation object and the COSE key inside
 * its authenticator data: integers, byte and text strings, arrays, maps and the simple values.
 * No indefinite lengths, tags or floats (an authenticator's answer has none; they throw).
 */
export type Cbor = number | Buffer | string | Cbor[] | Map<Cbor, Cbor> | boolean | null | undefined;

/** Decodes the item at `offset`: its value and the offset just after it. */
export function decodeCbor(buf: Buffer, offset = 0): { value: Cbor; end: number } {
  if (offset >= buf.length) throw new Error('cbor: truncated');
  const head = buf[offset];
  const major = head >> 5;
  const info = head & 0x1f;
  let pos = offset + 1;
  // The argument follows the head in 0, 1, 2, 4 or 8 bytes.
  const size = info < 24 ? 0 : info <= 27 ? 2 ** (info - 24) : -1;
  if (size < 0) throw new Error('cbor: unsupported length');
  if (pos + size > buf.length) throw new Error('cbor: truncated');
  const arg = size === 0 ? info : size === 8 ? Number(buf.readBigUInt64BE(pos)) : buf.readUIntBE(pos, size);
  pos += size;
  switch (major) {
    case 0:
      return { value: arg, end: pos };
    case 1:
      return { value: -1 - arg, end: pos };
    case 2:
    case 3: {
      if (pos + arg > buf.length) throw new Error('cbor: truncated');
      const bytes = buf.subarray(pos, pos + arg);
      return { value: major === 2 ? Buffer.from(bytes) : bytes.toString('utf8'), end: pos + arg };
    }
    case 4: {
      const items: Cbor[] = [];
      for (let i = 0; i < arg; i++) {
        const item = decodeCbor(buf, pos);
        items.push(item.value);
        pos = item.end;
      }
      return { value: items, end: pos };
    }
    case 5: {
      const map = new Map<Cbor, Cbor>();
      for (let i = 0; i < arg; i++) {
        const k = decodeCbor(buf, pos);
        const v = decodeCbor(buf, k.end);
        map.set(k.value, v.value);
        pos = v.end;
      }
      return { value: map, end: pos };
    }
    case 7:
      if (info === 20 || info === 21) return { value: info === 21, end: pos };
      if (info === 22) return { value: null, end: pos };
      if (info === 23) return { value: undefined, end: pos };
      throw new Error('cbor: unsupported simple value');
    default:
      throw new Error('cbor: tags are not supported');
  }
}
