import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is on screen`);
  return box;
}

/** Fails when any part of `upper` lies lower than the top of `lower` (a toast over the tab bar). */
export async function assertWhollyAbove(upper: Locator, lower: Locator, what: string): Promise<void> {
  const [top, bottom] = await Promise.all([boxOf(upper, what), boxOf(lower, `what ${what} must stay above`)]);
  assert.ok(top.y + top.height <= bottom.y + 0.5, `${what} ends at ${top.y + top.height}px, below the top of what it must stay above (${bottom.y}px)`);
}

/** The share of `covered`'s area that `cover` lies over (0 when apart, 1 when hidden entirely). */
export async function coveredShare(cover: Locator, covered: Locator): Promise<number> {
  const [a, b] = await Promise.all([boxOf(cover, 'the covering element'), boxOf(covered, 'the covered element')]);
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (width * height) / (b.width * b.height);
}
