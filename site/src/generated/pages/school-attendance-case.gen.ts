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
    title: 'Case Study: School Attendance',
    description: 'Face attendance with a 7-day abnormal attendance statistic for every class.',
  },
  'zh-CN': {
    title: '案例：校园考勤',
    description: '人脸考勤，按班级提供 7 天异常考勤统计。',
  },
};
