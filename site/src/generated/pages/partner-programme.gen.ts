// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly columns: {
    readonly level: string;
    readonly class: string;
    readonly territory: string;
    readonly support: string;
    readonly commitment: string;
  };
  readonly levels: readonly {
    readonly level: string;
    readonly class: string;
    readonly territory: string;
    readonly support: string;
    readonly commitment: string;
  }[];
  readonly levelsTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Partner Programme',
    description: 'Gold, silver and bronze partner levels, and the form to become a partner.',
    columns: {
      level: 'Level',
      class: 'Class',
      territory: 'Territory',
      support: 'What you get',
      commitment: 'What you commit to',
    },
    levels: [
      {
        level: 'Gold',
        class: 'S',
        territory: 'One per prefecture-level city',
        support: 'City exclusivity, best pricing, a dedicated engineer, joint marketing',
        commitment: 'Annual target, certified team, local after-sales',
      },
      {
        level: 'Silver',
        class: 'A',
        territory: 'Shared within a region',
        support: 'Partner pricing, training, demo kits, project support',
        commitment: 'Annual target, two trained engineers',
      },
      {
        level: 'Bronze',
        class: 'B',
        territory: 'Open',
        support: 'Partner pricing, online training',
        commitment: 'Register your projects',
      },
    ],
    levelsTitle: 'Partner levels',
  },
  'zh-CN': {
    title: '合作伙伴计划',
    description: '金牌、银牌与铜牌合作伙伴等级，以及成为合作伙伴的申请表。',
    columns: {
      level: '等级',
      class: '级别',
      territory: '区域',
      support: '您将获得',
      commitment: '您需承诺',
    },
    levels: [
      {
        level: '金牌',
        class: 'S',
        territory: '每个地级市限一家',
        support: '城市独家、最优价格、专属工程师、联合推广',
        commitment: '年度目标、认证团队、本地售后',
      },
      {
        level: '银牌',
        class: 'A',
        territory: '区域内共享',
        support: '伙伴价格、培训、演示设备、项目支持',
        commitment: '年度目标、两名受训工程师',
      },
      {
        level: '铜牌',
        class: 'B',
        territory: '不限',
        support: '伙伴价格、线上培训',
        commitment: '向我们报备项目',
      },
    ],
    levelsTitle: '合作伙伴等级',
  },
};
