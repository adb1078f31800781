// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { PageId } from './routes.gen';

/** The pages whose title, description or content holds a draft text ("DRAFT:", "草稿："), in the order of spec/pages.yaml. Their static pages are noindex and out of the sitemap; the search leaves them out; a release build refuses them (decision 035). Only the build (scripts/prerender.ts) imports this module. */
export const draftPages: readonly PageId[] = [];
