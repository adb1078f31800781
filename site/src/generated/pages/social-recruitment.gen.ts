// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly applyLink: string;
  readonly intro: readonly string[];
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Open Positions',
    description: 'Current openings in hardware, software, sales, finance and general functions.',
    applyLink: 'Send an open application',
    intro: [
      'These are the positions open today. Choose a department to narrow the list; each post shows when it was released. Nothing that fits? Send us an open application.',
    ],
  },
  'zh-CN': {
    title: '社会招聘',
    description: '硬件、软件、销售、财务及综合职能的在招职位。',
    applyLink: '直接投递简历',
    intro: ['以下是目前在招的职位。选择职能即可缩小范围，每个职位都标明了发布时间。没有合适的？欢迎直接投递简历。'],
  },
};
