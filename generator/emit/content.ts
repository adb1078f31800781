// A page's content in one language, and the TypeScript type of it. Content is a tree of
// `{ en-US: …, zh-CN: … }` texts, one key per language of app.yaml's list (visible text),
// language-neutral values (figures, model numbers) and
// lists and mappings of them; each language sees the same tree with every pair replaced by its
// text. The type is inferred from the tree, so a page component that reads a field the manifest
// does not have, or reads it as the wrong kind, fails type checking.
import type { ContentValue, Locale } from '../manifest/schema.ts';
import { compareText, propertyName } from './literal.ts';

export type Projected = string | number | boolean | readonly Projected[] | { readonly [key: string]: Projected };

/** A mapping whose keys are interface languages (`locales`): a visible string (checks/content.ts makes it complete). */
export function isLocalized(
  value: ContentValue,
  locales: readonly Locale[],
): value is Readonly<Record<Locale, string>> {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent: the keys of a text, a figure, a flag or a list are never language names
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).some((key) => locales.includes(key));
}

/** The content as `locale` reads it: each visible string (a mapping of the `locales`) replaced by its text. */
export function project(value: ContentValue, locale: Locale, locales: readonly Locale[]): Projected {
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: ContentValue) => project(item, locale, locales));
  if (isLocalized(value, locales)) {
    const text = value[locale];
    if (text === undefined) throw new Error(`a text lacks ${locale}, which checks/content.ts should have reported`);
    return text;
  }
  const record = value as { readonly [key: string]: ContentValue };
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, project(item, locale, locales)]));
}

type Shape =
  | { readonly kind: 'string' | 'number' | 'boolean' | 'never' | 'RoutePath' }
  | { readonly kind: 'array'; readonly element: Shape }
  | { readonly kind: 'object'; readonly fields: ReadonlyMap<string, { shape: Shape; optional: boolean }> }
  | { readonly kind: 'union'; readonly members: readonly Shape[] };

function shapeOf(value: Projected): Shape {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { kind: typeof value as 'string' | 'number' | 'boolean' };
  }
  if (Array.isArray(value)) return { kind: 'array', element: value.map(shapeOf).reduce(merge, NEVER) };
  const fields = new Map<string, { shape: Shape; optional: boolean }>();
  for (const [key, item] of Object.entries(value)) {
    // A field named `to` is a link: checks.ts makes it a route path, and the type says so.
    const shape: Shape = key === LINK_FIELD && typeof item === 'string' ? { kind: 'RoutePath' } : shapeOf(item);
    fields.set(key, { shape, optional: false });
  }
  return { kind: 'object', fields };
}

const NEVER: Shape = { kind: 'never' };

/** The content field that holds a link; its value must be a route path. */
export const LINK_FIELD = 'to';

/** The narrowest shape both values fit: objects merge field by field, a field one lacks is optional. */
function merge(a: Shape, b: Shape): Shape {
  if (a.kind === 'never') return b;
  if (b.kind === 'never') return a;
  if (a.kind === 'union') return b.kind === 'union' ? b.members.reduce<Shape>(merge, a) : addMember(a, b);
  if (b.kind === 'union') return addMember(b, a);
  if (a.kind === 'array' && b.kind === 'array') return { kind: 'array', element: merge(a.element, b.element) };
  if (a.kind === 'object' && b.kind === 'object') {
    const fields = new Map<string, { shape: Shape; optional: boolean }>();
    for (const [key, field] of a.fields) {
      const other = b.fields.get(key);
      fields.set(
        key,
        other
          ? { shape: merge(field.shape, other.shape), optional: field.optional || other.optional }
          : { shape: field.shape, optional: true },
      );
    }
    for (const [key, field] of b.fields)
      if (!a.fields.has(key)) fields.set(key, { shape: field.shape, optional: true });
    return { kind: 'object', fields };
  }
  if (a.kind === b.kind) return a;
  return { kind: 'union', members: [a, b] };
}

function addMember(union: Extract<Shape, { kind: 'union' }>, shape: Shape): Shape {
  const index = union.members.findIndex((member) => member.kind === shape.kind);
  if (index === -1) return { kind: 'union', members: [...union.members, shape] };
  const members = [...union.members];
  members[index] = merge(members[index] as Shape, shape);
  return { kind: 'union', members };
}

function typeText(shape: Shape, indent: string): string {
  switch (shape.kind) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'never':
    case 'RoutePath':
      return shape.kind;
    case 'array': {
      const element = typeText(shape.element, indent);
      return shape.element.kind === 'union' ? `readonly (${element})[]` : `readonly ${element}[]`;
    }
    case 'union':
      return shape.members
        .map((member) => typeText(member, indent))
        .sort(compareText)
        .join(' | ');
    case 'object': {
      const inner = `${indent}  `;
      const lines = [...shape.fields].map(
        ([key, field]) =>
          `${inner}readonly ${propertyName(key)}${field.optional ? '?' : ''}: ${typeText(field.shape, inner)};`,
      );
      return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}

/** The type of a content field, from its value in the first language (nested lines are indented from `indent`). */
export function contentType(value: ContentValue, locales: readonly Locale[], indent = ''): string {
  const [first] = locales;
  if (first === undefined) throw new Error('the manifest lists no language');
  return typeText(shapeOf(project(value, first, locales)), indent);
}

/** Whether a page's content links anywhere, so its module must import the `RoutePath` type. */
export function hasLinks(value: ContentValue): boolean {
  if (typeof value !== 'object') return false;
  // A list's entries are its items, under keys that are numbers, never "to".
  return Object.entries(value as Record<string, ContentValue>).some(
    ([key, item]) => (key === LINK_FIELD && typeof item === 'string') || hasLinks(item),
  );
}
