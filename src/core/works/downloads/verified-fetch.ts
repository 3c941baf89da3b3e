/** Fetching one file of a download: bytes counted as they arrive, then size and sha256 checked. */

export class FileCheckError extends Error {
  constructor(
    readonly path: string,
    readonly reason: 'size' | 'sha256',
  ) {
    super(`${path}: ${reason} does not match the manifest`);
    this.name = 'FileCheckError';
  }
}

export class FileStatusError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`${path}: HTTP ${status}`);
    this.name = 'FileStatusError';
  }
}

/** Lower-case hex sha256 of some bytes (Web Crypto). */
export async function sha256Hex(subtle: SubtleCrypto, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads a response body to the end, reporting each chunk's size. */
export async function readBody(
  response: Response,
  onBytes: (count: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onBytes(whole.byteLength);
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    onBytes(value.byteLength);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface ExpectedFile {
  path: string;
  url: string;
  size: number;
  sha256: string;
}

/**
 * Downloads a file and checks it against the manifest. Resolves with the verified bytes; rejects
 * with FileStatusError (HTTP status), FileCheckError (size or hash) or the network's TypeError.
 * `onBytes` may report more than the file's size when a check fails; the caller takes them back.
 */
export async function fetchVerified(
  fetcher: typeof fetch,
  subtle: SubtleCrypto,
  file: ExpectedFile,
  onBytes: (count: number) => void,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetcher(file.url, { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new FileStatusError(file.path, response.status);
  const bytes = await readBody(response, onBytes);
  if (bytes.byteLength !== file.size) throw new FileCheckError(file.path, 'size');
  if ((await sha256Hex(subtle, bytes)) !== file.sha256.toLowerCase())
    throw new FileCheckError(file.path, 'sha256');
  return bytes;
}
