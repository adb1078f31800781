// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly capabilities: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly capabilitiesTitle: string;
  readonly cases: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly casesTitle: string;
  readonly challenges: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly challengesTitle: string;
  readonly figures: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly more: string;
  readonly offerings: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly offeringsTitle: string;
  readonly solution: readonly string[];
  readonly solutionTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Smart Finance and Banking',
    description: 'Identity verification and self-service used in more than 50 financial enterprises.',
    capabilities: [
      {
        title: 'Liveness detection',
        text: 'Stops photo, video and mask attacks.',
      },
      {
        title: 'Face and ID card match',
        text: 'Compares the live face with the chip photo of the ID card.',
      },
      {
        title: 'Self-service card issuing',
        text: 'Dual-screen dispensers with 100-card input and 50-card output slots.',
      },
      {
        title: 'One audit trail',
        text: 'Every verification, in every channel, in one record.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'Bank branches',
        text: 'Self-service account opening and card issuing.',
        to: '/bank',
      },
      {
        title: 'Mobile banking',
        text: 'The branch\'s identity check, on the phone.',
        to: '/mobilebank',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Impersonation',
        text: 'Photos, videos and masks presented as a real customer.',
      },
      {
        title: 'Queues at the counter',
        text: 'Routine services occupy staff who should advise customers.',
      },
      {
        title: 'Scattered records',
        text: 'Verifications in each channel are stored in a different system.',
      },
    ],
    challengesTitle: 'What banks struggle with',
    figures: [
      {
        value: '50+',
        label: 'banks and financial enterprises',
      },
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '100 / 50',
        label: 'cards in the dispenser\'s input and output slots',
      },
    ],
    heroImageAlt: 'A bank with columns, coins and a card, and a phone verifying the customer\'s face before a payment',
    intro: [
      'Banks must know who they serve, at the counter, at the self-service machine and on the phone, without making honest customers wait. Our face recognition and liveness detection are used in more than 50 financial enterprises.',
      'From account opening to card issuing and mobile banking, the same identity check works across channels and keeps a record of every verification for audit.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Card dispensers',
        text: 'Portable and desktop dual-screen models.',
        to: '/carddispenser',
      },
      {
        title: 'Super counter',
        text: 'Most counter services, self-service.',
        to: '/counter',
      },
      {
        title: 'Algorithm capability',
        text: 'Recognition and liveness in the cloud or on premises.',
        to: '/algorithm',
      },
    ],
    offeringsTitle: 'Terminals and platforms for banks',
    solution: [
      'Liveness detection rejects photos, screens and masks before recognition compares the face with the customer\'s ID card or account photo. Dual-screen card dispensers and super counters let customers open accounts and collect cards on their own, with staff approving remotely when needed.',
      'The same algorithms run in the mobile banking app, so a customer verified in the branch is recognised on the phone, and every check lands in one audit trail.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧金融',
    description: '身份核验与自助服务方案，已应用于 50 余家金融企业。',
    capabilities: [
      {
        title: '活体检测',
        text: '防范照片、视频与面具攻击。',
      },
      {
        title: '人证比对',
        text: '现场人脸与身份证芯片照片比对。',
      },
      {
        title: '自助发卡',
        text: '双屏发卡机，入卡槽 100 张、出卡槽 50 张。',
      },
      {
        title: '统一审计',
        text: '所有渠道的每次核验，统一留档。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '银行网点',
        text: '自助开户与发卡。',
        to: '/bank',
      },
      {
        title: '手机银行',
        text: '把网点的身份核验搬到手机上。',
        to: '/mobilebank',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '冒名顶替',
        text: '用照片、视频或面具冒充真实客户。',
      },
      {
        title: '柜台排长队',
        text: '常规业务占用了本应为客户提供咨询的员工。',
      },
      {
        title: '记录分散',
        text: '各渠道的核验记录分散在不同系统中。',
      },
    ],
    challengesTitle: '银行面临的难点',
    figures: [
      {
        value: '50+',
        label: '家银行及金融机构',
      },
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '100 / 50',
        label: '发卡机入卡槽与出卡槽容量（张）',
      },
    ],
    heroImageAlt: '带立柱的银行、硬币与银行卡，以及在支付前核验客户人脸的手机',
    intro: [
      '银行必须确认所服务的客户身份——无论在柜台、自助设备还是手机上——同时不能让守规矩的客户久等。天目人脸识别与活体检测已在 50 余家金融机构投入使用。',
      '从开户、发卡到手机银行，同一套身份核验贯穿所有渠道，每一次核验都留痕可查，便于审计。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '发卡机',
        text: '便携式与桌面式双屏机型。',
        to: '/carddispenser',
      },
      {
        title: '超级柜台',
        text: '大部分柜面业务自助办理。',
        to: '/counter',
      },
      {
        title: '算法能力',
        text: '识别与活体检测，支持云端或私有化部署。',
        to: '/algorithm',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '活体检测先拦截照片、屏幕翻拍与面具攻击，再由人脸识别与身份证或开户照片比对。双屏发卡机与超级柜台让客户自助开户、领卡，必要时由员工远程审核。',
      '同一套算法也运行在手机银行中，客户在网点核验后，在手机上同样可被识别，所有核验记录汇入同一条审计轨迹。',
    ],
    solutionTitle: '解决方案',
  },
};
