// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly callouts: readonly {
    readonly device: string;
    readonly part: string;
    readonly label: string;
    readonly value: string;
  }[];
  readonly calloutsTitle: string;
  readonly features: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly featuresTitle: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly related: readonly {
    readonly to: RoutePath;
    readonly label: string;
  }[];
  readonly relatedTitle: string;
  readonly specTables: readonly {
    readonly caption: string;
    readonly rows: readonly {
      readonly label: string;
      readonly value: string;
    }[];
  }[];
  readonly specTitle: string;
  readonly uses: readonly string[];
  readonly usesTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Dual-Screen Card Dispensers',
    description: 'Portable and desktop dual-screen card dispensers with a 100-card input slot and a 50-card output slot.',
    callouts: [
      {
        device: 'portable',
        part: 'battery',
        label: 'Battery',
        value: '5200 mAh',
      },
      {
        device: 'portable',
        part: 'dimensions',
        label: 'Dimensions',
        value: '590×280×300 mm',
      },
      {
        device: 'portable',
        part: 'weight',
        label: 'Weight',
        value: '15 kg',
      },
      {
        device: 'portable',
        part: 'positioning',
        label: 'Positioning accuracy',
        value: '2.5 m',
      },
      {
        device: 'portable',
        part: 'network',
        label: 'Mobile network',
        value: '4G support',
      },
      {
        device: 'desktop',
        part: 'input-slot',
        label: 'Card input slot',
        value: '100 cards',
      },
      {
        device: 'desktop',
        part: 'output-slot',
        label: 'Card output slot',
        value: '50 cards',
      },
      {
        device: 'desktop',
        part: 'screens',
        label: 'Screens',
        value: '10.1″ or 13.3″, 1280×800',
      },
      {
        device: 'desktop',
        part: 'camera',
        label: 'Camera',
        value: '2 MP (1920×1080)',
      },
    ],
    calloutsTitle: 'Key figures',
    features: [
      {
        title: 'Two screens, two roles',
        text: 'The staff screen runs the business; the customer screen shows each step and collects the customer\'s confirmation, so nothing happens out of sight.',
      },
      {
        title: 'A deep card stock',
        text: 'The input slot holds 100 cards and the output slot 50 cards, so a busy morning does not mean constant refilling.',
      },
      {
        title: 'Face verification built in',
        text: 'The 2 MP camera (1920×1080) captures the customer\'s face for liveness detection and comparison with the identity document.',
      },
      {
        title: 'Works anywhere',
        text: 'A 5200 mAh battery, 4G and positioning accurate to 2.5 m let the portable model issue cards far from a branch and record where each card was issued.',
      },
    ],
    featuresTitle: 'Features',
    heroImageAlt: 'The portable card dispenser in its carrying case beside the desktop dual-screen card dispenser',
    intro: [
      'Our dual-screen card dispensers issue bank cards, social security cards and access cards on the spot: the customer faces one screen, the member of staff the other, and the card is checked, issued and handed over in a single visit.',
      'Choose the portable model for outreach work in villages, enterprises and campuses, or the desktop model for the counter of a branch or service hall. Both share the same card path, screens and camera.',
    ],
    related: [
      {
        to: '/terminal',
        label: 'All terminals',
      },
      {
        to: '/transceiver',
        label: 'Transceiver',
      },
      {
        to: '/counter',
        label: 'Super counter',
      },
      {
        to: '/finance',
        label: 'Smart finance',
      },
    ],
    relatedTitle: 'Related',
    specTables: [
      {
        caption: 'Both models',
        rows: [
          {
            label: 'Card input slot',
            value: '100 cards',
          },
          {
            label: 'Card output slot',
            value: '50 cards',
          },
          {
            label: 'Screens',
            value: 'Dual 10.1″ or 13.3″, 1280×800',
          },
          {
            label: 'Camera',
            value: '2 MP (1920×1080)',
          },
          {
            label: 'Mobile network',
            value: '4G support',
          },
        ],
      },
      {
        caption: 'Portable model',
        rows: [
          {
            label: 'Battery',
            value: '5200 mAh',
          },
          {
            label: 'Dimensions',
            value: '590×280×300 mm',
          },
          {
            label: 'Weight',
            value: '15 kg',
          },
          {
            label: 'Positioning accuracy',
            value: '2.5 m',
          },
        ],
      },
    ],
    specTitle: 'Specifications',
    uses: [
      'Bank cards at village service points and enterprise payroll drives',
      'Social security and citizen cards at community events',
      'Campus cards during student enrolment week',
      'Replacement cards at a branch counter without a trip to the back office',
    ],
    usesTitle: 'Typical uses',
  },
  'zh-CN': {
    title: '双屏发卡机',
    description: '便携式与桌面式双屏发卡机，进卡槽容量 100 张，出卡槽容量 50 张。',
    callouts: [
      {
        device: 'portable',
        part: 'battery',
        label: '电池容量',
        value: '5200 mAh',
      },
      {
        device: 'portable',
        part: 'dimensions',
        label: '外形尺寸',
        value: '590×280×300 mm',
      },
      {
        device: 'portable',
        part: 'weight',
        label: '整机重量',
        value: '15 kg',
      },
      {
        device: 'portable',
        part: 'positioning',
        label: '定位精度',
        value: '2.5 米',
      },
      {
        device: 'portable',
        part: 'network',
        label: '移动网络',
        value: '支持 4G',
      },
      {
        device: 'desktop',
        part: 'input-slot',
        label: '进卡槽',
        value: '100 张',
      },
      {
        device: 'desktop',
        part: 'output-slot',
        label: '出卡槽',
        value: '50 张',
      },
      {
        device: 'desktop',
        part: 'screens',
        label: '屏幕',
        value: '10.1 英寸或 13.3 英寸，1280×800',
      },
      {
        device: 'desktop',
        part: 'camera',
        label: '摄像头',
        value: '200 万像素（1920×1080）',
      },
    ],
    calloutsTitle: '关键参数',
    features: [
      {
        title: '双屏双角色',
        text: '工作人员屏负责业务操作，客户屏同步展示每一步进度并由客户确认，全程公开透明。',
      },
      {
        title: '大容量卡仓',
        text: '进卡槽可装 100 张卡，出卡槽可容 50 张卡，业务高峰也无需频繁补卡。',
      },
      {
        title: '内置人脸核验',
        text: '200 万像素摄像头（1920×1080）采集人脸，完成活体检测并与身份证件照片比对。',
      },
      {
        title: '随时随地发卡',
        text: '5200 mAh 电池、4G 网络和 2.5 米定位精度，让便携式机型远离网点也能发卡，并记录每张卡的发放地点。',
      },
    ],
    featuresTitle: '产品亮点',
    heroImageAlt: '手提箱式的便携式发卡机与桌面式双屏发卡机并排摆放',
    intro: [
      '双屏发卡机可现场发放银行卡、社保卡和门禁卡：客户与工作人员各看一块屏，核验、发卡、交付一次完成。',
      '便携式机型适合走进乡村、企业和校园开展上门服务，桌面式机型适合网点柜台与政务大厅。两款机型采用相同的卡路、屏幕与摄像头。',
    ],
    related: [
      {
        to: '/terminal',
        label: '全部终端',
      },
      {
        to: '/transceiver',
        label: '收发器',
      },
      {
        to: '/counter',
        label: '超级柜台',
      },
      {
        to: '/finance',
        label: '智慧金融',
      },
    ],
    relatedTitle: '相关内容',
    specTables: [
      {
        caption: '两款机型通用',
        rows: [
          {
            label: '进卡槽',
            value: '100 张',
          },
          {
            label: '出卡槽',
            value: '50 张',
          },
          {
            label: '屏幕',
            value: '双屏，10.1 英寸或 13.3 英寸，1280×800',
          },
          {
            label: '摄像头',
            value: '200 万像素（1920×1080）',
          },
          {
            label: '移动网络',
            value: '支持 4G',
          },
        ],
      },
      {
        caption: '便携式机型',
        rows: [
          {
            label: '电池容量',
            value: '5200 mAh',
          },
          {
            label: '外形尺寸',
            value: '590×280×300 mm',
          },
          {
            label: '整机重量',
            value: '15 kg',
          },
          {
            label: '定位精度',
            value: '2.5 米',
          },
        ],
      },
    ],
    specTitle: '技术参数',
    uses: [
      '乡村服务点开卡与企业代发工资批量开卡',
      '社区活动现场办理社保卡、市民卡',
      '新生入学周集中发放校园卡',
      '网点柜台即时补卡、换卡，无需后台制卡',
    ],
    usesTitle: '典型应用',
  },
};
