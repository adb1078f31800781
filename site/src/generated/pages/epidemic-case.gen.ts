// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Case Study: Epidemic Prevention',
    description: 'How an office park kept its entrances open and safe during the epidemic.',
  },
  'zh-CN': {
    title: '案例：疫情防控',
    description: '某园区如何在疫情期间保持出入口安全通行。',
  },
};
