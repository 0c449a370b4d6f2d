import { IMAGE_COMPRESSION } from '@stay/contract';

export interface CompressionOptions {
  quality: number;
  /** The most pixels the longer side keeps; a smaller image is never enlarged. */
  longestSide: number;
  /** Tried in order: the first type the browser can encode is used. */
  mimeTypes: readonly string[];
}

/** Photos (chat attachments, images in notes, screenshots) are compressed to WebP (else JPEG) at 0.6, at most 1000 px long. */
export const PHOTO_COMPRESSION: CompressionOptions = { ...IMAGE_COMPRESSION };

interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  release(): void;
}

export interface CompressionDeps {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(): HTMLCanvasElement;
}

/** The size whose longer side is at most `longestSide`, without upscaling, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, longestSide: number): { width: number; height: number } {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return { width: image.naturalWidth, height: image.naturalHeight, source: image, release: () => URL.revokeObjectURL(url) };
}

const browserDeps: CompressionDeps = {
  decode: decodeWithImageElement,
  createCanvas: () => document.createElement('canvas'),
};

export class ImageCompressionError extends Error {
  override name = 'ImageCompressionError';
}

/** The canvas encoded as the first of `mimeTypes` the browser can encode; one that cannot answers PNG instead. */
async function encode(canvas: HTMLCanvasElement, mimeTypes: readonly string[], quality: number): Promise<Blob> {
  let blob: Blob | null = null;
  for (const mimeType of mimeTypes) {
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mimeType, quality));
    if (blob?.type === mimeType) return blob;
  }
  if (!blob) throw new ImageCompressionError('The image could not be encoded');
  return blob;
}

/**
 * Redraws an image on a canvas at most `longestSide` long and encodes it with `quality` as the first of `mimeTypes`
 * the browser supports. Returns a File named after the original, with the new type's extension.
 */
export async function compressImage(
  file: File,
  options: CompressionOptions = PHOTO_COMPRESSION,
  deps: CompressionDeps = browserDeps,
): Promise<File> {
  const image = await deps.decode(file);
  try {
    const size = fitWithin(image.width, image.height, options.longestSide);
    const canvas = deps.createCanvas();
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageCompressionError('Canvas 2D is not available');
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await encode(canvas, options.mimeTypes, options.quality);
    const extension = blob.type.split('/')[1] ?? 'png';
    const base = file.name.replace(/\.[^.]+$/, '') || 'image';
    return new File([blob], `${base}.${extension}`, { type: blob.type });
  } finally {
    image.release();
  }
}
