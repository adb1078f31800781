// reports/conformance.html: one file, no script, readable offline.
import { ENGINES } from '../../../tests/engines.ts';
import {
  type Conformance,
  ENGINE_STATUS_LABEL,
  type EngineResult,
  FAILING,
  KIND_MEANING,
  KIND_ORDER,
  type RunInfo,
  STATUS_MEANING,
  STATUSES,
  type TestKind,
  type TestRecord,
} from '../model.ts';
import { STYLE } from './html-style.ts';
import {
  decisionPage,
  engineSummary,
  escapeXml,
  isFailing,
  OUTCOME_MARK,
  RUN_ERRORS_INTRO,
  runErrorHead,
  runErrorScope,
  runLines,
  summaryText,
  testLine,
} from './shared.ts';

function kindBadges(kinds: readonly TestKind[]): string {
  return kinds.map((kind) => `<span class="kind ${kind}">${kind}</span>`).join(' ');
}

function testHtml(test: TestRecord, details: boolean): string {
  const links = [
    test.screenshot && `<a href="${escapeXml(encodeURI(test.screenshot))}">screenshot</a>`,
    test.trace && `<a href="${escapeXml(encodeURI(test.trace))}">trace</a>`,
  ].filter(Boolean);
  const head = `${escapeXml(OUTCOME_MARK[test.outcome])} <span class="kind ${test.kind}">${test.kind}</span> ${escapeXml(`${test.file} › ${test.name}`)}`;
  if (!details) return `<li>${head}</li>`;
  const message = test.message ? `<pre>${escapeXml(test.message)}</pre>` : '';
  return `<li>${head}${links.length > 0 ? ` — ${links.join(' · ')}` : ''}${message}</li>`;
}

export function toHtml(report: Conformance, run: RunInfo): string {
  const verdict = report.ok ? 'PASS' : 'FAIL';
  const runTable = runLines(run)
    .map(([name, value]) => `<tr><th scope="row">${name}</th><td>${escapeXml(value)}</td></tr>`)
    .join('\n');
  const meanings = STATUSES.map(
    (status) =>
      `<tr><td class="s-${status}">${STATUS_MEANING[status].label}</td><td>${escapeXml(STATUS_MEANING[status].meaning)}</td><td>${FAILING.has(status) ? 'yes' : 'no'}</td></tr>`,
  ).join('\n');
  const kinds = KIND_ORDER.map(
    (kind) => `<span class="kind ${kind}">${kind}</span> ${escapeXml(KIND_MEANING[kind])}`,
  ).join('; ');
  const summary = report.sections
    .map(
      (section) =>
        `<tr><th scope="row"><a href="#s${section.section}">§${section.section} ${escapeXml(section.title)}</a></th>${STATUSES.map((status) => `<td>${section.counts[status]}</td>`).join('')}<td>${section.belowBrowser}</td></tr>`,
    )
    .join('\n');
  const byEngine = report.sections
    .map(
      (section) =>
        `<tr><th scope="row"><a href="#s${section.section}">§${section.section} ${escapeXml(section.title)}</a></th>${ENGINES.map((engine) => `<td>${escapeXml(engineSummary(section.engineCounts[engine]))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const engineTd = (result: EngineResult | undefined) =>
    result
      ? `<td class="engine e-${result.status}">${escapeXml(ENGINE_STATUS_LABEL[result.status])}${result.reason ? `<small>${escapeXml(result.reason)}</small>` : ''}</td>`
      : '<td class="engine">—</td>';
  const failures = report.clauses
    .filter(isFailing)
    .map((clause) => {
      const tests = clause.tests
        .filter((test) => test.outcome !== 'passed')
        .map((test) => testHtml(test, true))
        .join('');
      const note = clause.note ? `<p>${escapeXml(clause.note)}</p>` : '';
      return `<div class="failure" id="fail-${clause.id}"><h3><a href="#${clause.id}"><code>${clause.id}</code></a> — <span class="s-${clause.status}">${STATUS_MEANING[clause.status].label}</span></h3><blockquote>${escapeXml(clause.text)}</blockquote>${note}${tests ? `<ul>${tests}</ul>` : ''}</div>`;
    })
    .join('\n');
  const rows = (section: string) =>
    report.clauses
      .filter((clause) => clause.section === section)
      .map((clause) => {
        const tests = clause.tests.map((test) => testHtml(test, false)).join('');
        const decision = clause.decision
          ? ` <a href="${escapeXml(decisionPage(clause.decision))}.html">decision record</a>`
          : '';
        const reason = clause.reason ? `<p class="reason">expected to fail: ${escapeXml(clause.reason)}</p>` : '';
        const below =
          clause.status === 'pass' && !clause.kinds.includes('browser')
            ? '<br><span class="below">no browser test</span>'
            : '';
        const status = isFailing(clause)
          ? `<a href="#fail-${clause.id}">${STATUS_MEANING[clause.status].label}</a>`
          : STATUS_MEANING[clause.status].label;
        return `<tr class="${clause.status}" id="${clause.id}"><td><code>${clause.id}</code><br><small>${clause.kind}</small></td><td class="s-${clause.status}">${status}</td>${ENGINES.map((engine) => engineTd(clause.engines[engine])).join('')}<td>${escapeXml(clause.text)}${decision}</td><td>${kindBadges(clause.kinds) || '—'}${below}</td><td>${tests ? `<ul>${tests}</ul>` : '—'}${reason}</td></tr>`;
      })
      .join('\n');
  const sections = report.sections
    .map(
      (section) =>
        `<section id="s${section.section}"><h2>§${section.section} ${escapeXml(section.title)}</h2><table><thead><tr><th>clause</th><th>status</th>${ENGINES.map((engine) => `<th>${engine}</th>`).join('')}<th>specification</th><th>checked by</th><th>tests</th></tr></thead><tbody>\n${rows(section.section)}\n</tbody></table></section>`,
    )
    .join('\n');
  const runErrors =
    report.runErrors.length > 0
      ? `<section id="run-errors"><h2>Run errors</h2><p>${escapeXml(RUN_ERRORS_INTRO)}</p><ul>${report.runErrors
          .map(
            (failure) =>
              `<li class="failure"><strong>${escapeXml(runErrorHead(failure))}</strong><p>${escapeXml(runErrorScope(failure))}</p>${failure.details ? `<pre>${escapeXml(failure.details)}</pre>` : ''}</li>`,
          )
          .join('')}</ul></section>`
      : '';
  const errors =
    report.errors.length > 0
      ? `<section><h2>Errors outside the tests</h2><ul>${report.errors.map((error) => `<li>${escapeXml(error.source)}<pre>${escapeXml(error.message)}</pre></li>`).join('')}</ul></section>`
      : '';
  const unknown =
    report.unknown.length > 0
      ? `<section><h2>Tests naming unknown clauses</h2><ul>${report.unknown.map(({ id, test }) => `<li><code>${escapeXml(id)}</code> in ${escapeXml(testLine(test))}</li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report — ${verdict}</title>
<style>
${STYLE}
</style>
</head>
<body>
<h1>Conformance report</h1>
<p>Does the site do what its specification says? Each clause of the specification is listed with the tests that check it.</p>
<table class="run"><tbody>
${runTable}
</tbody></table>
<p><span class="verdict ${report.ok ? 'pass' : 'fail'}">${verdict}</span> — ${escapeXml(summaryText(report))}. Passing clauses checked only below the browser (no browser test): ${report.belowBrowser}.</p>
<h2>What the statuses mean</h2>
<table><thead><tr><th>status</th><th>meaning</th><th>fails the run</th></tr></thead><tbody>
${meanings}
</tbody></table>
<p>Each test is marked with its kind: ${kinds}. A clause with no <span class="kind browser">browser</span> test is checked only below the browser.</p>
<h2>Totals by section</h2>
<table><thead><tr><th>section</th>${STATUSES.map((status) => `<th>${STATUS_MEANING[status].label}</th>`).join('')}<th>passing, only below the browser</th></tr></thead><tbody>
${summary}
<tr><th scope="row">all</th>${STATUSES.map((status) => `<td><strong>${report.totals[status]}</strong></td>`).join('')}<td><strong>${report.belowBrowser}</strong></td></tr>
</tbody></table>
<h2>By engine</h2>
<p>A clause fails if it fails in any engine it ran in. <em>Not run in this engine</em>: the engine's driver lacks a capability its tests need (the clause's row says which). <em>No test in this engine</em>: none names it and no reason is given (fails the run). <em>—</em>: no browser test names the clause; it is checked below the browser.</p>
<table><thead><tr><th>section</th>${ENGINES.map((engine) => `<th>${engine}</th>`).join('')}</tr></thead><tbody>
${byEngine}
<tr><th scope="row">all</th>${ENGINES.map((engine) => `<td><strong>${escapeXml(engineSummary(report.engineTotals[engine]))}</strong></td>`).join('')}</tr>
</tbody></table>
${runErrors}
${errors}
${unknown}
${failures ? `<section><h2>What failed</h2>\n${failures}\n</section>` : ''}
${sections}
</body>
</html>
`;
}
