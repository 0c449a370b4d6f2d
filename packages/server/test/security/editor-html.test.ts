import { describe, expect, it } from 'vitest';
import { textOfHtml } from '../../src/security/editor-html';
import { richTextSanitizer } from '../../src/security/rich-text-sanitizer';

// Through the worker pool, as the server sanitises.
const sanitizeInWorker = richTextSanitizer({
  linkSchemes: ['https', 'mailto'],
  linkRel: 'noopener noreferrer',
  imageSources: [/^data:image\/png;base64,/],
});
const sanitize = (html: string) => sanitizeInWorker(html, 'body.paragraph');

describe('editor HTML', () => {
  it("keeps the editor's formatting and drops scripts, handlers and styles", async () => {
    expect(await sanitize('<h2>Rules</h2><p style="color:red" onclick="steal()"><b>Quiet</b> after <i>22:00</i></p><script>steal()</script>')).toBe(
      '<h2>Rules</h2><p><strong>Quiet</strong> after <em>22:00</em></p>',
    );
  });

  it('turns a pasted h1 into the largest heading the editor offers', async () => {
    expect(await sanitize('<h1>Welcome</h1>')).toBe('<h2>Welcome</h2>');
  });

  it('opens every link apart from the app with the policy’s rel, and keeps only the allowed schemes', async () => {
    expect(await sanitize('<a href="https://park.example" rel="opener">Park</a>')).toBe(
      '<a href="https://park.example" rel="noopener noreferrer" target="_blank">Park</a>',
    );
    expect(await sanitize('<a href="mailto:desk@park.example">Desk</a>')).toContain('href="mailto:desk@park.example"');
    expect(await sanitize('<a href="javascript:steal()">Click</a>')).toBe('<a rel="noopener noreferrer" target="_blank">Click</a>');
  });

  it('keeps only the images the policy allows', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(await sanitize(`<p><img src="${png}" alt="map"></p>`)).toBe(`<p><img src="${png}" alt="map" /></p>`);
    expect(await sanitize('<p><img src="https://tracker.example/pixel.gif"><img src="data:image/svg+xml;base64,PHN2Zz4="></p>')).toBe('<p></p>');
  });

  it('refuses rich text beyond the bounds before any sanitising', async () => {
    await expect(sanitize('<blockquote>'.repeat(21))).rejects.toMatchObject({ code: 'RICH_TEXT_TOO_DEEP' });
  });

  it('gives the text of HTML without any tag', () => {
    expect(textOfHtml('<p>Hot <strong>tub</strong></p><script>x()</script>')).toBe('Hot tub');
  });
});
