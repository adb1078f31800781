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
    title: 'Contact Us',
    description: 'Our business hotline and address, and how to reach the right team.',
  },
  'zh-CN': {
    title: '联系我们',
    description: '商务热线与公司地址，以及联系相应团队的方式。',
  },
};
