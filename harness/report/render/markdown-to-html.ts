// A decision record the report links, as a page of the report folder (reports/decisions/): its
// Markdown, lightly rendered to HTML.
import { escapeXml } from './shared.ts';

/** A decision record as a page of the report folder: its Markdown, lightly rendered. */
export function decisionHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeXml(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const blocks: string[] = [];
  const chunks = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/);
  for (const chunk of chunks) {
    let text = chunk.replace(/^\n+|\n+$/g, '');
    for (let heading = /^(#{1,4}) (.*)(?:\n|$)/.exec(text); heading; heading = /^(#{1,4}) (.*)(?:\n|$)/.exec(text)) {
      const level = heading[1]?.length ?? 1;
      blocks.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      text = text.slice(heading[0].length);
    }
    if (text === '') continue;
    if (text.startsWith('```')) {
      blocks.push(`<pre>${escapeXml(text.replace(/^```\w*\n?|\n?```$/g, ''))}</pre>`);
    } else if (/^[-*] /.test(text)) {
      const items = text.split(/\n(?=[-*] )/).map((item) => `<li>${inline(item.replace(/^[-*] /, ''))}</li>`);
      blocks.push(`<ul>${items.join('')}</ul>`);
    } else if (text.startsWith('|')) {
      blocks.push(`<pre>${escapeXml(text)}</pre>`);
    } else {
      blocks.push(`<p>${inline(text)}</p>`);
    }
  }
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? 'Decision record';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body { font: 15px/1.55 system-ui, sans-serif; margin: 2rem auto; max-width: 46rem; padding: 0 1rem; color: #13222f; }
pre { white-space: pre-wrap; background: #f5f7f9; padding: 0.5rem; }
</style>
</head>
<body>
<p><a href="../conformance.html">← conformance report</a></p>
${blocks.join('\n')}
</body>
</html>
`;
}
