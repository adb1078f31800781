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
    title: 'Company Profile',
    description: 'Who we are, how we grew from 2014 to 2022, and the vision, mission and values that guide us.',
  },
  'zh-CN': {
    title: '公司简介',
    description: '我们是谁，2014 年至 2022 年的发展历程，以及指引我们的愿景、使命与价值观。',
  },
};
