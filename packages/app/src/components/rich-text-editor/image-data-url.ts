import { PHOTO_COMPRESSION, compressImage, type CompressionOptions } from '@/lib/images/compress-image';

/** Reads a blob as a `data:` URL. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A picked image as the note carries it: compressed (WebP or JPEG, quality 0.6, at most 1000 px long) and inlined as a `data:`
 * URL, so the note is one self-contained piece of HTML the server sanitises and stores.
 */
export async function imageDataUrl(file: File, options: CompressionOptions = PHOTO_COMPRESSION, compress = compressImage): Promise<string> {
  return readAsDataUrl(await compress(file, options));
}
