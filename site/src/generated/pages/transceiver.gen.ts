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
    title: 'Transceiver',
    description: 'A 4G transceiver with 2.5 m positioning accuracy that links terminals and sensors to the platform.',
  },
  'zh-CN': {
    title: '收发器',
    description: '支持 4G、定位精度 2.5 米的收发器，将终端与传感器接入平台。',
  },
};
