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
    title: 'Super Counter',
    description: 'A self-service counter that handles most over-the-counter business without a teller.',
    callouts: [
      {
        device: 'counter',
        part: 'camera',
        label: 'Camera',
        value: '2 MP (1920×1080)',
      },
      {
        device: 'counter',
        part: 'screens',
        label: 'Screens',
        value: '10.1″ or 13.3″, 1280×800',
      },
      {
        device: 'counter',
        part: 'fingerprint',
        label: 'Fingerprint sensor life',
        value: '1 million uses',
      },
      {
        device: 'counter',
        part: 'printer',
        label: 'Document printer',
        value: '35 pages/min',
      },
      {
        device: 'counter',
        part: 'receipt',
        label: 'Receipt paper width',
        value: '72/80 mm',
      },
    ],
    calloutsTitle: 'Key figures',
    features: [
      {
        title: 'Two factors of identity',
        text: 'Face comparison through the 2 MP camera (1920×1080), plus a fingerprint sensor rated for 1 million uses.',
      },
      {
        title: 'Large, clear screens',
        text: '10.1″ or 13.3″ screens at 1280×800 show each step in large type, with the same layout for every kind of business.',
      },
      {
        title: 'Documents on the spot',
        text: 'A 35 pages/min printer handles contracts and statements, and a receipt printer takes 72/80 mm paper.',
      },
      {
        title: 'Managed remotely',
        text: 'Device status and alerts reach the IoT unified management platform, so problems are handled before customers notice them.',
      },
    ],
    featuresTitle: 'Features',
    heroImageAlt: 'A super counter, a wide self-service kiosk with a screen, a camera, a fingerprint sensor and printer outlets',
    intro: [
      'The super counter brings most of a teller\'s work to a self-service kiosk. Customers verify their identity by face and fingerprint, complete their business on screen and leave with printed documents and a receipt.',
      'Staff move from behind the glass to the floor, where they help the customers who need them, while routine business keeps flowing at the counter.',
      'A typical visit takes three steps: verify your identity, choose and complete the business on screen, then collect the documents and the receipt.',
    ],
    related: [
      {
        to: '/terminal',
        label: 'All terminals',
      },
      {
        to: '/machine',
        label: 'Self-service form-filling machine',
      },
      {
        to: '/carddispenser',
        label: 'Dual-screen card dispensers',
      },
      {
        to: '/bank',
        label: 'Case study: bank',
      },
    ],
    relatedTitle: 'Related',
    specTables: [
      {
        caption: 'Super counter',
        rows: [
          {
            label: 'Screens',
            value: '10.1″ or 13.3″, 1280×800',
          },
          {
            label: 'Camera',
            value: '2 MP (1920×1080)',
          },
          {
            label: 'Document printer',
            value: '35 pages/min',
          },
          {
            label: 'Receipt paper width',
            value: '72/80 mm',
          },
          {
            label: 'Fingerprint sensor life',
            value: '1 million uses',
          },
        ],
      },
    ],
    specTitle: 'Specifications',
    uses: [
      'Account opening, card activation and password reset in bank branches',
      'Printing statements and certificates',
      'Social security and utility business in government service halls',
      'Self-service areas that stay open after counter hours',
    ],
    usesTitle: 'Typical uses',
  },
  'zh-CN': {
    title: '超级柜台',
    description: '无需柜员即可办理大部分柜面业务的自助柜台。',
    callouts: [
      {
        device: 'counter',
        part: 'camera',
        label: '摄像头',
        value: '200 万像素（1920×1080）',
      },
      {
        device: 'counter',
        part: 'screens',
        label: '屏幕',
        value: '10.1 英寸或 13.3 英寸，1280×800',
      },
      {
        device: 'counter',
        part: 'fingerprint',
        label: '指纹传感器寿命',
        value: '100 万次',
      },
      {
        device: 'counter',
        part: 'printer',
        label: '文档打印机',
        value: '35 页/分钟',
      },
      {
        device: 'counter',
        part: 'receipt',
        label: '凭条纸宽',
        value: '72/80 mm',
      },
    ],
    calloutsTitle: '关键参数',
    features: [
      {
        title: '双重身份核验',
        text: '200 万像素摄像头（1920×1080）完成人脸比对，再加上寿命达 100 万次的指纹传感器。',
      },
      {
        title: '清晰大屏',
        text: '10.1 英寸或 13.3 英寸屏幕，分辨率 1280×800，大字号逐步引导，各项业务界面风格统一。',
      },
      {
        title: '单据当场打印',
        text: '35 页/分钟打印机输出合同与对账单，凭条打印机支持 72/80 mm 纸宽。',
      },
      {
        title: '远程运维',
        text: '设备状态与告警实时上报物联网统一管理平台，故障在客户察觉之前就已处理。',
      },
    ],
    featuresTitle: '产品亮点',
    heroImageAlt: '超级柜台：宽体自助终端，配有屏幕、摄像头、指纹传感器与打印出口',
    intro: [
      '超级柜台把柜员的大部分工作交给自助终端完成。客户通过人脸与指纹核验身份，在屏幕上自助办理业务，离开时带走打印好的单据与凭条。',
      '柜员从玻璃窗后走进大厅，专心服务真正需要帮助的客户，日常业务则在超级柜台上高效运转。',
      '一次典型的办理只需三步：核验身份，在屏幕上选择并完成业务，取走单据与凭条。',
    ],
    related: [
      {
        to: '/terminal',
        label: '全部终端',
      },
      {
        to: '/machine',
        label: '自助填单机',
      },
      {
        to: '/carddispenser',
        label: '双屏发卡机',
      },
      {
        to: '/bank',
        label: '银行案例',
      },
    ],
    relatedTitle: '相关内容',
    specTables: [
      {
        caption: '超级柜台',
        rows: [
          {
            label: '屏幕',
            value: '10.1 英寸或 13.3 英寸，1280×800',
          },
          {
            label: '摄像头',
            value: '200 万像素（1920×1080）',
          },
          {
            label: '文档打印机',
            value: '35 页/分钟',
          },
          {
            label: '凭条纸宽',
            value: '72/80 mm',
          },
          {
            label: '指纹传感器寿命',
            value: '100 万次',
          },
        ],
      },
    ],
    specTitle: '技术参数',
    uses: ['银行网点开户、卡片激活与密码重置', '流水、证明类单据打印', '政务大厅社保与公共事业业务', '柜台下班后继续开放的自助服务区'],
    usesTitle: '典型应用',
  },
};
