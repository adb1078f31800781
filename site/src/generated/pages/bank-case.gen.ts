// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly challenge: readonly string[];
  readonly challengeTitle: string;
  readonly deployed: readonly string[];
  readonly deployedTitle: string;
  readonly facts: readonly {
    readonly label: string;
    readonly value: string;
  }[];
  readonly factsTitle: string;
  readonly heroImageAlt: string;
  readonly related: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly relatedTitle: string;
  readonly results: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly resultsTitle: string;
  readonly solution: readonly string[];
  readonly solutionTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Case Study: Bank Branch',
    description: 'How a bank branch verifies customers by face at the counter and in the self-service area.',
    challenge: [
      'Opening an account and collecting a debit card took a customer forty minutes at the counter, most of it spent on identity checks and paperwork. The bank wanted to move routine services to self-service without weakening its know-your-customer checks.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Card dispensers with 100-card input and 50-card output slots',
      'Face and ID card verification with liveness detection',
      'Remote approval for exceptions',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A city commercial bank',
      },
      {
        label: 'Sector',
        value: 'Finance and banking',
      },
      {
        label: 'Terminals',
        value: 'Desktop dual-screen card dispensers and super counters',
      },
      {
        label: 'In service since',
        value: '2019',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'Inside a bank branch: the teller counter where a camera verifies a customer\'s face, a card dispenser and a queue-ticket machine',
    related: [
      {
        label: 'Smart finance solution',
        to: '/finance',
      },
      {
        label: 'Card dispensers',
        to: '/carddispenser',
      },
      {
        label: 'Mobile banking case',
        to: '/mobilebank',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '10 min',
        label: 'to open an account and collect a card',
      },
      {
        value: '50+',
        label: 'financial enterprises use our recognition',
      },
      {
        value: '100 / 50',
        label: 'cards in input and output slots',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Desktop dual-screen card dispensers and super counters in the branches verify the customer\'s face against the ID card with liveness detection, fill in the forms from the card and issue the debit card on the spot. Staff approve exceptions remotely.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：银行网点',
    description: '某银行网点如何在柜台与自助区通过人脸核验客户身份。',
    challenge: [
      '客户在柜台开户并领取借记卡需要约四十分钟，大部分时间耗在身份核验与填写单据上。银行希望把常规业务转为自助办理，同时不降低“了解你的客户”核查标准。',
    ],
    challengeTitle: '项目挑战',
    deployed: ['入卡槽 100 张、出卡槽 50 张的发卡机', '带活体检测的人证比对', '特殊业务远程审核'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '某城市商业银行',
      },
      {
        label: '行业',
        value: '金融',
      },
      {
        label: '终端',
        value: '桌面式双屏发卡机与超级柜台',
      },
      {
        label: '上线时间',
        value: '2019',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '银行网点内景：摄像机在柜台前核验客户人脸，旁边是发卡机和取号机',
    related: [
      {
        label: '智慧金融解决方案',
        to: '/finance',
      },
      {
        label: '发卡机',
        to: '/carddispenser',
      },
      {
        label: '手机银行案例',
        to: '/mobilebank',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '10 分钟',
        label: '完成开户并领卡',
      },
      {
        value: '50+',
        label: '家金融机构使用天目识别技术',
      },
      {
        value: '100 / 50',
        label: '入卡槽与出卡槽容量（张）',
      },
    ],
    resultsTitle: '项目成效',
    solution: ['网点部署的桌面式双屏发卡机与超级柜台通过活体检测完成人证比对，读取身份证自动填写表单，并当场发放借记卡；特殊情况由员工远程审核。'],
    solutionTitle: '实施方案',
  },
};
