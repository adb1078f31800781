// The change report of a `CHANGED=` run, for the reviewer of the change: what changed in words
// (each text of each page in each language, before and after; settings, routes, menu entries),
// flags (a text changed in one language and not in the others, a figure the specification
// states, a draft text), the pages affected (route × language, and whether the change meant to
// touch them), and the checks that ran with their result in each engine. reports/change.md and
// reports/change.html (one file, no script, opens offline). Its visual part (what changed on
// screen, and which of those pages the change did not mean to touch) is made by `make visual-diff
// CHANGED=…`, which rewrites it in place; until then it says how to make it
// (scripts/visual-diff/change-part.ts, decisions 041 and 049).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeId, markedVisualPart } from '../../scripts/visual-diff/change-part.ts';
import { CONSTANTS } from '../../tests/oracle/constants.ts';
import { FIGURE_RULES, KEY_FIGURE_CLAIMS } from '../../tests/oracle/figures.ts';
import type { TestRecord } from '../report/model.ts';
import { type PlaywrightJson, playwrightRecords } from '../report/readers/playwright.ts';
import { type VitestJson, vitestRecords } from '../report/readers/vitest.ts';
import type { Fact } from './manifest-diff.ts';
import { factPlace, inputsLine, type Plan } from './plan.ts';

export interface Flag {
  readonly kind: 'one-language' | 'figure' | 'specification-figure' | 'draft';
  readonly text: string;
}

const numbers = (text: string | undefined) => [...(text ?? '').matchAll(/\d+(?:[.,]\d+)*\+?/g)].map((m) => m[0]);

/** The figures the specification states, as the oracle writes them (tests/oracle/). */
function specificationFigures(): { what: string; test: (text: string) => string | undefined }[] {
  const rules = Object.values(FIGURE_RULES).map((rule) => ({
    what: rule.what,
    test: (text: string) => {
      for (const pattern of Object.values(rule.patterns).flat()) {
        const found = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
        if (found) return found[1];
      }
      return undefined;
    },
  }));
  const claims = Object.values(KEY_FIGURE_CLAIMS).map((claim) => ({
    what: claim.what,
    test: (text: string) => (text.trim() === claim.value ? claim.value : undefined),
  }));
  return [...rules, ...claims];
}

/** What a reviewer should look at twice in a fact. */
export function flagsOf(fact: Fact): Flag[] {
  const flags: Flag[] = [];
  if (fact.change === 'changed' && fact.locale && fact.unchangedLocales?.length)
    flags.push({
      kind: 'one-language',
      text: `changed in ${fact.locale} only: ${fact.unchangedLocales.join(', ')} still says what it said`,
    });
  if (fact.subject.kind === 'constant') {
    const constant = Object.values(CONSTANTS).find((item) => [String(item.value)].includes(String(fact.before ?? '')));
    flags.push({
      kind: 'specification-figure',
      text: `a constant the specification states${constant ? ` (${constant.clause} ${constant.name})` : ''}`,
    });
  } else if (numbers(fact.before).join() !== numbers(fact.after).join()) {
    const stated = specificationFigures().find((figure) => fact.before && figure.test(fact.before) !== undefined);
    flags.push(
      stated
        ? { kind: 'specification-figure', text: `a figure the specification states: ${stated.what}` }
        : {
            kind: 'figure',
            text: `a figure changed: ${numbers(fact.before).join(' ') || '—'} → ${numbers(fact.after).join(' ') || '—'}`,
          },
    );
  }
  if (fact.draft) flags.push({ kind: 'draft', text: 'a draft text (make release refuses it)' });
  return flags;
}

interface EngineResult {
  readonly outcome: TestRecord['outcome'] | 'not selected' | 'no result';
  readonly message?: string;
}

interface ReadResults {
  readonly browser: Map<string, Map<string, EngineResult>>;
  readonly vitest: TestRecord[];
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function readResults(root: string): ReadResults {
  const paths = { root, reports: join(root, 'reports') };
  const browser = new Map<string, Map<string, EngineResult>>();
  const note = (record: TestRecord) => {
    const key = `${record.file} › ${record.name}`;
    const engines = browser.get(key) ?? new Map<string, EngineResult>();
    engines.set(record.engine ?? 'chromium', { outcome: record.outcome, message: record.message });
    browser.set(key, engines);
  };
  for (const engine of ['chromium', 'firefox']) {
    const json = readJson<PlaywrightJson>(join(root, 'reports', `browser-${engine}.json`));
    if (json) for (const record of playwrightRecords(json, paths)) note(record);
  }
  const webkit = readJson<VitestJson>(join(root, 'reports/webkit.json'));
  if (webkit) for (const record of vitestRecords(webkit, paths, 'webkit')) note({ ...record, name: record.name });
  const unit = readJson<VitestJson>(join(root, 'reports/vitest.json'));
  return { browser, vitest: unit ? vitestRecords(unit, paths) : [] };
}

const MARK: Readonly<Record<EngineResult['outcome'], string>> = {
  passed: '✓',
  failed: '✗',
  skipped: 'skipped',
  'marked-fail': 'known gap',
  'not-in-engine': 'not in engine',
  'not selected': '—',
  'no result': 'no result',
};

interface Row {
  readonly test: string;
  readonly why: string;
  readonly engines: Map<string, EngineResult>;
}

/** One row per selected browser test (its engines side by side), with why it was selected. */
function browserRows(plan: Plan, results: ReadResults): Row[] {
  const rows = new Map<string, Row>();
  for (const { item, why } of plan.selection.browser) {
    const key = `${item.file} › ${item.title.replace(/ › /g, ' › ')}`;
    const row = rows.get(key) ?? { test: key, why, engines: new Map() };
    const found =
      results.browser.get(`${item.file} › ${item.title}`) ??
      results.browser.get(`${item.file} › ${item.id}`) ??
      new Map<string, EngineResult>();
    row.engines.set(item.engine, found.get(item.engine) ?? { outcome: 'no result' });
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => (a.test < b.test ? -1 : 1));
}

interface Model {
  readonly plan: Plan;
  readonly factsBySubject: Map<string, Fact[]>;
  readonly pages: { input: string; why: readonly string[]; expected: boolean }[];
  readonly rows: Row[];
  readonly engines: string[];
  readonly vitest: { file: string; why: string; passed: number; failed: number }[];
  /** The visual part, between its marks, in each format (scripts/visual-diff/change-part.ts). */
  readonly visual: { markdown: string; html: string };
}

function model(root: string, plan: Plan): Model {
  const factsBySubject = new Map<string, Fact[]>();
  for (const fact of plan.impact.facts) {
    const subject =
      fact.subject.kind === 'page'
        ? `page ${fact.subject.page}`
        : fact.subject.kind === 'message'
          ? 'messages'
          : fact.subject.kind === 'menu'
            ? 'menus'
            : fact.subject.kind === 'route'
              ? 'routes'
              : fact.subject.kind === 'clause' || fact.subject.kind === 'expectation'
                ? 'clause catalogue'
                : 'settings and constants';
    factsBySubject.set(subject, [...(factsBySubject.get(subject) ?? []), fact]);
  }
  const expected = plan.impact.expected;
  const isExpected = (input: string) =>
    [...expected].some((item) => {
      const [a, b] = [/^page:(.*)@(.*)$/.exec(item), /^page:(.*)@(.*)$/.exec(input)];
      if (!a || !b) return item === input;
      return (a[1] === '*' || a[1] === b[1]) && (a[2] === '*' || a[2] === b[2]);
    });
  const pages = [...plan.impact.inputs].map(([input, why]) => ({
    input,
    why,
    expected: !input.startsWith('page:') || isExpected(input),
  }));
  const results = readResults(root);
  const rows = browserRows(plan, results);
  const engines = [...new Set(plan.selection.browser.map(({ item }) => item.engine))];
  const vitest = plan.selection.vitest.map(({ item, why }) => {
    const own = results.vitest.filter((record) => record.file === item);
    return {
      file: item,
      why,
      passed: own.filter((record) => record.outcome === 'passed').length,
      failed: own.filter((record) => record.outcome !== 'passed').length,
    };
  });
  // The visual part of this change, to the state of its files: a visual diff of another ref or of
  // the working tree as it was at another time is not shown.
  const { change } = plan.impact;
  const visual = markedVisualPart(
    join(root, 'reports'),
    { ref: change.ref, commit: change.commit, id: changeId(root, change) },
    pages.filter((page) => page.input.startsWith('page:')).length,
  );
  return { plan, factsBySubject, pages, rows, engines, vitest, visual };
}

const quote = (text: string | undefined) => (text === undefined ? '—' : text);

function markdown(m: Model): string {
  const { plan } = m;
  const lines: string[] = [
    `# What CHANGED=${plan.impact.change.ref} changes`,
    '',
    `Compared with ${plan.impact.change.commit.slice(0, 12)}, the working tree included. ${plan.impact.change.files.length} file(s) changed.`,
    '',
    '## What changed, in words',
    '',
  ];
  if (m.factsBySubject.size === 0) lines.push('No text, setting, route or menu entry of the manifest changed.', '');
  for (const [subject, facts] of m.factsBySubject) {
    lines.push(`### ${subject}`, '', '| where | language | before | after | look twice |', '|---|---|---|---|---|');
    for (const fact of facts)
      lines.push(
        `| ${cell(`${fact.file}:${fact.line}:${fact.column} ${factPlace(fact)}`)} | ${fact.locale ?? 'all'} | ${cell(quote(fact.before))} | ${cell(quote(fact.after))} | ${cell(
          flagsOf(fact)
            .map((flag) => `⚑ ${flag.text}`)
            .join('; '),
        )} |`,
      );
    lines.push('');
  }
  const others = plan.impact.sources.filter((source) => !['manifest', 'generated'].includes(source.kind));
  if (others.length > 0) {
    lines.push('### Other files', '');
    for (const source of others) lines.push(`- \`${source.path}\`: ${source.why}`);
    lines.push('');
  }
  lines.push('## Pages and inputs affected', '');
  if (plan.selection.everything) lines.push(`Everything runs: ${plan.selection.everything}.`, '');
  lines.push(inputsLine(plan.impact.inputs.keys()), '');
  if (m.pages.length > 0) {
    lines.push('| input | why | meant by the change |', '|---|---|---|');
    for (const page of m.pages)
      lines.push(`| ${page.input} | ${cell(page.why.join('; '))} | ${page.expected ? 'yes' : '**unexpected**'} |`);
    lines.push('');
  }
  lines.push(m.visual.markdown, '');
  lines.push('## Checks run', '');
  for (const line of plan.lines.filter((line) => line.startsWith('selected:') || line.startsWith('  tsc')))
    lines.push(`- ${line.trim()}`);
  lines.push('');
  if (m.rows.length > 0) {
    lines.push(
      `| browser test | ${m.engines.join(' | ')} | why it ran |`,
      `|---|${m.engines.map(() => '---').join('|')}|---|`,
    );
    for (const row of m.rows)
      lines.push(
        `| ${cell(row.test)} | ${m.engines.map((engine) => MARK[row.engines.get(engine)?.outcome ?? 'not selected']).join(' | ')} | ${cell(row.why)} |`,
      );
    lines.push('');
  }
  if (m.vitest.length > 0) {
    lines.push('| vitest file | passed | failed | why it ran |', '|---|---|---|---|');
    for (const file of m.vitest) lines.push(`| ${file.file} | ${file.passed} | ${file.failed} | ${cell(file.why)} |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #13222f; max-width: 90rem; }
table { border-collapse: collapse; margin: .5rem 0 1.5rem; width: 100%; }
th, td { border: 1px solid #c9d3dc; padding: .3rem .5rem; text-align: left; vertical-align: top; }
th { background: #eef2f5; } td.before { background: #fdecec; } td.after { background: #e8f6ec; }
.flag { display: inline-block; background: #fff4d6; border: 1px solid #e6c35c; border-radius: 3px; padding: 0 .3rem; margin: .1rem 0; }
.unexpected { color: #a0181c; font-weight: 600; } .pass { color: #1b7a3a; } .fail { color: #a0181c; font-weight: 600; }
code { background: #eef2f5; padding: 0 .2rem; }`;

function html(m: Model): string {
  const { plan } = m;
  const parts: string[] = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>What CHANGED=${escapeText(plan.impact.change.ref)} changes</title><style>${STYLE}</style></head><body>`,
    `<h1>What <code>CHANGED=${escapeText(plan.impact.change.ref)}</code> changes</h1>`,
    `<p>Compared with <code>${escapeText(plan.impact.change.commit.slice(0, 12))}</code>, the working tree included: ${plan.impact.change.files.length} file(s) changed.</p>`,
    '<h2>What changed, in words</h2>',
  ];
  if (m.factsBySubject.size === 0) parts.push('<p>No text, setting, route or menu entry of the manifest changed.</p>');
  for (const [subject, facts] of m.factsBySubject) {
    parts.push(
      `<h3>${escapeText(subject)}</h3><table><tr><th>where</th><th>language</th><th>before</th><th>after</th><th>look twice</th></tr>`,
    );
    for (const fact of facts)
      parts.push(
        `<tr><td><code>${escapeText(`${fact.file}:${fact.line}:${fact.column}`)}</code> ${escapeText(factPlace(fact))}</td><td>${escapeText(fact.locale ?? 'all')}</td><td class="before">${escapeText(quote(fact.before))}</td><td class="after">${escapeText(quote(fact.after))}</td><td>${flagsOf(
          fact,
        )
          .map((flag) => `<span class="flag">⚑ ${escapeText(flag.text)}</span>`)
          .join('<br>')}</td></tr>`,
      );
    parts.push('</table>');
  }
  const others = plan.impact.sources.filter((source) => !['manifest', 'generated'].includes(source.kind));
  if (others.length > 0)
    parts.push(
      `<h3>Other files</h3><ul>${others.map((source) => `<li><code>${escapeText(source.path)}</code>: ${escapeText(source.why)}</li>`).join('')}</ul>`,
    );
  parts.push('<h2>Pages and inputs affected</h2>');
  if (plan.selection.everything) parts.push(`<p>Everything runs: ${escapeText(plan.selection.everything)}.</p>`);
  parts.push(`<p>${escapeText(inputsLine(plan.impact.inputs.keys()))}</p>`);
  if (m.pages.length > 0) {
    parts.push('<table><tr><th>input</th><th>why</th><th>meant by the change</th></tr>');
    for (const page of m.pages)
      parts.push(
        `<tr><td><code>${escapeText(page.input)}</code></td><td>${escapeText(page.why.join('; '))}</td><td>${page.expected ? 'yes' : '<span class="unexpected">unexpected</span>'}</td></tr>`,
      );
    parts.push('</table>');
  }
  parts.push(m.visual.html);
  parts.push('<h2>Checks run</h2><ul>');
  for (const line of plan.lines.filter((line) => line.startsWith('selected:') || line.startsWith('  tsc')))
    parts.push(`<li>${escapeText(line.trim())}</li>`);
  parts.push('</ul>');
  if (m.rows.length > 0) {
    parts.push(
      `<table><tr><th>browser test</th>${m.engines.map((engine) => `<th>${escapeText(engine)}</th>`).join('')}<th>why it ran</th></tr>`,
    );
    for (const row of m.rows)
      parts.push(
        `<tr><td>${escapeText(row.test)}</td>${m.engines
          .map((engine) => {
            const result = row.engines.get(engine);
            const outcome = result?.outcome ?? 'not selected';
            const css = outcome === 'passed' ? 'pass' : outcome === 'failed' || outcome === 'no result' ? 'fail' : '';
            return `<td class="${css}" title="${escapeText(result?.message ?? '')}">${escapeText(MARK[outcome])}</td>`;
          })
          .join('')}<td>${escapeText(row.why)}</td></tr>`,
      );
    parts.push('</table>');
  }
  if (m.vitest.length > 0) {
    parts.push('<table><tr><th>vitest file</th><th>passed</th><th>failed</th><th>why it ran</th></tr>');
    for (const file of m.vitest)
      parts.push(
        `<tr><td><code>${escapeText(file.file)}</code></td><td>${file.passed}</td><td class="${file.failed ? 'fail' : ''}">${file.failed}</td><td>${escapeText(file.why)}</td></tr>`,
      );
    parts.push('</table>');
  }
  parts.push('</body></html>');
  return `${parts.join('\n')}\n`;
}

/** Writes reports/change.md and reports/change.html; returns their paths. */
export function writeChangeReport(root: string, plan: Plan): string[] {
  const m = model(root, plan);
  mkdirSync(join(root, 'reports'), { recursive: true });
  const md = join(root, 'reports/change.md');
  const page = join(root, 'reports/change.html');
  writeFileSync(md, markdown(m));
  writeFileSync(page, html(m));
  return ['reports/change.md', 'reports/change.html'];
}
