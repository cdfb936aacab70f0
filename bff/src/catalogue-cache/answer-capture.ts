import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

// A catalogue page is a few kilobytes: a larger answer is not worth keeping.
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * Keeps the bytes the answer writes (compressed: this wraps the response before the compression
 * middleware does), then hands them over with its headers; only for an answer that is `wanted`
 * (known before its first byte is written), at most MAX_ANSWER_BYTES.
 */
export function captureAnswer(
  res: ServerResponse,
  wanted: () => boolean,
  keep: (headers: OutgoingHttpHeaders, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ANSWER_BYTES || !wanted()) return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    size += bytes.length;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    if (size <= MAX_ANSWER_BYTES && wanted()) keep(res.getHeaders(), Buffer.concat(chunks));
    return end(...args);
  }) as ServerResponse['end'];
}
