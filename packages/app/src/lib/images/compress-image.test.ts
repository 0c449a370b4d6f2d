import { describe, expect, it, vi } from 'vitest';
import { PHOTO_COMPRESSION, compressImage, fitWithin, type CompressionDeps } from './compress-image';

/** A canvas that encodes `encodable` types and, like a browser, answers PNG for any other. */
function fakeDeps(width: number, height: number, encodable: readonly string[] = ['image/webp', 'image/jpeg', 'image/png']) {
  const drawImage = vi.fn();
  const toBlob = vi.fn((callback: BlobCallback, type?: string, _quality?: number) => callback(new Blob(['bytes'], { type: type && encodable.includes(type) ? type : 'image/png' })));
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob } as unknown as HTMLCanvasElement;
  const release = vi.fn();
  const deps: CompressionDeps = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, release })),
    createCanvas: () => canvas,
  };
  return { deps, canvas, drawImage, toBlob, release };
}

describe('image compression', () => {
  it('uses quality 0.6, at most 1000 px on the longest side, WebP else JPEG', () => {
    expect(PHOTO_COMPRESSION).toEqual({ quality: 0.6, longestSide: 1000, mimeTypes: ['image/webp', 'image/jpeg'] });
  });

  it('scales a large photo to 1000 px on its longest side, keeping the aspect ratio, and encodes WebP at 0.6', async () => {
    const { deps, canvas, drawImage, toBlob, release } = fakeDeps(4000, 3000);
    const file = await compressImage(new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' }), PHOTO_COMPRESSION, deps);
    expect([canvas.width, canvas.height]).toEqual([1000, 750]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1000, 750);
    expect(toBlob).toHaveBeenCalledTimes(1);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 0.6);
    expect(file.name).toBe('beach.webp');
    expect(file.type).toBe('image/webp');
    expect(release).toHaveBeenCalled();
  });

  it('falls back to JPEG at 0.6 where the browser cannot encode WebP, never to lossless PNG', async () => {
    const { deps, canvas, toBlob } = fakeDeps(2000, 4000, ['image/jpeg', 'image/png']);
    const file = await compressImage(new File(['png'], 'scan.png', { type: 'image/png' }), PHOTO_COMPRESSION, deps);
    expect([canvas.width, canvas.height]).toEqual([500, 1000]);
    expect(toBlob.mock.calls.map(([, type, quality]) => [type, quality])).toEqual([
      ['image/webp', 0.6],
      ['image/jpeg', 0.6],
    ]);
    expect(file.name).toBe('scan.jpeg');
    expect(file.type).toBe('image/jpeg');
  });

  it('fits a tall photo by its height and never upscales a small one', async () => {
    expect(fitWithin(1500, 3000, 1000)).toEqual({ width: 500, height: 1000 });
    expect(fitWithin(640, 480, 1000)).toEqual({ width: 640, height: 480 });
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
