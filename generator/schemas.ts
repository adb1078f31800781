import { z } from 'zod';
import { SPEC_DIR, type VirtualFile } from './layout.ts';
import { MANIFEST_FILE_NAMES, MANIFEST_FILES, schemaFileFor } from './manifest/schema.ts';

/** JSON Schemas of the manifest files for yaml-language-server (draft-7, input side). */
export function generateSchemas(specDir = SPEC_DIR): VirtualFile[] {
  return MANIFEST_FILE_NAMES.map((name) => {
    const schema = z.toJSONSchema(MANIFEST_FILES[name], { target: 'draft-7', io: 'input' });
    const titled = { ...schema, title: `${specDir}/${name}` };
    return { path: `${specDir}/${schemaFileFor(name)}`, content: `${JSON.stringify(titled, null, 2)}\n` };
  });
}
