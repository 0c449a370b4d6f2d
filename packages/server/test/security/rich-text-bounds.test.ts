import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_MARKUP_LENGTH } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { exceedsDepth } from '../../src/security/html-depth';
import { assertRichTextSize } from '../../src/security/rich-text-bounds';

const nested = (depth: number, tag = 'blockquote') => `<${tag}>`.repeat(depth) + 'deep' + `</${tag}>`.repeat(depth);
const isTooDeep = (html: string) => exceedsDepth(html, RICH_TEXT_MAX_DEPTH);
const checkSize = (html: string) => () => assertRichTextSize(html, 'body.paragraph');

describe('rich-text depth', () => {
  it('allows elements nested up to the limit and refuses one more', () => {
    expect(isTooDeep(nested(RICH_TEXT_MAX_DEPTH))).toBe(false);
    expect(isTooDeep(nested(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(isTooDeep(nested(RICH_TEXT_MAX_DEPTH + 1, 'ul'))).toBe(true);
  });

  it('counts depth as the parser does: siblings and implied closes do not nest, stray closing tags do not unnest', () => {
    expect(isTooDeep(nested(RICH_TEXT_MAX_DEPTH).repeat(50))).toBe(false);
    expect(isTooDeep('<ul>' + '<li>item'.repeat(500) + '</ul>')).toBe(false);
    expect(isTooDeep('<p>line'.repeat(500))).toBe(false);
    expect(isTooDeep('<p>photo<img src="x"><br>'.repeat(500))).toBe(false);
    expect(isTooDeep('<blockquote></p></li>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(isTooDeep('<div>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
  });

  it('stops at the first element too deep: the hostile note (200,000 nested quotes, 5 MB) takes no time', () => {
    expect(isTooDeep(nested(200_000))).toBe(true);
  });
});

describe('rich-text size', () => {
  it('allows markup up to the limit and refuses one character more', () => {
    const paragraph = (length: number) => `<p>${'a'.repeat(length - 7)}</p>`;
    expect(checkSize(paragraph(RICH_TEXT_MAX_MARKUP_LENGTH))).not.toThrow();
    expect(checkSize(paragraph(RICH_TEXT_MAX_MARKUP_LENGTH + 1))).toThrow(
      expect.objectContaining({ code: 'RICH_TEXT_TOO_LARGE', message: expect.stringContaining('body.paragraph') }),
    );
    expect(checkSize(nested(200_000))).toThrow(expect.objectContaining({ code: 'RICH_TEXT_TOO_LARGE' }));
  });

  it('does not count the base64 data of inline images as markup', () => {
    const image = `<img src="data:image/png;base64,${'A'.repeat(RICH_TEXT_MAX_MARKUP_LENGTH * 5)}==">`;
    expect(checkSize(`<p>Photo</p>${image}${image}`)).not.toThrow();
  });
});
