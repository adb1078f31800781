// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly addressTitle: string;
  readonly forms: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly formsTitle: string;
  readonly hotlineText: string;
  readonly hotlineTitle: string;
  readonly hours: string;
  readonly hoursTitle: string;
  readonly mapAlt: string;
  readonly more: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Contact Us',
    description: 'Our business hotline and address, and how to reach the right team.',
    addressTitle: 'Address',
    forms: [
      {
        title: 'Become a partner',
        text: 'The partner application form.',
        to: '/cooperativepartner',
      },
      {
        title: 'Apply for a job',
        text: 'Send us your application.',
        to: '/job',
      },
      {
        title: 'Business cooperation',
        text: 'Ways to work with us.',
        to: '/work',
      },
    ],
    formsTitle: 'Write to us',
    hotlineText: 'For quotations, projects and partnerships.',
    hotlineTitle: 'Business hotline',
    hours: 'Monday to Friday, 9:00 to 18:00 (China Standard Time)',
    hoursTitle: 'Business hours',
    mapAlt: 'A map of the area around our office in Nanhai District, Foshan, with the office marked',
    more: 'Go',
  },
  'zh-CN': {
    title: '联系我们',
    description: '商务热线与公司地址，以及联系相应团队的方式。',
    addressTitle: '公司地址',
    forms: [
      {
        title: '成为合作伙伴',
        text: '合作伙伴申请表。',
        to: '/cooperativepartner',
      },
      {
        title: '申请职位',
        text: '提交您的求职申请。',
        to: '/job',
      },
      {
        title: '商务合作',
        text: '与我们合作的方式。',
        to: '/work',
      },
    ],
    formsTitle: '在线留言',
    hotlineText: '报价、项目与合作咨询。',
    hotlineTitle: '商务热线',
    hours: '周一至周五 9:00–18:00（北京时间）',
    hoursTitle: '工作时间',
    mapAlt: '佛山市南海区公司周边地图，标出了公司位置',
    more: '前往',
  },
};
