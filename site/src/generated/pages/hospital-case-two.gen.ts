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
    title: 'Case Study: Hospital Ward Access',
    description: 'Controlled ward access for staff, patients and visitors.',
  },
  'zh-CN': {
    title: '案例：医院病区通行',
    description: '为医护人员、患者与访客提供分级的病区通行管理。',
  },
};
