import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

/**
 * The most pixels an uploaded image may declare (all frames of an animation together): 40 megapixels, a phone
 * camera's photo with room to spare. Decoding takes about 4 bytes a pixel (160 MB at the limit), so a few kilobytes
 * declaring 50,000 × 50,000 pixels (10 GB decoded) are refused from the header, before anything is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export const isReencodedImage = (mimetype: string): mimetype is ImageMimeType =>
  mimetype === 'image/png' || mimetype === 'image/jpeg' || mimetype === 'image/gif' || mimetype === 'image/webp';

/**
 * Checks the image's declared size, then decodes it and writes it again in its own format to `target`: only pixels
 * survive, never the uploader's metadata (location, camera) or extra chunks. JPEG and WebP are turned upright first,
 * since the orientation tag goes with the metadata. Answers the new file's size. A file that is not a readable image
 * answers 415 INVALID_IMAGE, one too large 413 IMAGE_TOO_LARGE.
 */
export async function reencodeImage(source: string, target: string, mimetype: ImageMimeType, field: string): Promise<number> {
  const isAnimatable = mimetype === 'image/gif' || mimetype === 'image/webp';
  let declared: Metadata;
  try {
    declared = await sharp(source, { animated: isAnimatable, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('INVALID_IMAGE', `${field}: not a readable image`);
  }
  const width = declared.width ?? 0;
  const frames = declared.pages ?? 1;
  const pixels = width * Math.max(declared.height ?? 0, (declared.pageHeight ?? 0) * frames);
  if (pixels > IMAGE_MAX_PIXELS) {
    throw new AppError('IMAGE_TOO_LARGE', `${field}: ${width} × ${declared.height ?? 0} pixels, at most ${IMAGE_MAX_PIXELS} pixels`);
  }
  let image = sharp(source, { animated: isAnimatable, limitInputPixels: IMAGE_MAX_PIXELS });
  if (frames === 1) image = image.rotate();
  if (mimetype === 'image/png') image = image.png();
  else if (mimetype === 'image/jpeg') image = image.jpeg({ quality: 85 });
  else if (mimetype === 'image/gif') image = image.gif();
  else image = image.webp({ quality: 85 });
  try {
    const written = await image.toFile(target);
    return written.size;
  } catch {
    throw new AppError('INVALID_IMAGE', `${field}: not a readable image`);
  }
}
