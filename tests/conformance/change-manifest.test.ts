// What a change does to the manifest, in its own terms (harness/change/manifest-diff.ts): each
// language of a text its own fact, at its position, with the languages left as they were.
import { describe, expect, test } from 'vitest';
import { diffManifest, type Fact } from '../../harness/change/manifest-diff.ts';
import { factLine } from '../../harness/change/plan.ts';
import { flagsOf } from '../../harness/change/report.ts';
import { proves } from './proves';

const APP = `locales:
  default: en-US
  available: [en-US, zh-CN, fr-FR]
constants:
  progressBar:
    minimum: 0.08
`;

const PAGES = `pages:
  smart-city:
    title: { en-US: Smart City, zh-CN: 智慧城市, fr-FR: Ville intelligente }
    content:
      intro:
        - en-US: A city already owns thousands of cameras.
          zh-CN: 城市早已拥有成千上万的摄像机。
          fr-FR: Une ville possède déjà des milliers de caméras.
      figures:
        - { value: 40+, label: { en-US: algorithm models, zh-CN: 算法模型, fr-FR: modèles } }
`;

const ROUTES = `routes:
  - { path: /city, page: smart-city, name: city }
  - { path: /glory, page: honours, name: glory }
`;

function diff(before: Record<string, string>, after: Record<string, string>): Fact[] {
  return diffManifest({ files: new Map(Object.entries(before)) }, { files: new Map(Object.entries(after)) });
}

const base = { 'spec/app.yaml': APP, 'spec/pages.yaml': PAGES, 'spec/routes.yaml': ROUTES };

describe('the manifest, compared value by value', () => {
  test(
    'a text changed in one language is one fact of that language, at its position, the others named as unchanged',
    proves('QA-CHANGE-MEANING'),
    () => {
      const facts = diff(base, {
        ...base,
        'spec/pages.yaml': PAGES.replace('A city already owns thousands', 'A city owns thousands'),
      });
      expect(facts).toEqual([
        expect.objectContaining({
          file: 'spec/pages.yaml',
          path: ['pages', 'smart-city', 'content', 'intro', 0, 'en-US'],
          subject: { kind: 'page', page: 'smart-city' },
          locale: 'en-US',
          change: 'changed',
          before: 'A city already owns thousands of cameras.',
          after: 'A city owns thousands of cameras.',
          line: 6,
          column: 18,
          unchangedLocales: ['zh-CN', 'fr-FR'],
        }),
      ]);
      expect(factLine(facts[0] as Fact)).toBe(
        'spec/pages.yaml:6:18 page smart-city content.intro[0], en-US: “A city already owns thousands of cameras.” → “A city owns thousands of cameras.”',
      );
      expect(flagsOf(facts[0] as Fact).map((flag) => flag.kind)).toEqual(['one-language']);
    },
  );

  test(
    'a value every language shares (a figure) is one fact without a language, flagged when the specification states it',
    proves('QA-CHANGE-MEANING', 'QA-CHANGE-REPORT'),
    () => {
      const facts = diff(base, { ...base, 'spec/pages.yaml': PAGES.replace('value: 40+', 'value: 45+') });
      expect(facts).toEqual([
        expect.objectContaining({
          path: ['pages', 'smart-city', 'content', 'figures', 0, 'value'],
          change: 'changed',
          before: '40+',
          after: '45+',
        }),
      ]);
      expect(facts[0]?.locale).toBeUndefined();
      expect(flagsOf(facts[0] as Fact)).toEqual([
        { kind: 'specification-figure', text: 'a figure the specification states: 40+ algorithm models' },
      ]);
    },
  );

  test(
    'routes are matched by name: a route wired to another page is one fact of that route',
    proves('QA-CHANGE-MEANING'),
    () => {
      const facts = diff(base, {
        ...base,
        'spec/routes.yaml': ROUTES.replace('{ path: /glory, page: honours,', '{ path: /glory, page: customers,'),
      });
      expect(facts).toEqual([
        expect.objectContaining({
          subject: { kind: 'route', route: 'glory' },
          path: ['routes', 1, 'page'],
          before: 'honours',
          after: 'customers',
        }),
      ]);
    },
  );

  test(
    'an entry added or removed is a fact of its own; a constant is flagged as the specification’s',
    proves('QA-CHANGE-MEANING', 'QA-CHANGE-REPORT'),
    () => {
      const facts = diff(base, {
        ...base,
        'spec/app.yaml': APP.replace('minimum: 0.08', 'minimum: 0.1'),
        'spec/routes.yaml': `${ROUTES}  - { path: /developer, page: developer-portal, name: developer }\n`,
      });
      expect(facts.map((fact) => [fact.file, fact.change, fact.subject.kind])).toEqual([
        ['spec/app.yaml', 'changed', 'constant'],
        ['spec/routes.yaml', 'added', 'route'],
      ]);
      expect(flagsOf(facts[0] as Fact)[0]?.text).toBe('a constant the specification states (§9 progress bar minimum)');
    },
  );

  test(
    'a draft text is flagged; a file that is no longer YAML is one fact for the file',
    proves('QA-CHANGE-REPORT'),
    () => {
      const drafted = diff(base, { ...base, 'spec/pages.yaml': PAGES.replace('Ville intelligente', '"DRAFT: Ville"') });
      expect(drafted[0]?.draft).toBe(true);
      expect(flagsOf(drafted[0] as Fact).map((flag) => flag.kind)).toContain('draft');
      const broken = diff(base, { ...base, 'spec/routes.yaml': 'routes: [ {' });
      expect(broken).toEqual([
        expect.objectContaining({ file: 'spec/routes.yaml', path: [], after: 'the file, which is not valid YAML' }),
      ]);
    },
  );

  test('the same manifest gives no fact', proves('QA-CHANGE-MEANING'), () => {
    expect(diff(base, { ...base })).toEqual([]);
  });
});
