import type { Manifest } from '../manifest/schema.ts';
import { literal } from './literal.ts';
import { exportedConst, type Statement, typeImport } from './source.ts';

/** The job posts of pages.yaml, newest first: what the mock `query` endpoint serves. */
export function jobsStatements(manifest: Manifest): Statement[] {
  const posts = [...manifest.pages.jobPosts].sort((a, b) =>
    a.releasedAt < b.releasedAt ? 1 : a.releasedAt > b.releasedAt ? -1 : a.id < b.id ? -1 : 1,
  );
  return [
    typeImport('../http/types', ['JobPost']),
    exportedConst('jobPosts', literal(posts.map((post) => ({ ...post }))), {
      type: 'readonly JobPost[]',
      docs: 'From spec/pages.yaml `jobPosts`, newest first. Only the mock API and the JSON-LD of the static pages (scripts/prerender.ts) import this module.',
    }),
  ];
}
