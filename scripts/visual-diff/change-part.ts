// The visual part of the change report (reports/change.{md,html}, harness/change/report.ts;
// decisions 041 and 049): what `make visual-diff CHANGED=<ref>` found on screen, shown only in the
// report of the change it was made for. `make test CHANGED=` writes the report with its visual part
// as it stands (most often: not made yet, and the command that makes it); each `make visual-diff`
// that writes reports/visual-diff/ then rewrites that part in place, between its two marks, so the
// report never links a visual diff of another run: another ref, another state of the working tree,
// or a run without CHANGED=.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Change } from '../../harness/change/git.ts';
import { escapeHtml } from './report.ts';

/** Which change a visual diff was made for: the ref as given, its commit, and the change's id (changeId). */
export interface ChangeStamp {
  readonly ref: string;
  readonly commit: string;
  readonly id: string;
}

/**
 * The id of a change as the working tree holds it now: its ref's commit and each changed file's
 * status, path and content. Two runs with one id compared the same two trees; a file edited, added
 * or reverted in between gives another id.
 */
export function changeId(root: string, change: Pick<Change, 'commit' | 'files'>): string {
  const hash = createHash('sha256').update(change.commit);
  for (const file of change.files) {
    hash.update(`\0${file.status}\0${file.from ?? ''}\0${file.path}\0`);
    const path = join(root, file.path);
    const present = file.status !== 'deleted' && existsSync(path) && statSync(path).isFile();
    hash.update(present ? createHash('sha256').update(readFileSync(path)).digest('hex') : '-');
  }
  return hash.digest('hex').slice(0, 24);
}

/** A page that changed on screen, as summary.json lists it. */
export interface ChangedPage {
  readonly route: string;
  readonly locale: string;
  /** Its screenshots (engines × widths) and how many of them changed. */
  readonly shots: number;
  readonly changedShots: number;
  /** A CHANGED= run's page that the change did not mean to touch (impact.expected); absent in other runs. */
  readonly unexpected?: boolean;
}

/** What the change report reads of reports/visual-diff/summary.json. */
export interface VisualSummary {
  readonly change?: ChangeStamp;
  readonly pages: number;
  readonly changedPages: number;
  readonly unexpectedPages?: number;
  readonly shots: number;
  readonly changedShots: number;
  readonly problemShots: number;
  readonly changed: readonly ChangedPage[];
  readonly engines: readonly { readonly engine: string }[];
  readonly widths: readonly { readonly name: string }[];
}

/** The report's visual part: none to make, not made (and what the folder holds instead), or made. */
export type VisualPart =
  | { readonly kind: 'no page' }
  | { readonly kind: 'not made'; readonly other?: string }
  | { readonly kind: 'made'; readonly summary: VisualSummary };

/** Where the change report looks for its visual part, relative to reports/. */
export const VISUAL_FOLDER = 'visual-diff';

function readSummary(reports: string): VisualSummary | undefined {
  const folder = join(reports, VISUAL_FOLDER);
  if (!existsSync(join(folder, 'index.html'))) return undefined;
  try {
    const summary = JSON.parse(readFileSync(join(folder, 'summary.json'), 'utf8')) as Partial<VisualSummary>;
    return Array.isArray(summary.changed) && typeof summary.pages === 'number' ? (summary as VisualSummary) : undefined;
  } catch {
    return undefined;
  }
}

/** How the report names a visual diff of another run. */
function otherRun(summary: VisualSummary, stamp: Pick<ChangeStamp, 'ref' | 'commit'>): string {
  const change = summary.change;
  if (!change) return 'of a make visual-diff without CHANGED=';
  if (change.commit === stamp.commit) return `of CHANGED=${change.ref} with the working tree as it was then`;
  return `of CHANGED=${change.ref} (${change.commit.slice(0, 7)})`;
}

/**
 * The visual part of the report of the change `stamp` (`pagesTouched`: how many page inputs the
 * change touches), from what reports/visual-diff/ holds: shown only when it was made for this
 * change, to the id.
 */
export function visualPart(reports: string, stamp: ChangeStamp, pagesTouched: number): VisualPart {
  const summary = readSummary(reports);
  if (summary?.change?.id === stamp.id) return pagesTouched === 0 ? { kind: 'no page' } : { kind: 'made', summary };
  if (pagesTouched === 0) return { kind: 'no page' };
  return summary ? { kind: 'not made', other: otherRun(summary, stamp) } : { kind: 'not made' };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const pageName = (page: Pick<ChangedPage, 'route' | 'locale'>) => `${page.route} in ${page.locale}`;

/** The sentence that heads a made part: how much changed, in which engines and widths. */
function headline(summary: VisualSummary): string {
  const engines = summary.engines.map((item) => item.engine).join(', ');
  const widths = summary.widths.map((item) => item.name).join(' and ');
  return `${summary.changedPages} of ${plural(summary.pages, 'page')} changed on screen (${summary.changedShots} of ${plural(summary.shots, 'screenshot')}: ${engines}, ${widths})`;
}

function unexpectedCount(summary: VisualSummary): number {
  return summary.changed.filter((page) => page.unexpected).length;
}

const UNEXPECTED =
  'changed on screen that the change did not mean to touch (neither its facts’ own pages nor a route whose code changed)';

function notMadeText(ref: string, other: string | undefined): string {
  return `${other ? `reports/visual-diff/ holds the visual diff ${other}: not shown here. ` : ''}Not made yet: \`make visual-diff CHANGED=${ref}\` shoots the pages the change touches (above), of this checkout's build and of ${ref}'s, in each engine at a phone's and a desktop's width, and adds them here.`;
}

/** The part in Markdown, without its marks. */
export function visualMarkdown(part: VisualPart, ref: string): string {
  const lines = ['## What it looks like', ''];
  if (part.kind === 'no page') lines.push('The change touches no page: nothing to compare on screen.');
  else if (part.kind === 'not made') lines.push(notMadeText(ref, part.other));
  else {
    const { summary } = part;
    lines.push(`${headline(summary)}: [the visual diff](${VISUAL_FOLDER}/index.html).`);
    const unexpected = unexpectedCount(summary);
    if (unexpected > 0) lines.push('', `**Unexpected**: ${plural(unexpected, 'page')} ${UNEXPECTED}.`);
    if (summary.problemShots > 0)
      lines.push(
        '',
        `${plural(summary.problemShots, 'screenshot')} of a page that did not settle (counted as changed).`,
      );
    if (summary.changed.length > 0) {
      lines.push('', '| page | screenshots changed | meant by the change |', '|---|---|---|');
      for (const page of summary.changed)
        lines.push(
          `| ${pageName(page)} | ${page.changedShots} of ${page.shots} | ${page.unexpected ? '**unexpected**' : 'yes'} |`,
        );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The part in HTML, without its marks. */
export function visualHtml(part: VisualPart, ref: string): string {
  const parts = ['<h2>What it looks like</h2>'];
  if (part.kind === 'no page') parts.push('<p>The change touches no page: nothing to compare on screen.</p>');
  else if (part.kind === 'not made')
    parts.push(`<p>${escapeHtml(notMadeText(ref, part.other)).replace(/`([^`]*)`/g, '<code>$1</code>')}</p>`);
  else {
    const { summary } = part;
    parts.push(`<p>${escapeHtml(headline(summary))}: <a href="${VISUAL_FOLDER}/index.html">the visual diff</a>.</p>`);
    const unexpected = unexpectedCount(summary);
    if (unexpected > 0)
      parts.push(
        `<p><span class="unexpected">Unexpected</span>: ${escapeHtml(`${plural(unexpected, 'page')} ${UNEXPECTED}`)}.</p>`,
      );
    if (summary.problemShots > 0)
      parts.push(
        `<p>${escapeHtml(`${plural(summary.problemShots, 'screenshot')} of a page that did not settle (counted as changed).`)}</p>`,
      );
    if (summary.changed.length > 0)
      parts.push(
        `<table><tr><th>page</th><th>screenshots changed</th><th>meant by the change</th></tr>${summary.changed
          .map(
            (page) =>
              `<tr><td>${escapeHtml(pageName(page))}</td><td>${page.changedShots} of ${page.shots}</td><td>${page.unexpected ? '<span class="unexpected">unexpected</span>' : 'yes'}</td></tr>`,
          )
          .join('')}</table>`,
      );
  }
  return `${parts.join('\n')}\n`;
}

/** The mark that opens the part: which change it belongs to (the ref percent-encoded: nothing in it can end the comment). */
function openMark(stamp: ChangeStamp, pagesTouched: number): string {
  return `<!-- visual part ${stamp.id} ${stamp.commit} ${encodeURIComponent(stamp.ref)} ${pagesTouched} -->`;
}
const CLOSE_MARK = '<!-- /visual part -->';
const MARKED = /<!-- visual part (\S+) (\S+) (\S+) (\d+) -->\n[\s\S]*?<!-- \/visual part -->/;

/** The part of the change `stamp` in each format, between its marks, as the report writes it. */
export function markedVisualPart(
  reports: string,
  stamp: ChangeStamp,
  pagesTouched: number,
): { markdown: string; html: string } {
  const part = visualPart(reports, stamp, pagesTouched);
  const open = openMark(stamp, pagesTouched);
  return {
    markdown: `${open}\n${visualMarkdown(part, stamp.ref)}${CLOSE_MARK}`,
    html: `${open}\n${visualHtml(part, stamp.ref)}${CLOSE_MARK}`,
  };
}

/**
 * Rewrites the visual part of reports/change.{md,html}, if there is a change report, from what
 * reports/visual-diff/ holds now; returns which change the report is of and what it now shows.
 */
export function refreshChangeReport(reports: string): { stamp: ChangeStamp; part: VisualPart } | undefined {
  const files = { markdown: join(reports, 'change.md'), html: join(reports, 'change.html') };
  let shown: { stamp: ChangeStamp; part: VisualPart } | undefined;
  for (const format of ['markdown', 'html'] as const) {
    const file = files[format];
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const found = MARKED.exec(text);
    if (!found) continue;
    const stamp = { id: found[1] ?? '', commit: found[2] ?? '', ref: decodeURIComponent(found[3] ?? '') };
    const pagesTouched = Number(found[4]);
    shown = { stamp, part: visualPart(reports, stamp, pagesTouched) };
    const marked = markedVisualPart(reports, stamp, pagesTouched)[format];
    writeFileSync(
      file,
      text.replace(MARKED, () => marked),
    );
  }
  return shown;
}
