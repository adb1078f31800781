// A page's content and its TypeScript type (generator/emit/content.ts), unit by unit. The types
// are written out by hand: what a page component may read from each kind of content.
import { describe, expect, test } from 'vitest';
import { contentType, hasLinks, isLocalized, project } from '../../generator/emit/content.ts';
import { proves } from '../conformance/proves.ts';

/** The languages of these examples (a manifest's list is app.yaml's `locales.available`). */
const LANGUAGES = ['en-US', 'zh-CN'];

describe('a content value in one language', () => {
  test('a pair of languages is its text; lists and mappings keep their shape', proves('GEN-TYPED-OUTPUT'), () => {
    const value = {
      title: { 'en-US': 'Smart city', 'zh-CN': '智慧城市' },
      count: 40,
      items: [{ name: { 'en-US': 'Face', 'zh-CN': '人脸' }, live: true }, 'plain'],
    };
    expect(project(value, 'zh-CN', LANGUAGES)).toEqual({
      title: '智慧城市',
      count: 40,
      items: [{ name: '人脸', live: true }, 'plain'],
    });
    expect(project(value, 'en-US', LANGUAGES)).toEqual({
      title: 'Smart city',
      count: 40,
      items: [{ name: 'Face', live: true }, 'plain'],
    });
  });

  test('a mapping is a pair of languages when any of its keys is a language', proves('GEN-TYPED-OUTPUT'), () => {
    expect(isLocalized({ 'en-US': 'Hello', 'zh-CN': '你好' }, LANGUAGES)).toBe(true);
    // The checks report the missing or extra key; the text is still the pair's.
    expect(isLocalized({ 'en-US': 'Hello', note: 'x' }, LANGUAGES)).toBe(true);
    expect(isLocalized({ name: 'x' }, LANGUAGES)).toBe(false);
    expect(isLocalized({}, LANGUAGES)).toBe(false);
    expect(isLocalized(['en-US'], LANGUAGES)).toBe(false);
    expect(isLocalized('en-US', LANGUAGES)).toBe(false);
  });

  test("the languages are the manifest's list, however many", proves('GEN-TYPED-OUTPUT'), () => {
    const three = [...LANGUAGES, 'fr-FR'];
    const value = { title: { 'en-US': 'Smart city', 'zh-CN': '智慧城市', 'fr-FR': 'Ville intelligente' } };
    expect(project(value, 'fr-FR', three)).toEqual({ title: 'Ville intelligente' });
    expect(isLocalized({ 'fr-FR': 'Bonjour' }, three)).toBe(true);
    // A language the list does not hold is no text: the mapping is content of its own.
    expect(isLocalized({ 'fr-FR': 'Bonjour' }, LANGUAGES)).toBe(false);
    expect(contentType(value, three)).toBe('{\n  readonly title: string;\n}');
  });
});

describe('the type of a content field', () => {
  test('a text, a figure, a flag', proves('GEN-TYPED-OUTPUT'), () => {
    expect(contentType({ 'en-US': 'Hi', 'zh-CN': '嗨' }, LANGUAGES)).toBe('string');
    expect(contentType('V2.0', LANGUAGES)).toBe('string');
    expect(contentType(40, LANGUAGES)).toBe('number');
    expect(contentType(false, LANGUAGES)).toBe('boolean');
  });

  test('lists: of one kind, of several, empty, nested', proves('GEN-TYPED-OUTPUT'), () => {
    expect(contentType([1, 2], LANGUAGES)).toBe('readonly number[]');
    expect(contentType([], LANGUAGES)).toBe('readonly never[]');
    expect(contentType([1, 'a', 2], LANGUAGES)).toBe('readonly (number | string)[]');
    expect(contentType(['a', true, 1], LANGUAGES)).toBe('readonly (boolean | number | string)[]');
    expect(contentType([[1], [2]], LANGUAGES)).toBe('readonly readonly number[][]');
    // An empty list beside a full one adds nothing.
    expect(contentType([[1], []], LANGUAGES)).toBe('readonly readonly number[][]');
    expect(contentType([[], [1]], LANGUAGES)).toBe('readonly readonly number[][]');
    // A list of lists whose kinds differ: the inner lists' kinds merge.
    expect(contentType([[1], [1, 'a']], LANGUAGES)).toBe('readonly readonly (number | string)[][]');
    expect(contentType([[1, 'a'], [1]], LANGUAGES)).toBe('readonly readonly (number | string)[][]');
    expect(
      contentType(
        [
          [1, 'a'],
          [true, 1],
        ],
        LANGUAGES,
      ),
    ).toBe('readonly readonly (boolean | number | string)[][]');
    // A list beside a figure is one of two kinds.
    expect(contentType([[1], 2], LANGUAGES)).toBe('readonly (number | readonly number[])[]');
    expect(contentType([2, [1]], LANGUAGES)).toBe('readonly (number | readonly number[])[]');
  });

  test('mappings: every field read-only; a field some entries lack is optional', proves('GEN-TYPED-OUTPUT'), () => {
    expect(contentType({}, LANGUAGES)).toBe('{}');
    expect(contentType({ value: 40, label: { 'en-US': 'models', 'zh-CN': '算法模型' } }, LANGUAGES)).toBe(
      '{\n  readonly value: number;\n  readonly label: string;\n}',
    );
    expect(contentType([{ a: 1, b: 'x' }, { a: 2 }], LANGUAGES)).toBe(
      'readonly {\n  readonly a: number;\n  readonly b?: string;\n}[]',
    );
    expect(contentType([{ a: 1 }, { b: 'x' }], LANGUAGES)).toBe(
      'readonly {\n  readonly a?: number;\n  readonly b?: string;\n}[]',
    );
    // Once optional, always optional: a later entry with both fields does not make them required.
    expect(contentType([{ a: 1 }, { b: 2 }, { a: 3, b: 4 }], LANGUAGES)).toBe(
      'readonly {\n  readonly a?: number;\n  readonly b?: number;\n}[]',
    );
    expect(contentType([{ a: 1, b: 2 }, { a: 3 }, { a: 4, b: 5 }], LANGUAGES)).toBe(
      'readonly {\n  readonly a: number;\n  readonly b?: number;\n}[]',
    );
    // Mappings beside a figure: the mappings merge with each other, not with the figure.
    expect(contentType([1, { a: 1 }, { b: 2 }], LANGUAGES)).toBe(
      'readonly (number | {\n  readonly a?: number;\n  readonly b?: number;\n})[]',
    );
    expect(contentType([{ a: 1 }, 2], LANGUAGES)).toBe('readonly (number | {\n  readonly a: number;\n})[]');
    // Nested mappings are indented from where the type stands.
    expect(contentType({ x: { y: 1 } }, LANGUAGES, '  ')).toBe(
      '{\n    readonly x: {\n      readonly y: number;\n    };\n  }',
    );
    expect(contentType({ 'model-name': 'A1' }, LANGUAGES)).toBe("{\n  readonly 'model-name': string;\n}");
  });

  test('a field named "to" holding text is a route path', proves('GEN-TYPED-OUTPUT'), () => {
    expect(contentType({ to: '/city', label: { 'en-US': 'City', 'zh-CN': '城市' } }, LANGUAGES)).toBe(
      '{\n  readonly to: RoutePath;\n  readonly label: string;\n}',
    );
    expect(contentType({ to: 5 }, LANGUAGES)).toBe('{\n  readonly to: number;\n}');
    expect(contentType({ link: '/city' }, LANGUAGES)).toBe('{\n  readonly link: string;\n}');
  });
});

describe('whether content links anywhere', () => {
  test('a "to" text anywhere in the tree is a link; nothing else is', proves('GEN-TYPED-OUTPUT'), () => {
    expect(hasLinks({ to: '/city' })).toBe(true);
    expect(hasLinks({ cards: [{ title: 'x' }, { to: '/home' }] })).toBe(true);
    expect(hasLinks([{ to: '/home' }, 'x'])).toBe(true);
    expect(hasLinks({ to: 5 })).toBe(false);
    expect(hasLinks({ a: 1, b: [{ c: 'x' }] })).toBe(false);
    expect(hasLinks('to')).toBe(false);
    expect(hasLinks(7)).toBe(false);
    expect(hasLinks([])).toBe(false);
  });
});
