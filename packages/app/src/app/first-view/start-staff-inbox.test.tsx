import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstViewChat } from '@/domains/chat/staff/first-view-inbox';
import { chatWith } from '@/test/chat-fixtures';
import { startStaffInboxFirstView } from './start-staff-inbox';

/** The first view's list laid out as if each row were `rowHeightPx` high, below a header of 100 px. */
function layOutRowsAt(rowHeightPx: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const bottom = this.classList.contains('chat-list') ? 100 + this.children.length * rowHeightPx : 0;
    return { bottom, top: 0, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) };
  });
}

const chats = (count: number) => Array.from({ length: count }, (_, index) => chatWith({ nmbr: index + 1 }) as FirstViewChat);

/** The inbox's first view started over `shown` chats: waits until it draws `expected` rows, answers those it draws a frame later. */
async function rowsDrawnOf(shown: FirstViewChat[], expected: number): Promise<number> {
  const appRoot = document.createElement('div');
  document.body.append(appRoot);
  startStaffInboxFirstView(appRoot, () => new Promise(() => {}), { area: 'guide', isSupport: false }, Promise.resolve(shown), Promise.resolve({ unread: 0, suggestions: [] }));
  const rows = () => document.querySelectorAll('.first-view-cover .chat-list:not(.chat-list--skeleton) > li').length;
  await waitFor(() => expect(rows()).toBe(expected));
  // One frame more: no further rows come.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return rows();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the staff inbox first view draws one screen of chats', () => {
  const screenRows = Math.ceil(window.innerHeight / 170);

  it('draws the rows a screen usually holds when they fill it', async () => {
    layOutRowsAt(200);
    expect(await rowsDrawnOf(chats(30), screenRows)).toBe(screenRows);
  });

  it('adds rows enough to fill the room short rows leave at the bottom', async () => {
    layOutRowsAt(70);
    const room = window.innerHeight - (100 + screenRows * 70);
    const filled = screenRows + Math.ceil(room / 70);
    expect(await rowsDrawnOf(chats(30), filled)).toBe(filled);
    expect(100 + filled * 70).toBeGreaterThanOrEqual(window.innerHeight);
  });

  it('draws every chat when there are fewer than a screen holds', async () => {
    layOutRowsAt(70);
    expect(await rowsDrawnOf(chats(3), 3)).toBe(3);
  });
});
