/**
 * A board page of monocheck as one self-contained HTML file: its style and
 * script inline, its data embedded as JSON, nothing fetched (the explorer's
 * page may fetch its own API). The HTML trace viewer and the explorer are two.
 */
import { browserScript, type BrowserScriptName } from './browser-script.js';

export interface HtmlPage {
  /** The window's title, before ` - monocheck`; escaped here. */
  readonly title: string;
  /** Whether the page's script may fetch from where the page came from (the explorer's API). */
  readonly fetchesOwnOrigin: boolean;
  readonly style: string;
  /** The page's `<main>` element. */
  readonly main: string;
  /** The id of the JSON script the page's script reads, and what it holds. */
  readonly dataId: string;
  readonly data: unknown;
  readonly script: BrowserScriptName;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The whole page. The data is embedded as JSON with every `<` escaped, so no file content can end the script. */
export function renderHtmlPage(page: HtmlPage): string {
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c');
  const connect = page.fetchesOwnOrigin ? "; connect-src 'self'" : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'${connect}">
<title>${escapeHtml(page.title)} - monocheck</title>
<style>${page.style}</style>
</head>
<body>
${page.main}
<script type="application/json" id="${page.dataId}">${data}</script>
<script>${browserScript(page.script)}</script>
</body>
</html>
`;
}
