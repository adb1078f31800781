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
    title: 'Open Positions',
    description: 'Current openings in hardware, software, sales, finance and general functions.',
  },
  'zh-CN': {
    title: '社会招聘',
    description: '硬件、软件、销售、财务及综合职能的在招职位。',
  },
};
