import { describe, expect, it, vi } from 'vitest';
import { PHOTO_COMPRESSION, compressImage, fitWithin, type CompressionDeps } from './compress-image';

function fakeDeps(width: number, height: number) {
  const drawImage = vi.fn();
  const toBlob = vi.fn((callback: BlobCallback, type?: string) => callback(new Blob(['png-bytes'], { type })));
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob } as unknown as HTMLCanvasElement;
  const release = vi.fn();
  const deps: CompressionDeps = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, release })),
    createCanvas: () => canvas,
  };
  return { deps, canvas, drawImage, toBlob, release };
}

describe('image compression', () => {
  it('uses quality 0.6, at most 1000 × 1000, png', () => {
    expect(PHOTO_COMPRESSION).toEqual({ quality: 0.6, maxWidth: 1000, maxHeight: 1000, mimeType: 'image/png' });
  });

  it('scales a large photo into 1000 × 1000, keeping the aspect ratio, and encodes png at 0.6', async () => {
    const { deps, canvas, drawImage, toBlob, release } = fakeDeps(4000, 3000);
    const file = await compressImage(new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' }), PHOTO_COMPRESSION, deps);
    expect([canvas.width, canvas.height]).toEqual([1000, 750]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1000, 750);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', 0.6);
    expect(file.name).toBe('beach.png');
    expect(file.type).toBe('image/png');
    expect(release).toHaveBeenCalled();
  });

  it('fits a tall photo by its height and never upscales a small one', async () => {
    expect(fitWithin(1500, 3000, 1000, 1000)).toEqual({ width: 500, height: 1000 });
    expect(fitWithin(640, 480, 1000, 1000)).toEqual({ width: 640, height: 480 });
    const { deps, canvas } = fakeDeps(640, 480);
    await compressImage(new File(['x'], 'small.webp', { type: 'image/webp' }), PHOTO_COMPRESSION, deps);
    expect([canvas.width, canvas.height]).toEqual([640, 480]);
  });

  it('fails clearly when the browser cannot encode', async () => {
    const { deps, canvas, release } = fakeDeps(100, 100);
    (canvas as unknown as { toBlob: (callback: BlobCallback) => void }).toBlob = (callback) => callback(null);
    await expect(compressImage(new File(['x'], 'a.png'), PHOTO_COMPRESSION, deps)).rejects.toThrow('could not be encoded');
    expect(release).toHaveBeenCalled();
  });
});
