// The report of `make visual-diff` (decision 041): the results sorted by how much changed, a
// summary, and one HTML page that shows each changed pair side by side with its regions marked.
// Pure: results in, text out. The page needs nothing but the pictures beside it (no script, no
// style sheet or font from elsewhere), so it opens offline and from an archived CI artifact.
import type { ChangedPage } from './change-part.ts';
import type { Box } from './compare.ts';

/** One route in one language at one width in one engine, shot in both builds and compared. */
export interface ShotResult {
  readonly engine: string;
  /** The width's name (phone, desktop). */
  readonly width: string;
  /** The window's width in CSS pixels the shots were taken at (WebKit's phone: its narrowest window). */
  readonly pixels: number;
  readonly route: string;
  readonly locale: string;
  /** The pictures, relative to the report's folder: the AGAINST build's, this checkout's, the diff (none when unchanged). */
  readonly before: string;
  readonly after: string;
  readonly diff?: string;
  readonly beforeSize: { readonly width: number; readonly height: number };
  readonly afterSize: { readonly width: number; readonly height: number };
  readonly changedPixels: number;
  /** The two pictures are the same to the last bit (unchanged may also be: differing only below the threshold, or in anti-aliasing). */
  readonly identical: boolean;
  readonly percent: number;
  readonly regions: readonly Box[];
  /** What went wrong while shooting (a page that did not settle), for either build. */
  readonly problems: readonly string[];
  /** Where the route is only in one build's route table. */
  readonly onlyIn?: 'before' | 'after';
  /** In a CHANGED= run: whether the change meant to touch the page (its facts' own pages, the routes whose code changed). */
  readonly meant?: boolean;
}

export interface RunInfo {
  /** What the two builds are, as the page names them ("main (5b55ba4)", "this checkout (d1de27a, uncommitted changes)"). */
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly engines: readonly { readonly engine: string; readonly browser: string }[];
  readonly widths: readonly { readonly name: string; readonly pixels: number; readonly note?: string }[];
  readonly locales: readonly string[];
  readonly routes: number;
  /** What was shot, in words: every route in every language, a page list, the pages a change touches. */
  readonly scope: string;
  /** In a CHANGED= run: the change, which says what "unexpected" means. */
  readonly changedRef?: string;
  /** When the run started (ISO 8601) and how long it took, in seconds. */
  readonly started: string;
  readonly seconds: number;
}

export interface Summary {
  readonly shots: number;
  readonly changedShots: number;
  /** Pages: a route in a language, however many widths and engines it was shot at. */
  readonly pages: number;
  readonly changedPages: number;
  /** Shots with a problem (a page that did not settle). */
  readonly problemShots: number;
  /** Pairs of pictures the same to the last bit. */
  readonly identicalShots: number;
  /** The pages that changed on screen, in the order shot; in a CHANGED= run each marked unexpected or not. */
  readonly changed: readonly ChangedPage[];
  /** In a CHANGED= run: the changed pages the change did not mean to touch. */
  readonly unexpectedPages: number;
  /** Every result, most changed first. */
  readonly sorted: readonly ShotResult[];
}

const ENGINE_ORDER = ['chromium', 'firefox', 'webkit'];
const WIDTH_ORDER = ['phone', 'desktop'];
const rank = (order: readonly string[], value: string) => {
  const index = order.indexOf(value);
  return index < 0 ? order.length : index;
};

/** Most changed first (by share of pixels, then by pixels); ties in route, language, width and engine order. */
export function byChange(a: ShotResult, b: ShotResult): number {
  return (
    b.percent - a.percent ||
    b.changedPixels - a.changedPixels ||
    a.route.localeCompare(b.route) ||
    a.locale.localeCompare(b.locale) ||
    rank(WIDTH_ORDER, a.width) - rank(WIDTH_ORDER, b.width) ||
    rank(ENGINE_ORDER, a.engine) - rank(ENGINE_ORDER, b.engine)
  );
}

/** Whether a shot counts as changed: a pixel changed, or a build had trouble showing it. */
export const changed = (result: ShotResult): boolean => result.changedPixels > 0 || result.problems.length > 0;

/** A shot of a page a CHANGED= run did not mean to touch, that changed. */
export const unexpected = (result: ShotResult): boolean => result.meant === false && changed(result);

export function summarise(results: readonly ShotResult[]): Summary {
  const pageOf = (result: ShotResult) => `${result.route}\u0000${result.locale}`;
  const byPage = new Map<string, ShotResult[]>();
  for (const result of results) byPage.set(pageOf(result), [...(byPage.get(pageOf(result)) ?? []), result]);
  const changedPages: ChangedPage[] = [...byPage.values()]
    .filter((shots) => shots.some(changed))
    .map((shots) => {
      const first = shots[0] as ShotResult;
      return {
        route: first.route,
        locale: first.locale,
        shots: shots.length,
        changedShots: shots.filter(changed).length,
        ...(first.meant === undefined ? {} : { unexpected: shots.some(unexpected) }),
      };
    });
  return {
    shots: results.length,
    changedShots: results.filter(changed).length,
    pages: byPage.size,
    changedPages: changedPages.length,
    problemShots: results.filter((result) => result.problems.length > 0).length,
    identicalShots: results.filter((result) => result.identical).length,
    changed: changedPages,
    unexpectedPages: changedPages.filter((page) => page.unexpected).length,
    sorted: [...results].sort(byChange),
  };
}

/** Text for HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A relative path of the report's folder as a URL (each part percent-encoded), escaped for an attribute. */
export function fileUrl(path: string): string {
  return escapeHtml(path.split('/').map(encodeURIComponent).join('/'));
}

/** A per-cent figure as the page prints it: two decimals, and never "0.00 %" for a change. */
export function formatPercent(percent: number): string {
  if (percent === 0) return '0 %';
  if (percent < 0.01) return '< 0.01 %';
  return `${percent.toFixed(2)} %`;
}

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many = `${one}s`) => `${count(value)} ${value === 1 ? one : many}`;

/** The anchor of a result in the page. */
export function anchorOf(result: ShotResult): string {
  return `${result.engine}-${result.width}-${result.route}-${result.locale}`.replace(/[^A-Za-z0-9_-]+/g, '_');
}

/** The name of a shot: route, language, width and engine. */
function nameOf(result: ShotResult): string {
  return `${result.route} · ${result.locale} · ${result.width} ${result.pixels} px · ${result.engine}`;
}

/**
 * The boxes of the regions over a picture of `size`, in per cent of its size so they scale with
 * it (the regions are found on the larger of the two pictures: a box below the end of the shorter
 * one is cut off by its frame).
 */
function boxes(result: ShotResult, size: { width: number; height: number }): string {
  if (size.width === 0 || size.height === 0) return '';
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return result.regions
    .map((box) => {
      const style = [
        `left:${percent(box.x, size.width)}`,
        `top:${percent(box.y, size.height)}`,
        `width:${percent(box.width, size.width)}`,
        `height:${percent(box.height, size.height)}`,
      ].join(';');
      return `<span class="box" style="${style}"></span>`;
    })
    .join('');
}

function figure(caption: string, file: string, size: { width: number; height: number }, overlay: string): string {
  return [
    '<figure>',
    `<figcaption>${escapeHtml(caption)} <span class="size">${size.width} × ${size.height}</span></figcaption>`,
    `<a class="shot" href="${fileUrl(file)}"><img src="${fileUrl(file)}" alt="${escapeHtml(caption)}" loading="lazy" width="${size.width}" height="${size.height}">${overlay}</a>`,
    '</figure>',
  ].join('');
}

function changedSection(result: ShotResult, info: RunInfo): string {
  const notes = [
    `${formatPercent(result.percent)} of the pixels (${count(result.changedPixels)})`,
    plural(result.regions.length, 'region'),
  ];
  if (result.beforeSize.height !== result.afterSize.height || result.beforeSize.width !== result.afterSize.width)
    notes.push(
      `size ${result.beforeSize.width} × ${result.beforeSize.height} → ${result.afterSize.width} × ${result.afterSize.height}`,
    );
  if (result.onlyIn === 'after')
    notes.push(`a route only this checkout has (${info.beforeLabel} shows its not-found page)`);
  if (result.onlyIn === 'before') notes.push(`a route only ${info.beforeLabel} has`);
  if (unexpected(result)) notes.push(`CHANGED=${info.changedRef ?? ''} did not mean to touch this page`);
  const diffSize = {
    width: Math.max(result.beforeSize.width, result.afterSize.width),
    height: Math.max(result.beforeSize.height, result.afterSize.height),
  };
  return [
    `<section class="result" id="${escapeHtml(anchorOf(result))}">`,
    `<h2>${escapeHtml(nameOf(result))}${unexpected(result) ? ` ${UNEXPECTED_MARK}` : ''}</h2>`,
    `<p class="notes">${escapeHtml(notes.join(' · '))}</p>`,
    ...result.problems.map((problem) => `<p class="problem">${escapeHtml(problem)}</p>`),
    '<div class="pair">',
    figure(info.beforeLabel, result.before, result.beforeSize, boxes(result, result.beforeSize)),
    figure(info.afterLabel, result.after, result.afterSize, boxes(result, result.afterSize)),
    result.diff ? figure('changed pixels', result.diff, diffSize, '') : '',
    '</div>',
    '</section>',
  ].join('\n');
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1800px; padding: 16px 24px 64px; color: #1b2430; }
h1 { font-size: 24px; margin: 8px 0; }
h2 { font-size: 17px; margin: 0 0 4px; }
table { border-collapse: collapse; margin: 8px 0 16px; }
th, td { border: 1px solid #d4dae2; padding: 3px 8px; text-align: left; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.headline { font-size: 20px; font-weight: 600; margin: 12px 0; }
.result { border-top: 2px solid #d4dae2; padding: 16px 0; }
.notes { margin: 0 0 8px; color: #4a5565; }
.problem { margin: 0 0 8px; color: #a4161a; font-weight: 600; }
.pair { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; overflow-wrap: anywhere; }
.size { font-weight: 400; color: #4a5565; }
.shot { position: relative; display: block; overflow: hidden; border: 1px solid #d4dae2; }
.shot img { display: block; width: 100%; height: auto; }
.box { position: absolute; box-sizing: border-box; border: 2px solid #005aff; background: rgba(0, 90, 255, 0.12); min-width: 6px; min-height: 6px; }
.unchanged td:first-child { white-space: nowrap; }
.unexpected { color: #a4161a; font-weight: 600; }
`;

/** The mark of a page that changed on screen though the change did not mean to touch it. */
const UNEXPECTED_MARK = '<span class="unexpected">unexpected</span>';

/** The report page: the headline count, what was compared, the changed shots most changed first with their pictures, then the unchanged ones. */
export function renderReport(summary: Summary, info: RunInfo): string {
  const changedResults = summary.sorted.filter(changed);
  const unchanged = summary.sorted.filter((result) => !changed(result));
  const headline =
    summary.pages === 0
      ? 'No page to compare: the change touches none'
      : summary.changedPages === 0
        ? `No page changed: ${plural(summary.pages, 'page')}, ${plural(summary.shots, 'screenshot')} compared pair by pair (${count(summary.identicalShots)} identical to the last bit)`
        : `${count(summary.changedPages)} of ${plural(summary.pages, 'page')} changed (${count(summary.changedShots)} of ${plural(summary.shots, 'screenshot')})`;
  const unexpectedLine =
    summary.unexpectedPages > 0
      ? `<p class="headline"><span class="unexpected">${escapeHtml(`${plural(summary.unexpectedPages, 'page')} unexpected`)}</span>${escapeHtml(`: changed on screen, though CHANGED=${info.changedRef ?? ''} did not mean to touch ${summary.unexpectedPages === 1 ? 'it' : 'them'} (not its facts’ own pages, nor a route whose code changed)`)}</p>`
      : '';
  const engines = info.engines.map(({ engine, browser }) => {
    const results = summary.sorted.filter((result) => result.engine === engine);
    return `<tr><td>${escapeHtml(engine)}</td><td>${escapeHtml(browser)}</td><td class="n">${count(results.length)}</td><td class="n">${count(results.filter(changed).length)}</td></tr>`;
  });
  const widths = info.widths.map(
    ({ name, pixels, note }) =>
      `<li>${escapeHtml(name)}: ${pixels} CSS px wide at a device pixel ratio of 1${note ? ` (${escapeHtml(note)})` : ''}</li>`,
  );
  const list = changedResults.map(
    (result) =>
      `<tr><td><a href="#${escapeHtml(anchorOf(result))}">${escapeHtml(nameOf(result))}</a></td><td class="n">${escapeHtml(formatPercent(result.percent))}</td><td class="n">${count(result.changedPixels)}</td><td class="n">${result.regions.length}</td><td>${[result.problems.length > 0 ? 'did not settle' : '', unexpected(result) ? UNEXPECTED_MARK : ''].filter(Boolean).join(' ')}</td></tr>`,
  );
  const unchangedRows = unchanged.map(
    (result) =>
      `<tr><td>${escapeHtml(nameOf(result))}</td><td><a href="${fileUrl(result.before)}">${escapeHtml(info.beforeLabel)}</a></td><td><a href="${fileUrl(result.after)}">${escapeHtml(info.afterLabel)}</a></td><td>${result.identical ? 'identical' : 'anti-aliasing or colour below the threshold only'}</td></tr>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Visual diff: ${summary.changedPages} of ${summary.pages} pages changed`)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Visual diff: ${escapeHtml(info.afterLabel)} against ${escapeHtml(info.beforeLabel)}</h1>
<p class="headline">${escapeHtml(headline)}</p>
${unexpectedLine}
<p>${escapeHtml(info.scope)}: full-page screenshots of both builds compared pixel by pixel (anti-aliasing not counted). Started ${escapeHtml(info.started)}, took ${escapeHtml(formatDuration(info.seconds))}.</p>
<ul>${widths.join('')}</ul>
<table><thead><tr><th>engine</th><th>browser</th><th>screenshots</th><th>changed</th></tr></thead><tbody>${engines.join('')}</tbody></table>
${summary.problemShots > 0 ? `<p class="problem">${escapeHtml(`${plural(summary.problemShots, 'screenshot')} of a page that did not settle: see each one's note.`)}</p>` : ''}
${
  changedResults.length > 0
    ? `<h2>Changed, most first</h2>
<table><thead><tr><th>page</th><th>changed</th><th>pixels</th><th>regions</th><th></th></tr></thead><tbody>${list.join('\n')}</tbody></table>
${changedResults.map((result) => changedSection(result, info)).join('\n')}`
    : ''
}
${
  unchangedRows.length > 0
    ? `<h2>Unchanged (${count(unchangedRows.length)})</h2>
<table class="unchanged"><tbody>${unchangedRows.join('\n')}</tbody></table>`
    : ''
}
</body>
</html>
`;
}

/** Seconds as "42 s" or "12 min 5 s". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
