// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly intro: readonly string[];
  readonly models: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly modelsTitle: string;
  readonly more: string;
  readonly start: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly startTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Business Cooperation',
    description: 'Integrate our algorithms, terminals and platforms into your products and projects.',
    intro: [
      'Whether you build products, deliver projects or run a platform of your own, there is a way to work with us. Choose the model that fits; we adapt the commercial terms to it.',
    ],
    models: [
      {
        title: 'Solution integration',
        text: 'Integrators deliver our sector solutions in their projects, with our engineers behind them.',
      },
      {
        title: 'OEM and ODM terminals',
        text: 'Our card dispensers, counters and cabinets under your brand, or designed to your requirements.',
      },
      {
        title: 'Algorithm licensing',
        text: 'Our face algorithms and OCR in your devices and apps, by SDK or API.',
      },
      {
        title: 'Platform customisation',
        text: 'Our platforms adapted to your processes, deployed in your data centre.',
      },
    ],
    modelsTitle: 'Ways to cooperate',
    more: 'Go',
    start: [
      {
        title: 'Become a partner',
        text: 'Gold, silver and bronze levels.',
        to: '/cooperativepartner',
      },
      {
        title: 'Talk to us',
        text: 'Our business hotline and address.',
        to: '/contactus',
      },
      {
        title: 'Try the algorithms',
        text: 'Request a free trial.',
        to: '/algorithm',
      },
    ],
    startTitle: 'How to start',
  },
  'zh-CN': {
    title: '商务合作',
    description: '将我们的算法、终端与平台集成到您的产品和项目中。',
    intro: ['无论您是做产品、做项目，还是运营自己的平台，都能找到与我们合作的方式。选择适合您的模式，商务条款随之灵活调整。'],
    models: [
      {
        title: '方案集成',
        text: '集成商在自己的项目中交付天目行业解决方案，由我们的工程师提供技术后盾。',
      },
      {
        title: 'OEM/ODM 终端',
        text: '以您的品牌提供发卡机、柜台与文件柜，或按您的需求定制设计。',
      },
      {
        title: '算法授权',
        text: '通过 SDK 或 API，将天目人脸算法与 OCR 集成到您的设备和应用中。',
      },
      {
        title: '平台定制',
        text: '按您的业务流程定制平台，并部署在您的数据中心。',
      },
    ],
    modelsTitle: '合作模式',
    more: '前往',
    start: [
      {
        title: '成为合作伙伴',
        text: '金牌、银牌与铜牌三个等级。',
        to: '/cooperativepartner',
      },
      {
        title: '联系我们',
        text: '商务热线与公司地址。',
        to: '/contactus',
      },
      {
        title: '试用算法',
        text: '申请免费试用。',
        to: '/algorithm',
      },
    ],
    startTitle: '如何开始',
  },
};
