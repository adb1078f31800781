import type { z } from 'zod';
import type { DataPath } from './positions.ts';

type AnySchema = z.core.$ZodType;

interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  innerType?: AnySchema;
  in?: AnySchema;
  element?: AnySchema;
  valueType?: AnySchema;
  getter?: () => AnySchema;
}

function def(schema: AnySchema): Def {
  return schema._zod.def as unknown as Def;
}

/** Strip wrappers (optional, default, pipe, lazy…) down to the schema that holds the shape. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let guard = 0; guard < 20; guard++) {
    const d = def(current);
    const next = d.innerType ?? d.in ?? d.getter?.();
    if (!next) return current;
    current = next;
  }
  return current;
}

/** The schema that validates the value at `path`, when the path follows the schema. */
export function schemaAt(root: AnySchema, path: DataPath): AnySchema | undefined {
  let current: AnySchema | undefined = unwrap(root);
  for (const segment of path) {
    if (!current) return undefined;
    const d = def(current);
    // Stryker disable next-line OptionalChaining: every zod object schema has a shape (the check is for the type)
    if (d.type === 'object' && typeof segment === 'string') current = d.shape?.[segment];
    else if (d.type === 'array') current = d.element;
    else if (d.type === 'record') current = d.valueType;
    else return undefined;
    current = current && unwrap(current);
  }
  return current;
}

/** The keys an object schema at `path` accepts (empty when it is not an object). */
export function knownKeysAt(root: AnySchema, path: DataPath): string[] {
  const schema = schemaAt(root, path);
  if (!schema) return [];
  const d = def(schema);
  // Stryker disable next-line LogicalOperator,ConditionalExpression: only zod object schemas have a shape, and every one has it
  return d.type === 'object' && d.shape ? Object.keys(d.shape) : [];
}

function descriptionOf(schema: AnySchema | undefined): string | undefined {
  return (schema as { description?: string } | undefined)?.description;
}

/** The `.describe()` text of the schema at `path`, if any. */
export function descriptionAt(root: AnySchema, path: DataPath): string | undefined {
  let current: AnySchema | undefined = unwrap(root);
  let described: string | undefined;
  for (const segment of path) {
    if (!current) return undefined;
    const d = def(current);
    let next: AnySchema | undefined;
    // Stryker disable next-line OptionalChaining: every zod object schema has a shape (the check is for the type)
    if (d.type === 'object' && typeof segment === 'string') next = d.shape?.[segment];
    else if (d.type === 'array') next = d.element;
    else if (d.type === 'record') next = d.valueType;
    current = next && unwrap(next);
    described = descriptionOf(next) ?? descriptionOf(current);
  }
  return described;
}
