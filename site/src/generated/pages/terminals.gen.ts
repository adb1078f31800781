// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly cardMore: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly related: readonly {
    readonly to: RoutePath;
    readonly label: string;
  }[];
  readonly relatedTitle: string;
  readonly searchAll: string;
  readonly searchClear: string;
  readonly searchLabel: string;
  readonly searchMany: string;
  readonly searchNone: string;
  readonly searchNoneHint: string;
  readonly searchOne: string;
  readonly searchPlaceholder: string;
  readonly searchTitle: string;
  readonly strengths: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly strengthsTitle: string;
  readonly terminals: readonly {
    readonly drawing: string;
    readonly to: RoutePath;
    readonly name: string;
    readonly feature: string;
  }[];
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Intelligent Terminals',
    description: 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.',
    cardMore: 'View details',
    heroImageAlt: 'A self-service hall with a card dispenser, a form-filling machine, a super counter and a document cabinet side by side',
    intro: [
      'Every terminal we build runs our own face algorithms and reports to the same IoT unified management platform. A hall can mix card dispensers, form-filling machines, super counters, transceivers and document cabinets and still manage them as one fleet.',
      'Search for a terminal by name or by what it does, then open its page for features, typical uses and the full specification.',
    ],
    related: [
      {
        to: '/platformcapability',
        label: 'Platform capability',
      },
      {
        to: '/algorithm',
        label: 'Algorithm capability',
      },
      {
        to: '/finance',
        label: 'Smart finance',
      },
      {
        to: '/contactus',
        label: 'Contact us',
      },
    ],
    relatedTitle: 'Related',
    searchAll: 'All {count} terminals shown.',
    searchClear: 'Clear search',
    searchLabel: 'Search terminals by name or feature',
    searchMany: '{count} terminals match “{query}”.',
    searchNone: 'No terminal matches “{query}”.',
    searchNoneHint: 'Try a shorter word, such as card or cabinet, or clear the search to see every terminal again.',
    searchOne: '1 terminal matches “{query}”.',
    searchPlaceholder: 'e.g. card, 4G, fingerprint',
    searchTitle: 'Find a terminal',
    strengths: [
      {
        title: 'Our own face algorithms',
        text: 'Face detection, liveness detection and recognition run on every terminal, so identity is checked where the service happens.',
      },
      {
        title: 'One platform for the fleet',
        text: 'Terminals register with the IoT unified management platform, where status, alerts and updates for every device sit in one console.',
      },
      {
        title: 'Made for self-service halls',
        text: 'Large touchscreens, step-by-step guidance and printed receipts let visitors finish their business on their own, while staff help where they are needed.',
      },
    ],
    strengthsTitle: 'One technology base for every terminal',
    terminals: [
      {
        drawing: 'portable',
        to: '/carddispenser',
        name: 'Portable Dual-Screen Card Dispenser',
        feature: 'Card issuing on the move: a 5200 mAh battery, 4G and 2.5 m positioning in a 15 kg case.',
      },
      {
        drawing: 'desktop',
        to: '/carddispenser',
        name: 'Desktop Dual-Screen Card Dispenser',
        feature: 'Counter-top card issuing with a 100-card input slot and a 50-card output slot.',
      },
      {
        drawing: 'machine',
        to: '/machine',
        name: 'Self-Service Form-Filling Machine',
        feature: 'Guided form filling with face verification and a 35 pages/min printer.',
      },
      {
        drawing: 'counter',
        to: '/counter',
        name: 'Super Counter',
        feature: 'Over-the-counter business without a teller, verified by face and fingerprint.',
      },
      {
        drawing: 'transceiver',
        to: '/transceiver',
        name: 'Transceiver',
        feature: 'Links field devices to the platform over 4G, with 2.5 m positioning and a camera.',
      },
      {
        drawing: 'cabinet',
        to: '/case',
        name: 'Document Receiving and Sending Cabinet',
        feature: '38 file cabinets that open by face, fingerprint, card, password, verification code or barcode.',
      },
    ],
  },
  'zh-CN': {
    title: '智能终端',
    description: '面向自助服务大厅的发卡机、填单机、超级柜台、收发器与文件收发柜。',
    cardMore: '查看详情',
    heroImageAlt: '自助服务大厅中并排摆放的发卡机、自助填单机、超级柜台与文件收发柜',
    intro: [
      '我们的每一款终端都搭载自研人脸算法，并统一接入物联网统一管理平台。无论大厅里配置的是发卡机、填单机、超级柜台、收发器还是文件收发柜，都能作为一个整体集中管理。',
      '输入终端名称或功能即可快速找到所需设备，进入详情页查看功能亮点、应用场景与完整参数。',
    ],
    related: [
      {
        to: '/platformcapability',
        label: '平台能力',
      },
      {
        to: '/algorithm',
        label: '算法能力',
      },
      {
        to: '/finance',
        label: '智慧金融',
      },
      {
        to: '/contactus',
        label: '联系我们',
      },
    ],
    relatedTitle: '相关内容',
    searchAll: '共 {count} 款终端。',
    searchClear: '清除搜索',
    searchLabel: '按名称或功能搜索终端',
    searchMany: '找到 {count} 款与“{query}”相关的终端。',
    searchNone: '没有与“{query}”相关的终端。',
    searchNoneHint: '换个更简短的关键词试试，例如“发卡”或“柜”；也可以清除搜索，重新查看全部终端。',
    searchOne: '找到 1 款与“{query}”相关的终端。',
    searchPlaceholder: '例如：发卡、4G、指纹',
    searchTitle: '查找终端',
    strengths: [
      {
        title: '自研人脸算法',
        text: '每台终端均内置人脸检测、活体检测与人脸识别能力，在办理业务的现场完成身份核验。',
      },
      {
        title: '一个平台统管全部设备',
        text: '终端统一接入物联网统一管理平台，所有设备的运行状态、告警与升级都在同一控制台集中处理。',
      },
      {
        title: '为自助大厅而生',
        text: '大尺寸触摸屏、分步引导与凭条打印，让访客独立办完业务，工作人员则把精力留给真正需要帮助的人。',
      },
    ],
    strengthsTitle: '统一的技术底座',
    terminals: [
      {
        drawing: 'portable',
        to: '/carddispenser',
        name: '便携式双屏发卡机',
        feature: '移动发卡好帮手：5200 mAh 电池、4G 联网、2.5 米定位，整机仅 15 kg。',
      },
      {
        drawing: 'desktop',
        to: '/carddispenser',
        name: '桌面式双屏发卡机',
        feature: '柜台桌面即时发卡，进卡槽容量 100 张，出卡槽容量 50 张。',
      },
      {
        drawing: 'machine',
        to: '/machine',
        name: '自助填单机',
        feature: '引导式填单，人脸核验身份，35 页/分钟高速打印。',
      },
      {
        drawing: 'counter',
        to: '/counter',
        name: '超级柜台',
        feature: '无需柜员即可办理柜面业务，人脸与指纹双重核验。',
      },
      {
        drawing: 'transceiver',
        to: '/transceiver',
        name: '收发器',
        feature: '通过 4G 将现场设备接入平台，定位精度 2.5 米，内置摄像头。',
      },
      {
        drawing: 'cabinet',
        to: '/case',
        name: '文件收发柜',
        feature: '38 个文件柜，支持人脸、指纹、刷卡、密码、验证码与条码开门。',
      },
    ],
  },
};
