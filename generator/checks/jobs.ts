import { checker } from './context.ts';

/** Job posts have unique ids: the job list and the mock key them. */
export const jobsChecker = checker({
  name: 'job posts',
  needs: ['pages'],
  run(context, manifest) {
    context.duplicates(
      'pages.yaml',
      manifest.pages.jobPosts.map((post, index) => ({ key: post.id, path: ['jobPosts', index, 'id'], item: post })),
      (entry, first) =>
        context.report('job-id-duplicate', { id: entry.key, firstLine: first.line }, 'pages.yaml', entry.path),
    );
  },
});
