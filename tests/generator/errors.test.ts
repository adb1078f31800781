import { describe, expect, test } from 'vitest';
import { generate } from '../../generator/generate.ts';
import type { IssueCode } from '../../generator/issues.ts';
import { run } from '../../generator/project.ts';
import { proves } from '../conformance/proves.ts';
import { fixtureFileSystem } from './fixture-fs.ts';

interface Expected {
  readonly code: IssueCode;
  /** `file:line:column`, 1-based, of the offending node. */
  readonly at: string;
  readonly path: string;
  readonly message: RegExp;
}

/** Every error the manifest can hold, at the exact position of the node that causes it. */
const CASES: Record<string, Expected[]> = {
  'error-yaml-syntax': [{ code: 'yaml-syntax', at: 'spec/routes.yaml:12:1', path: '', message: /^YAML syntax: / }],
  'error-duplicate-key': [
    { code: 'duplicate-key', at: 'spec/routes.yaml:10:5', path: '', message: /duplicate key "page"/ },
  ],
  'error-wrong-type': [
    {
      code: 'wrong-type',
      at: 'spec/app.yaml:5:21',
      path: 'app.requestTimeoutMs',
      message: /expected a number, got the text "60s"/,
    },
  ],
  'error-unknown-key': [
    { code: 'unknown-key', at: 'spec/routes.yaml:10:5', path: 'routes[0].keepAlve', message: /unknown key "keepAlve"/ },
  ],
  'error-missing-field': [
    {
      code: 'missing-field',
      at: 'spec/routes.yaml:11:5',
      path: 'routes[1].page',
      message: /missing required field "page"/,
    },
  ],
  'error-missing-translation-label': [
    {
      code: 'missing-translation',
      at: 'spec/navigation.yaml:11:9',
      path: 'header[1].children[0].label',
      message: /missing the zh-CN translation/,
    },
  ],
  'error-missing-translation-content': [
    {
      code: 'missing-translation',
      at: 'spec/pages.yaml:10:7',
      path: 'pages.about.content.intro',
      message: /missing the zh-CN translation/,
    },
    {
      code: 'missing-translation',
      at: 'spec/pages.yaml:16:11',
      path: 'pages.about.content.history[1].event',
      message: /missing the en-US translation/,
    },
    {
      code: 'content-untranslated',
      at: 'spec/pages.yaml:17:14',
      path: 'pages.about.content.motto',
      message: /written once, so every language would show it/,
    },
  ],
  'error-path-no-slash': [
    // The link repeats the route's mistake: its own error, with the meant path as the hint.
    {
      code: 'unknown-path',
      at: 'spec/navigation.yaml:8:9',
      path: 'header[1].to',
      message: /no route has the path "about"/,
    },
    { code: 'route-path-slash', at: 'spec/routes.yaml:11:11', path: 'routes[1].path', message: /must start with "\/"/ },
  ],
  'error-path-parameter': [
    {
      code: 'unknown-path',
      at: 'spec/navigation.yaml:12:13',
      path: 'header[1].children[0].to',
      message: /no route has the path "\/newsdetail\/:id"/,
    },
    { code: 'route-path-param', at: 'spec/routes.yaml:14:11', path: 'routes[2].path', message: /holds a parameter/ },
  ],
  'error-path-conflict': [
    {
      code: 'route-conflict',
      at: 'spec/routes.yaml:14:11',
      path: 'routes[2].path',
      message: /repeats \/about from line 11 with a different page/,
    },
  ],
  'error-unknown-link': [
    {
      code: 'unknown-path',
      at: 'spec/navigation.yaml:12:13',
      path: 'header[1].children[0].to',
      message: /no route has the path "\/newsdetial"/,
    },
  ],
  'error-no-component': [
    {
      code: 'route-page-no-component',
      at: 'spec/routes.yaml:15:11',
      path: 'routes[2].page',
      message: /page "news-detail" has no component in the site/,
    },
  ],
  'error-modeline': [
    { code: 'schema-modeline', at: 'spec/messages.yaml:1:1', path: '', message: /editor schema line/ },
  ],
  'error-placeholder': [
    {
      code: 'placeholder-mismatch',
      at: 'spec/messages.yaml:7:5',
      path: 'messages.shell.pageOf',
      message: /en-US \{page, total\} vs zh-CN \{count, page\}/,
    },
    // A plural choice uses its number's placeholder: `found` ({count, plural, …} and {count}) agrees.
    {
      code: 'placeholder-mismatch',
      at: 'spec/messages.yaml:13:5',
      path: 'messages.shell.shown',
      message: /en-US \{shown\} vs zh-CN \{count\}/,
    },
  ],
  'error-message-bundle': [
    {
      code: 'message-group-duplicate',
      at: 'spec/messages.yaml:9:5',
      path: 'bundles.forms.shell',
      message: /the message group "shell" is already defined on line 3/,
    },
    {
      code: 'placeholder-mismatch',
      at: 'spec/messages.yaml:12:7',
      path: 'bundles.forms.form.sent',
      message: /en-US \{id\} vs zh-CN \{reference\}/,
    },
  ],
  'error-clauses': [
    {
      code: 'decision-missing',
      at: 'spec/clauses.yaml:7:5',
      path: 'clauses[1]',
      message: /decision clause "DECISION-UNKNOWN-PATH" links no decision record/,
    },
    {
      code: 'clause-duplicate',
      at: 'spec/clauses.yaml:15:9',
      path: 'clauses[3].id',
      message: /already used on line 3/,
    },
    {
      code: 'decision-not-found',
      at: 'spec/clauses.yaml:23:15',
      path: 'clauses[4].decision',
      message: /"docs\/decisions\/009-missing\.md" does not exist/,
    },
    {
      code: 'unknown-clause',
      at: 'spec/expectations.yaml:3:13',
      path: 'expectations[0].clause',
      message: /no clause has the id "NAV-PROGRES-BAR"/,
    },
  ],
  'error-content-values': [
    {
      code: 'flow-comma',
      at: 'spec/navigation.yaml:11:31',
      path: 'header[1].children[0].label',
      message: /a comma inside \{ … \} ended the text of "en-US", so YAML read "events" as a key/,
    },
    {
      code: 'flow-comma',
      at: 'spec/pages.yaml:10:34',
      path: 'pages.about.content.intro',
      message: /so YAML read "build and support" as a key/,
    },
    { code: 'value-missing', at: 'spec/pages.yaml:11:7', path: 'pages.about.content.motto', message: /has no value/ },
    {
      code: 'invalid-key',
      at: 'spec/pages.yaml:13:25',
      path: 'pages.about.content.figures[0].Label',
      message: /the key "Label" must start with a lower-case letter/,
    },
  ],
  'error-empty-file': [{ code: 'file-empty', at: 'spec/pages.yaml:1:1', path: '', message: /holds no data/ }],
  'error-file-missing': [{ code: 'file-missing', at: 'spec/navigation.yaml:1:1', path: '', message: /missing/ }],
  'error-several-files': [
    { code: 'wrong-type', at: 'spec/app.yaml:5:21', path: 'app.requestTimeoutMs', message: /expected a number/ },
    {
      code: 'missing-translation',
      at: 'spec/navigation.yaml:11:9',
      path: 'header[1].children[0].label',
      message: /missing the en-US translation/,
    },
    { code: 'unknown-key', at: 'spec/routes.yaml:10:5', path: 'routes[0].keepalive', message: /unknown key/ },
  ],
};

describe('manifest errors are reported at the offending node', () => {
  test.each(Object.entries(CASES))('%s', proves('GEN-ERROR-POSITIONS'), async (name, expected) => {
    const result = await run(fixtureFileSystem(name), { generate });
    const errors = result.issues.filter((issue) => issue.severity === 'error');
    expect(
      errors.map((issue) => ({
        code: issue.code,
        at: `${issue.file}:${issue.line}:${issue.column}`,
        path: issue.path,
        message: issue.message,
      })),
    ).toEqual(expected.map((item) => ({ ...item, message: expect.stringMatching(item.message) })));
    for (const issue of errors) expect(issue.hint.length, `${issue.code} has a hint`).toBeGreaterThan(10);
  });

  test(
    'a typo gets a "did you mean" hint, a repeated path with the same page only a warning',
    proves('GEN-ERROR-POSITIONS', 'ROUTE-COOPERATIVEPARTNER-TWICE'),
    async () => {
      const typo = (await run(fixtureFileSystem('error-unknown-key'), { generate })).issues[0];
      expect(typo?.hint).toBe('did you mean "keepAlive"?');
      const link = (await run(fixtureFileSystem('error-path-no-slash'), { generate })).issues[0];
      expect(link?.hint).toBe('did you mean "/about"?');
      const repeated = await run(fixtureFileSystem('valid-repeated-route'), { generate });
      expect(repeated.report).toBeDefined();
      expect(repeated.issues).toMatchObject([
        { severity: 'warning', code: 'route-repeated', file: 'spec/routes.yaml', line: 14, column: 11 },
      ]);
    },
  );

  test(
    'text with an unquoted comma inside { … } is named as such, with the quoted text as the fix',
    proves('GEN-ERROR-POSITIONS'),
    async () => {
      const { issues } = await run(fixtureFileSystem('error-content-values'), { generate });
      expect(issues.filter((issue) => issue.code === 'flow-comma').map((issue) => issue.hint)).toEqual([
        'put text that holds a comma in quotes: en-US: "News, events"',
        'put text that holds a comma in quotes: en-US: "We design, build and support"',
      ]);
      // A content value of none of the allowed kinds says which kinds are allowed.
      expect(issues.find((issue) => issue.path === 'pages.about.content.motto')?.hint).toBe(
        'write its value after the colon: text, a number, true or false, a list or a mapping',
      );
    },
  );

  test(
    'a visible string missing in one language is an error naming the key and the language',
    proves('GEN-MISSING-TRANSLATION'),
    async () => {
      for (const [name, path, locale] of [
        ['error-missing-translation-label', 'header[1].children[0].label', 'zh-CN'],
        ['error-missing-translation-content', 'pages.about.content.intro', 'zh-CN'],
      ] as const) {
        const [issue] = (await run(fixtureFileSystem(name), { generate })).issues;
        expect(issue).toMatchObject({
          severity: 'error',
          code: 'missing-translation',
          path,
          message: `missing the ${locale} translation`,
        });
      }
    },
  );

  test('a route path with a parameter is refused', proves('ROUTE-NO-PARAMS'), async () => {
    const { issues } = await run(fixtureFileSystem('error-path-parameter'), { generate });
    expect(issues.find((issue) => issue.file === 'spec/routes.yaml')).toMatchObject({
      code: 'route-path-param',
      path: 'routes[2].path',
    });
  });
});
