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
    title: 'Smart Campus',
    description: 'Safe entrances, effortless attendance and configurable access for leaders, teachers and students.',
  },
  'zh-CN': {
    title: '智慧校园',
    description: '安全的出入口、轻松的考勤，以及可为校领导、教师与学生配置的通行权限。',
  },
};
