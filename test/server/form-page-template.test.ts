import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_MESSAGE_MAX_LENGTH,
  CONTACT_FORM_RULES,
  FORMS_TEXT_INPUT_MAX_LENGTH,
} from '@play-smart/engine';
import { urlEncodedBodyLimit, URLENCODED_BYTES_PER_UNIT } from '../../site/server/http/form-body-limit';
import { pageTemplate, templateBody } from '../../site/server/http/page-template';
import { refusalPageHtml } from '../../site/server/http/refusal-pages';
import { slashRedirect } from '../../site/server/site-pages';

describe('a form page made from its template', () => {
  const page = (body: string) =>
    `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>\n`;

  it.each([
    ['a small page and a small insert', page('<p>hello</p>'), '<input name="a">'],
    ['a page of random text', page(randomBytes(40_000).toString('base64')), '<input name="ü€𝄞">'],
    // Longer than one stored block of either format (64 KiB), so the blocks are split.
    ['an insert over 64 KiB', page('<p>x</p>'.repeat(2000)), 'é'.repeat(50_000)],
  ])(
    'decodes to the very page with the insert, in brotli, gzip and none: %s',
    async (_name, html, insert) => {
      const template = await pageTemplate(html);
      const at = html.lastIndexOf('</body>');
      const whole = html.slice(0, at) + insert + html.slice(at);
      expect(brotliDecompressSync(templateBody(template, insert, 'br')).toString()).toBe(whole);
      expect(gunzipSync(templateBody(template, insert, 'gzip')).toString()).toBe(whole);
      expect(templateBody(template, insert, null).toString()).toBe(whole);
    },
  );

  it('compresses the page once: a request adds only its own bytes and a few of framing', async () => {
    const html = page('<p>Play Smart</p>'.repeat(3000));
    const template = await pageTemplate(html);
    const insert = '<input type="hidden" name="form_token" value="1.abc">';
    expect(templateBody(template, insert, 'br').length).toBeLessThan(
      template.head.br.length + insert.length + '</body></html>\n'.length + 8,
    );
    expect(template.head.br.length).toBeLessThan(html.length / 20);
  });

  it('refuses a page without </body>', async () => {
    await expect(pageTemplate('<html>')).rejects.toThrow(/<\/body>/);
  });
});

describe('the body limit of a form without JavaScript', () => {
  it('fits every field at its longest in 3-byte characters, with the carried fields', () => {
    const limit = urlEncodedBodyLimit(CONTACT_FORM_RULES, { form_token: 56 });
    const longest = new URLSearchParams({
      topic: '中'.repeat(FORMS_TEXT_INPUT_MAX_LENGTH),
      name: '中'.repeat(FORMS_TEXT_INPUT_MAX_LENGTH),
      email: '中'.repeat(FORMS_TEXT_INPUT_MAX_LENGTH),
      message: '中'.repeat(CONTACT_FORM_MESSAGE_MAX_LENGTH),
      form_token: 'x'.repeat(56),
    }).toString();
    expect(longest.length).toBeLessThanOrEqual(limit);
    // No slack beyond the '%XX' bytes a unit can take: one more unit of the message would not fit.
    expect(limit - longest.length).toBeLessThan(URLENCODED_BYTES_PER_UNIT * 56);
  });

  it('counts a line break as the CR LF a browser sends, and a 4-byte character as its two units', () => {
    expect(new URLSearchParams({ m: '\r\n' }).toString().length - 2).toBeLessThanOrEqual(
      URLENCODED_BYTES_PER_UNIT * 1,
    );
    expect(new URLSearchParams({ m: '𝄞' }).toString().length - 2).toBeLessThanOrEqual(
      URLENCODED_BYTES_PER_UNIT * '𝄞'.length,
    );
  });
});

describe('the refusal pages', () => {
  it.each([
    [1, 'Wait a minute,', 'Espere un minuto y'],
    [60, 'Wait a minute,', 'Espere un minuto y'],
    [61, 'Wait 2 minutes,', 'Espere 2 minutos y'],
    [600, 'Wait 10 minutes,', 'Espere 10 minutos y'],
    [3600, 'Wait an hour,', 'Espere una hora y'],
    [5400, 'Wait 2 hours,', 'Espere 2 horas y'],
    // A daily limit: hours, never '1440 minutes'; a wait past a day is said as a day.
    [86_399, 'Wait 24 hours,', 'Espere 24 horas y'],
    [10 ** 9, 'Wait 24 hours,', 'Espere 24 horas y'],
  ])('ask for the wait Retry-After gives, rounded up, in words (%i s)', (seconds, english, spanish) => {
    expect(refusalPageHtml('/contact', 'tooManyRequests', seconds)).toContain(english);
    expect(refusalPageHtml('/es/contact', 'tooManyRequests', seconds)).toContain(spanish);
  });

  it("are in the form page's language", () => {
    expect(refusalPageHtml('/es/contact', 'noToken')).toMatch(/^<!doctype html><html lang="es-US">/);
  });
});

describe('the redirect of an address with a trailing slash', () => {
  it.each([
    ['/contact/', '/contact'],
    ['/es/contact/?x=1&y=//evil.example', '/es/contact?x=1&y=//evil.example'],
    ['/games/register///', '/games/register'],
  ])('sends %s to %s', (url, location) => {
    expect(slashRedirect(url)).toBe(location);
  });

  it.each(['/', '/es/', '/contact', '//evil.example/', '//contact/', '/\\evil.example/', '/nope/'])(
    'leaves %s alone',
    (url) => {
      expect(slashRedirect(url)).toBeNull();
    },
  );
});
