// The synthetic manifests of `make bench` (and of its smoke test, so that a manifest change that
// breaks them fails `make test` rather than the next benchmark).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A synthetic text in each of `locales`: the Chinese words in a Chinese language, the English ones in any other. */
function texts(locales: readonly string[], english: string, chinese: string): [string, string][] {
  return locales.map((locale) => [locale, locale.split('-')[0] === 'zh' ? chinese : english]);
}

/** `{ en-US: …, zh-CN: … }`, one entry per language. */
function flow(locales: readonly string[], english: string, chinese: string): string {
  return `{ ${texts(locales, english, chinese)
    .map(([locale, text]) => `${locale}: ${text}`)
    .join(', ')} }`;
}

/**
 * A synthetic project of `routes` routes, each with its own page and module, five menus sharing
 * a twentieth of them, and the real app.yaml, messages, clauses and decisions: what `make bench`
 * times the generator on. Returns its root folder (in the OS temp folder).
 */
export function synthesize(root: string, routes: number): string {
  const dir = mkdtempSync(join(tmpdir(), `bench-${routes}-`));
  mkdirSync(join(dir, 'spec'), { recursive: true });
  mkdirSync(join(dir, 'site/src/pages'), { recursive: true });
  for (const file of ['app.yaml', 'messages.yaml', 'clauses.yaml', 'expectations.yaml']) {
    cpSync(join(root, 'spec', file), join(dir, 'spec', file));
  }
  cpSync(join(root, 'docs/decisions'), join(dir, 'docs/decisions'), { recursive: true });
  // Every text in each language of the real app.yaml: the specification's two and any added since.
  const locales: string[] = parse(readFileSync(join(root, 'spec/app.yaml'), 'utf8')).locales.available;
  const pages = Array.from({ length: routes }, (_, i) => `page-${i}`);
  const routeLines = pages.map(
    (page, i) =>
      `  - { path: /${i === 0 ? 'home' : `p${i}`}, page: ${page}, name: r${i}${i === 0 ? ', keepAlive: true' : ''} }`,
  );
  writeFileSync(
    join(dir, 'spec/routes.yaml'),
    `# yaml-language-server: $schema=./schema/routes.schema.json\nshell:\n  path: /\n  redirect: /home\n  notFound: page-0\nroutes:\n${routeLines.join('\n')}\n`,
  );
  const pageLines = pages.map(
    (page, i) =>
      `  ${page}:\n    title: ${flow(locales, `Page ${i}`, `第 ${i} 页`)}\n    description:\n${texts(
        locales,
        `A synthetic page number ${i} for the generator benchmark.`,
        `用于生成器基准测试的第 ${i} 个合成页面。`,
      )
        .map(([locale, text]) => `      ${locale}: ${text}`)
        .join('\n')}`,
  );
  writeFileSync(
    join(dir, 'spec/pages.yaml'),
    `# yaml-language-server: $schema=./schema/pages.schema.json\npages:\n${pageLines.join('\n')}\n`,
  );
  const menus = Array.from({ length: 5 }, (_, m) => {
    const children = Array.from({ length: Math.floor(routes / 20) }, (_, c) => {
      const i = (m * Math.floor(routes / 20) + c) % routes;
      return `      - { id: m${m}-c${c}, to: /${i === 0 ? 'home' : `p${i}`}, label: ${flow(locales, `Link ${c}`, `链接 ${c}`)} }`;
    });
    const list = children.length > 0 ? `\n${children.join('\n')}` : ' []';
    return `  - id: m${m}\n    label: ${flow(locales, `Menu ${m}`, `菜单 ${m}`)}\n    to: /home\n    children:${list}`;
  });
  writeFileSync(
    join(dir, 'spec/navigation.yaml'),
    `# yaml-language-server: $schema=./schema/navigation.schema.json\nheader:\n${menus.join('\n')}\nfooter:\n  - id: f\n    label: ${flow(locales, 'Footer', '页脚')}\n    links:\n      - { id: f-home, to: /home, label: ${flow(locales, 'Home', '首页')} }\n`,
  );
  for (const page of pages) writeFileSync(join(dir, `site/src/pages/${page}.tsx`), 'export function Component() {}\n');
  return dir;
}
