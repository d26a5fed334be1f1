// Bytes a test can check end to end: a file whose digest changes if any chunk
// is lost, repeated or reordered on the way to storage, and that digest.

/** `size` seeded bytes (xorshift), as a File named `name`. */
export function knownFile(size: number, name: string): File {
  const bytes = new Uint8Array(size);
  let x = 2463534242 ^ name.length;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
  }
  return new File([bytes], name, { type: 'application/octet-stream' });
}

/** The SHA-256 of a Blob or of bytes, as lowercase hex (what the fake and s3rver report). */
export async function sha256Hex(data: Blob | ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const buffer = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
