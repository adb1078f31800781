import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { descriptionAt, knownKeysAt, schemaAt, unwrap } from '../../generator/schema-walk.ts';

const label = z.string().describe('A label');

describe('unwrap: the schema under its wrappers', () => {
  test('an optional, a pipe and a lazy schema each give the schema they wrap', () => {
    const inner = z.object({ a: z.string() });
    expect(unwrap(inner.optional())).toBe(inner);
    expect(unwrap(inner.pipe(z.transform((value) => value)))).toBe(inner);
    expect(unwrap(z.lazy(() => inner))).toBe(inner);
    expect(unwrap(inner)).toBe(inner);
  });

  test('a lazy schema that returns itself ends the walk after 20 wrappers', () => {
    const self: z.ZodType = z.lazy(() => self);
    expect(unwrap(self)).toBe(self);
    let wrapped: z.ZodType = label;
    for (let i = 0; i < 21; i++) wrapped = wrapped.optional();
    const afterTwenty = unwrap(wrapped);
    expect(afterTwenty).not.toBe(label);
    expect(unwrap(afterTwenty)).toBe(label);
  });
});

describe('schemaAt and knownKeysAt: the schema a data path reaches', () => {
  const field = z.number();
  const root = z.object({
    title: field.optional(),
    items: z.array(field),
    labels: z.record(z.string(), field),
    counts: z.map(z.string(), field),
    nested: z.object({ inner: field }).optional(),
    0: field,
  });

  test('through an object field, a list item and a record entry, wrappers removed', () => {
    expect(schemaAt(root, ['title'])).toBe(field);
    expect(schemaAt(root, ['items', 3])).toBe(field);
    expect(schemaAt(root, ['labels', 'en-US'])).toBe(field);
    expect(schemaAt(root, ['nested', 'inner'])).toBe(field);
  });

  test('no schema for a path the schema does not follow', () => {
    expect(schemaAt(root, ['missing', 'x'])).toBeUndefined();
    expect(schemaAt(root, ['counts', 'k'])).toBeUndefined();
    expect(schemaAt(root, ['title', 'x'])).toBeUndefined();
    // A list index never names an object field, even the field "0".
    expect(schemaAt(root, [0])).toBeUndefined();
  });

  test('the keys of an object, and none for anything else', () => {
    expect(knownKeysAt(root, ['nested'])).toEqual(['inner']);
    expect(knownKeysAt(root, ['title'])).toEqual([]);
    expect(knownKeysAt(root, ['missing'])).toEqual([]);
  });
});

describe('descriptionAt: the .describe() text a missing-field error quotes', () => {
  const root = z.object({
    plain: label,
    optionalInside: label.optional(),
    optionalOutside: z.string().optional().describe('Described outside'),
    labels: z.record(z.string(), label),
    counts: z.map(z.string(), label),
    items: z.array(label),
    nested: z.object({ inner: label }).optional(),
    0: label,
  });

  test('the text on the field, on its wrapper or under it', () => {
    expect(descriptionAt(root, ['plain'])).toBe('A label');
    expect(descriptionAt(root, ['optionalInside'])).toBe('A label');
    expect(descriptionAt(root, ['optionalOutside'])).toBe('Described outside');
    expect(descriptionAt(root, ['labels', 'en-US'])).toBe('A label');
    expect(descriptionAt(root, ['items', 0])).toBe('A label');
    expect(descriptionAt(root, ['nested', 'inner'])).toBe('A label');
  });

  test('none for a path the schema does not follow', () => {
    expect(descriptionAt(root, ['missing'])).toBeUndefined();
    expect(descriptionAt(root, ['missing', 'x'])).toBeUndefined();
    expect(descriptionAt(root, ['counts', 'k'])).toBeUndefined();
    expect(descriptionAt(root, [0])).toBeUndefined();
  });
});
