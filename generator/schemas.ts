import { z } from 'zod';
import { SPEC_DIR, type VirtualFile } from './layout.ts';
import { type Locale, MANIFEST_FILE_NAMES, manifestSchemas, schemaFileFor } from './manifest/schema.ts';

/**
 * JSON Schemas of the manifest files for yaml-language-server (draft-7, input side), for the
 * manifest's languages (app.yaml's list): the editor then asks for every language of a text.
 */
export function generateSchemas(specDir = SPEC_DIR, locales?: readonly Locale[]): VirtualFile[] {
  const schemas = manifestSchemas(locales);
  return MANIFEST_FILE_NAMES.map((name) => {
    const schema = z.toJSONSchema(schemas[name], { target: 'draft-7', io: 'input' });
    const titled = { ...schema, title: `${specDir}/${name}` };
    return { path: `${specDir}/${schemaFileFor(name)}`, content: `${JSON.stringify(titled, null, 2)}\n` };
  });
}
