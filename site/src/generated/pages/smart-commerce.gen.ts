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
    title: 'Smart Commerce',
    description: 'Visitor insight and frictionless service for shopping centres and stores.',
  },
  'zh-CN': {
    title: '智慧商业',
    description: '为商场与门店提供客流洞察与无感服务。',
  },
};
