import { IMAGE_COMPRESSION } from '@stay/contract';

export interface CompressionOptions {
  quality: number;
  maxWidth: number;
  maxHeight: number;
  mimeType: string;
}

/** Photos (chat attachments, images in complaint notes) are compressed to quality 0.6, at most 1000 × 1000, png. */
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

/** The size that fits in max × max without upscaling, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
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

/**
 * Redraws an image on a canvas at most maxWidth × maxHeight and encodes it as `mimeType` with `quality`
 * (PNG ignores the quality, as the spec's settings do). Returns a File named after the original, with the new extension.
 */
export async function compressImage(
  file: File,
  options: CompressionOptions = PHOTO_COMPRESSION,
  deps: CompressionDeps = browserDeps,
): Promise<File> {
  const image = await deps.decode(file);
  try {
    const size = fitWithin(image.width, image.height, options.maxWidth, options.maxHeight);
    const canvas = deps.createCanvas();
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageCompressionError('Canvas 2D is not available');
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, options.mimeType, options.quality));
    if (!blob) throw new ImageCompressionError('The image could not be encoded');
    const extension = options.mimeType.split('/')[1] ?? 'png';
    const base = file.name.replace(/\.[^.]+$/, '') || 'image';
    return new File([blob], `${base}.${extension}`, { type: options.mimeType });
  } finally {
    image.release();
  }
}
