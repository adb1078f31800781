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
    title: 'Self-Service Form-Filling Machine',
    description: 'Visitors fill in, check and print their forms themselves, with identity verification by face.',
    callouts: [
      {
        device: 'machine',
        part: 'camera',
        label: 'Camera',
        value: '2 MP (1920×1080)',
      },
      {
        device: 'machine',
        part: 'screens',
        label: 'Touchscreen',
        value: '10.1″ or 13.3″, 1280×800',
      },
      {
        device: 'machine',
        part: 'printer',
        label: 'Document printer',
        value: '35 pages/min',
      },
      {
        device: 'machine',
        part: 'receipt',
        label: 'Receipt paper width',
        value: '72/80 mm',
      },
    ],
    calloutsTitle: 'Key figures',
    features: [
      {
        title: 'Guided and checked input',
        text: 'Step-by-step screens show an example for every field, and missing or inconsistent entries are flagged before anything is printed.',
      },
      {
        title: 'Identity by face',
        text: 'The 2 MP camera (1920×1080) confirms that the visitor is the person named on the form, with liveness detection against photos and screens.',
      },
      {
        title: 'Fast printing',
        text: 'A 35 pages/min printer produces multi-page forms in seconds, and the receipt printer takes 72/80 mm paper for queue tickets and confirmations.',
      },
      {
        title: 'Forms kept current centrally',
        text: 'Form templates are published from the management platform, so every machine in every hall shows the latest version.',
      },
    ],
    featuresTitle: 'Features',
    heroImageAlt: 'A self-service form-filling machine with a camera above a touchscreen, and document and receipt printer outlets below',
    intro: [
      'Paper forms slow a hall down: visitors queue for a blank form, fill it in at a desk, and queue again when a field is wrong. The self-service form-filling machine turns all of that into a few guided minutes on a touchscreen.',
      'The machine checks each field as it is entered, verifies the visitor\'s identity by face, and prints the finished form for signature together with a receipt, ready for the counter.',
    ],
    related: [
      {
        to: '/terminal',
        label: 'All terminals',
      },
      {
        to: '/counter',
        label: 'Super counter',
      },
      {
        to: '/carddispenser',
        label: 'Dual-screen card dispensers',
      },
      {
        to: '/medicalcare',
        label: 'Smart medical',
      },
    ],
    relatedTitle: 'Related',
    specTables: [
      {
        caption: 'Self-service form-filling machine',
        rows: [
          {
            label: 'Touchscreen',
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
        ],
      },
    ],
    specTitle: 'Specifications',
    uses: [
      'Account opening and change-of-details forms in bank branches',
      'Applications in government service halls',
      'Admission and registration forms in hospitals',
      'Visitor registration at campus and enterprise reception desks',
    ],
    usesTitle: 'Typical uses',
  },
  'zh-CN': {
    title: '自助填单机',
    description: '访客自助填写、核对并打印表单，支持人脸核验身份。',
    callouts: [
      {
        device: 'machine',
        part: 'camera',
        label: '摄像头',
        value: '200 万像素（1920×1080）',
      },
      {
        device: 'machine',
        part: 'screens',
        label: '触摸屏',
        value: '10.1 英寸或 13.3 英寸，1280×800',
      },
      {
        device: 'machine',
        part: 'printer',
        label: '文档打印机',
        value: '35 页/分钟',
      },
      {
        device: 'machine',
        part: 'receipt',
        label: '凭条纸宽',
        value: '72/80 mm',
      },
    ],
    calloutsTitle: '关键参数',
    features: [
      {
        title: '引导填写，实时校验',
        text: '分步骤界面为每个字段附上填写示例，漏填或前后不一致的信息在打印前即被提示。',
      },
      {
        title: '人脸核验身份',
        text: '200 万像素摄像头（1920×1080）确认填表人即本人，并通过活体检测防范照片与屏幕翻拍。',
      },
      {
        title: '高速打印',
        text: '35 页/分钟打印机数秒即可输出多页表单，凭条打印机兼容 72/80 mm 纸宽，用于打印排队号与回执。',
      },
      {
        title: '表单模板集中更新',
        text: '表单模板由管理平台统一发布，各个大厅的每台设备显示的都是最新版本。',
      },
    ],
    featuresTitle: '产品亮点',
    heroImageAlt: '自助填单机：触摸屏上方为摄像头，下方为文档打印口与凭条出口',
    intro: [
      '纸质表单让大厅效率大打折扣：排队领表、伏案填写，填错了还得重新排队。自助填单机把这一切变成触摸屏上几分钟的引导操作。',
      '填写过程中逐项校验，人脸核验访客身份，随后打印出待签字的完整表单和业务凭条，到柜台即可直接办理。',
    ],
    related: [
      {
        to: '/terminal',
        label: '全部终端',
      },
      {
        to: '/counter',
        label: '超级柜台',
      },
      {
        to: '/carddispenser',
        label: '双屏发卡机',
      },
      {
        to: '/medicalcare',
        label: '智慧医疗',
      },
    ],
    relatedTitle: '相关内容',
    specTables: [
      {
        caption: '自助填单机',
        rows: [
          {
            label: '触摸屏',
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
        ],
      },
    ],
    specTitle: '技术参数',
    uses: ['银行网点开户与信息变更', '政务服务大厅各类业务申请', '医院入院登记与建档', '校园与企业前台访客登记'],
    usesTitle: '典型应用',
  },
};
