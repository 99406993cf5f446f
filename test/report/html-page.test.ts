import { describe, expect, it } from 'vitest';
import { escapeHtml, renderHtmlPage, type HtmlPage } from '../../src/report/html-page.js';

const page: HtmlPage = {
  title: 'a <b> & "c"',
  fetchesOwnOrigin: false,
  style: 'body{}',
  main: '<main id="m"></main>',
  dataId: 'the-data',
  data: { text: '</script><script>alert(1)</script>' },
  script: 'trace-viewer',
};

describe('renderHtmlPage', () => {
  it('escapes the title and embeds the data so that nothing in it ends its script', () => {
    const html = renderHtmlPage(page);
    expect(html).toContain('<title>a &#60;b&#62; &#38; &#34;c&#34; - monocheck</title>');
    expect(html).toContain(
      '<script type="application/json" id="the-data">{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<body>\n<main id="m"></main>\n<script');
  });

  it('lets the page fetch from its own origin only when asked (the explorer)', () => {
    expect(renderHtmlPage(page)).not.toContain('connect-src');
    expect(renderHtmlPage({ ...page, fetchesOwnOrigin: true })).toContain("script-src 'unsafe-inline'; connect-src 'self'\">");
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
