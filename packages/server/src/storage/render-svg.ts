import sharp from 'sharp';

/** A drawing of our own (never an upload: uploads are PNG, JPEG or WebP only) rendered to PNG, for seeding. */
export async function renderSvgAsPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
