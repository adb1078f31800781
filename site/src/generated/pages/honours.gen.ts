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
    title: 'Honours and Qualifications',
    description: 'Over 10 invention patents, over 20 software copyrights, and the certificates behind them.',
  },
  'zh-CN': {
    title: '荣誉资质',
    description: '10 余项发明专利、20 余项软件著作权及相关证书。',
  },
};
