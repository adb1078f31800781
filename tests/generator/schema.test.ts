import { describe, expect, test } from 'vitest';
import { MANIFEST_FILE_NAMES, schemaFileFor } from '../../generator/manifest/schema.ts';
import { readSources } from '../../generator/project.ts';
import { generateSchemas } from '../../generator/schemas.ts';
import { projectFileSystem } from './project-fs.ts';

describe('editor schemas (yaml-language-server)', () => {
  const schemas = new Map(generateSchemas().map((file) => [file.path, JSON.parse(file.content)]));

  test('one draft-7 schema per manifest file, and each file points at its own', () => {
    const sources = readSources(projectFileSystem());
    expect(sources.map((source) => source.file)).toEqual(MANIFEST_FILE_NAMES.map((name) => `spec/${name}`));
    for (const name of MANIFEST_FILE_NAMES) {
      const schema = schemas.get(`spec/${schemaFileFor(name)}`);
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.additionalProperties).toBe(false);
      const firstLine = sources.find((source) => source.file === `spec/${name}`)?.text.split('\n')[0];
      expect(firstLine).toBe(`# yaml-language-server: $schema=./${schemaFileFor(name)}`);
    }
  });

  test('editors flag a missing translation and a typo while typing', () => {
    const routes = schemas.get('spec/schema/routes.schema.json');
    const route = routes.properties.routes.items;
    expect(route.additionalProperties).toBe(false);
    expect(route.required).toEqual(['path', 'page', 'name']);
    // The input side: fields with defaults are optional while typing.
    expect(Object.keys(route.properties)).toEqual(['path', 'page', 'name', 'keepAlive', 'lazy', 'repeat']);
  });

  test("a text asks for each language of the manifest's list, however many", () => {
    // The languages are app.yaml's `locales.available`: the schemas are built for the list given.
    const three = ['en-US', 'zh-CN', 'fr-FR'];
    const built = new Map(generateSchemas('spec', three).map((file) => [file.path, JSON.parse(file.content)]));
    const label = built.get('spec/schema/navigation.schema.json').properties.header.items.properties.label;
    expect(label.required).toEqual(three);
    expect(label.additionalProperties).toBe(false);
    // Without a list (app.yaml unreadable), a text may hold any language tags.
    const open = schemas.get('spec/schema/navigation.schema.json').properties.header.items.properties.label;
    expect(open.required).toBeUndefined();
    expect(open.propertyNames.pattern).toBeDefined();
  });
});
