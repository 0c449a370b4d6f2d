import { access } from 'node:fs/promises';

/** A multipart body with one file in `field`, as the app uploads one, with its content-type header. */
export function multipartFile(content: Buffer, filename: string, type: string, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----stay${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Whether a stored file is there. */
export const fileExists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
