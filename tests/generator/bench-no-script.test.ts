// `make bench` compares each prerendered page's mobile LCP with the same page's with no script at
// all (decision 042): that page is the built one with every executable script taken out.
import { expect, test } from 'vitest';
import { withoutScripts } from '../../scripts/bench-lighthouse.ts';

test('the page with no script keeps everything but its scripts: JSON-LD is data and stays', () => {
  const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
  const page = [
    '<!doctype html><html><head><title>City</title>',
    `    ${jsonLd}`,
    `    <script data-entry="/assets/index-Abc.js" data-landing='{"home":"/home"}'>(function(){var a=1<2;})();</script>`,
    '    <script type="module" crossorigin src="/assets/index-Abc.js"></script>',
    '    <script defer src="/assets/boot-Abc.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-Abc.css">',
    '  </head><body><div id="root"><h1>City</h1></div></body></html>',
  ].join('\n');
  expect(withoutScripts(page)).toBe(
    [
      '<!doctype html><html><head><title>City</title>',
      `    ${jsonLd}`,
      '    <link rel="stylesheet" crossorigin href="/assets/index-Abc.css">',
      '  </head><body><div id="root"><h1>City</h1></div></body></html>',
    ].join('\n'),
  );
});
