// The inline style of reports/conformance.html (one file, readable offline).

export const STYLE = `body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #13222f; max-width: 90rem; }
h1 { margin-bottom: 0.25rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; }
th, td { border: 1px solid #d0d8e0; padding: 0.35rem 0.5rem; vertical-align: top; text-align: left; }
thead th, table.run th { background: #eef2f6; }
table.run { width: auto; }
td ul { margin: 0; padding-left: 1rem; }
pre { white-space: pre-wrap; background: #f5f7f9; padding: 0.5rem; margin: 0.25rem 0; font-size: 12px; }
.verdict { font-weight: 700; font-size: 1.2rem; }
.verdict.pass, .s-pass { color: #116b2e; }
.verdict.fail, .s-fail, .s-untested, .s-unexpected-pass, .s-run-error { color: #a3120c; font-weight: 700; }
.s-expected-fail { color: #7a5a00; }
.s-not-run, .s-not-run-target { color: #5b6b7a; }
tr.fail, tr.untested, tr.unexpected-pass, tr.run-error, .failure { background: #fff2f1; }
tr.expected-fail { background: #fffbe8; }
tr.not-run, tr.not-run-target { background: #f6f7f8; color: #5b6b7a; }
.kind { display: inline-block; border-radius: 3px; padding: 0 0.3rem; font-size: 12px; background: #e3e8ee; }
.kind.browser { background: #d8eedd; }
.below { font-size: 12px; color: #7a5a00; }
.failure { border: 1px solid #e6b8b5; padding: 0.5rem 1rem; margin: 0.75rem 0; }
.reason { margin: 0.25rem 0 0; font-style: italic; color: #4a5b6a; }
.e-pass { color: #116b2e; }
.e-fail, .e-missing, .e-run-error { color: #a3120c; font-weight: 700; }
.e-not-in-engine, .e-not-run, .e-none { color: #5b6b7a; }
td.engine { white-space: nowrap; }
td.engine small { display: block; white-space: normal; max-width: 14rem; }`;
