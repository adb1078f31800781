import { draftPageIds } from '../drafts.ts';
import type { Manifest } from '../manifest/schema.ts';
import { literal } from './literal.ts';
import { exportedConst, type Statement, typeImport } from './source.ts';

/** The draft pages (decision 035), for the build: their static pages are `noindex`, and the sitemap leaves them out. */
export function draftsStatements(manifest: Manifest): Statement[] {
  return [
    typeImport('./routes.gen', ['PageId']),
    exportedConst('draftPages', literal(draftPageIds(manifest)), {
      type: 'readonly PageId[]',
      docs: 'The pages whose title, description or content holds a draft text ("DRAFT:", "草稿："), in the order of spec/pages.yaml. Their static pages are noindex and out of the sitemap; the search leaves them out; a release build refuses them (decision 035). Only the build (scripts/prerender.ts) imports this module.',
    }),
  ];
}
