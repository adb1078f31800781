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
    title: 'Case Study: Mobile Banking',
    description: 'Remote account services with liveness detection on the customer\'s own phone.',
    challenge: [
      'Many of the bank\'s customers live far from a branch. Resetting a password or raising a transfer limit meant a trip to town, while fraudsters tried to pass photos and recorded videos off as customers in the app.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Face recognition and liveness detection SDK in the app',
      'Private deployment in the bank\'s data centre',
      'One audit trail with the branches',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A rural commercial bank',
      },
      {
        label: 'Sector',
        value: 'Finance and banking',
      },
      {
        label: 'Channel',
        value: 'Mobile banking app',
      },
      {
        label: 'In service since',
        value: '2020',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'A customer beside a large phone that checks her face and liveness, linked to the bank, with a shield for a verified identity',
    related: [
      {
        label: 'Smart finance solution',
        to: '/finance',
      },
      {
        label: 'Bank branch case',
        to: '/bank',
      },
      {
        label: 'Algorithm capability',
        to: '/algorithm',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: 'No trip',
        label: 'to reset a password or raise a limit',
      },
      {
        value: '50+',
        label: 'financial enterprises use our recognition',
      },
      {
        value: '40+',
        label: 'algorithm models',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Our face recognition and liveness detection SDK runs inside the bank\'s Android and iOS apps. A customer verified once in a branch is recognised on the phone, and high-risk operations require a live face that matches the account.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：移动银行',
    description: '借助活体检测，客户在自己的手机上即可办理远程开户等业务。',
    challenge: ['该行许多客户居住地离网点较远，重置密码或提高转账限额都得专程进城一趟；与此同时，不法分子试图在 App 中用照片或录制视频冒充客户。'],
    challengeTitle: '项目挑战',
    deployed: ['App 内集成人脸识别与活体检测 SDK', '私有化部署于银行数据中心', '与网点共用一条审计轨迹'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '某农村商业银行',
      },
      {
        label: '行业',
        value: '金融',
      },
      {
        label: '渠道',
        value: '手机银行 App',
      },
      {
        label: '上线时间',
        value: '2020',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '客户身旁的大尺寸手机正在核验人脸与活体，与银行相连，盾牌表示身份已核验',
    related: [
      {
        label: '智慧金融解决方案',
        to: '/finance',
      },
      {
        label: '银行网点案例',
        to: '/bank',
      },
      {
        label: '算法能力',
        to: '/algorithm',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '零跑腿',
        label: '重置密码、提高限额',
      },
      {
        value: '50+',
        label: '家金融机构使用天目识别技术',
      },
      {
        value: '40+',
        label: '算法模型',
      },
    ],
    resultsTitle: '项目成效',
    solution: [
      '天目人脸识别与活体检测 SDK 集成在该行的安卓与 iOS App 中。客户在网点完成一次核验后，即可在手机上被识别；高风险操作必须通过与账户匹配的活体人脸验证。',
    ],
    solutionTitle: '实施方案',
  },
};
