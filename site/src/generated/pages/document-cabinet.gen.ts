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
  readonly doorModes: readonly {
    readonly icon: string;
    readonly name: string;
    readonly text: string;
  }[];
  readonly doorsIntro: string;
  readonly doorsTitle: string;
  readonly features: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly featuresTitle: string;
  readonly flowSteps: readonly string[];
  readonly flowTitle: string;
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
    title: 'Document Receiving and Sending Cabinet',
    description: 'Submit online, receive a verification code once approved, and collect documents with the code and your identity.',
    callouts: [
      {
        device: 'cabinet',
        part: 'cabinets',
        label: 'File cabinets',
        value: '38 file cabinets',
      },
      {
        device: 'cabinet',
        part: 'lock-board',
        label: 'Lock control board',
        value: '24-door lock control board',
      },
      {
        device: 'cabinet',
        part: 'fingerprint',
        label: 'Fingerprint sensor life',
        value: '1 million uses',
      },
    ],
    calloutsTitle: 'Key figures',
    doorModes: [
      {
        icon: 'face',
        name: 'Face',
        text: 'Face recognition with liveness detection',
      },
      {
        icon: 'fingerprint',
        name: 'Fingerprint',
        text: 'A sensor rated for 1 million uses',
      },
      {
        icon: 'card',
        name: 'Card',
        text: 'An identity card or staff card',
      },
      {
        icon: 'password',
        name: 'Password',
        text: 'A personal password on the touchscreen',
      },
      {
        icon: 'code',
        name: 'Verification code',
        text: 'The code sent once the review is approved',
      },
      {
        icon: 'barcode',
        name: 'Barcode',
        text: 'Scanned from a phone or a printed notice',
      },
    ],
    doorsIntro: 'Each door opens with whichever method the service calls for.',
    doorsTitle: 'Six ways to open a door',
    features: [
      {
        title: 'Review before handover',
        text: 'Nothing is released until the online review is approved, and each verification code is tied to one applicant and one door.',
      },
      {
        title: 'Identity checked at the door',
        text: 'The code alone is not enough; face or fingerprint verification confirms the person collecting is the applicant.',
      },
      {
        title: 'Every handover on record',
        text: 'Each opening is logged with its time and method on the IoT unified management platform, ready for audit.',
      },
    ],
    featuresTitle: 'Features',
    flowSteps: [
      'Submit your data on the website for self-service review.',
      'Once the review is approved, a verification code is sent to you.',
      'At the cabinet, retrieve your files with the code plus identity verification.',
    ],
    flowTitle: 'How documents are collected',
    heroImageAlt: 'A document receiving and sending cabinet, a wall of numbered doors beside a touchscreen with a camera and a fingerprint sensor',
    intro: [
      'The document receiving and sending cabinet hands over licences, certificates and other files without a queue at the counter. Applicants do the paperwork online; the cabinet does the handover whenever they arrive.',
      'Each unit has 38 file cabinets whose doors are driven by a 24-door lock control board, and every door opens only for the person its files are meant for.',
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
        to: '/machine',
        label: 'Self-service form-filling machine',
      },
      {
        to: '/platformcapability',
        label: 'Platform capability',
      },
    ],
    relatedTitle: 'Related',
    specTables: [
      {
        caption: 'Document receiving and sending cabinet',
        rows: [
          {
            label: 'File cabinets',
            value: '38 file cabinets',
          },
          {
            label: 'Lock control board',
            value: '24-door lock control board',
          },
          {
            label: 'Fingerprint sensor life',
            value: '1 million uses',
          },
          {
            label: 'Door-opening modes',
            value: 'Face, fingerprint, card, password, verification code and barcode',
          },
        ],
      },
    ],
    specTitle: 'Specifications',
    uses: [
      'Licences and certificates from government service halls',
      'Contracts, cards and statements from bank branches',
      'Reports and records from hospitals',
      'Documents passed between departments of an enterprise or campus',
    ],
    usesTitle: 'Typical uses',
  },
  'zh-CN': {
    title: '文件收发柜',
    description: '网上提交、审核通过后获取验证码，凭验证码与身份核验取件。',
    callouts: [
      {
        device: 'cabinet',
        part: 'cabinets',
        label: '文件柜数量',
        value: '38 个',
      },
      {
        device: 'cabinet',
        part: 'lock-board',
        label: '锁控板',
        value: '24 门锁控板',
      },
      {
        device: 'cabinet',
        part: 'fingerprint',
        label: '指纹传感器寿命',
        value: '100 万次',
      },
    ],
    calloutsTitle: '关键参数',
    doorModes: [
      {
        icon: 'face',
        name: '人脸',
        text: '活体检测加人脸识别',
      },
      {
        icon: 'fingerprint',
        name: '指纹',
        text: '传感器寿命达 100 万次',
      },
      {
        icon: 'card',
        name: '刷卡',
        text: '身份证或工作证',
      },
      {
        icon: 'password',
        name: '密码',
        text: '在触摸屏上输入个人密码',
      },
      {
        icon: 'code',
        name: '验证码',
        text: '审核通过后收到的验证码',
      },
      {
        icon: 'barcode',
        name: '条码',
        text: '扫描手机或纸质通知上的条码',
      },
    ],
    doorsIntro: '每扇柜门都可按业务需要选择开门方式。',
    doorsTitle: '六种开门方式',
    features: [
      {
        title: '先审核，后交付',
        text: '线上审核通过之前，文件不会放出；每个验证码只对应一位申请人、一扇柜门。',
      },
      {
        title: '柜前核验身份',
        text: '仅有验证码还不够，须经人脸或指纹核验，确认取件人就是申请人本人。',
      },
      {
        title: '每次交接有据可查',
        text: '每一次开门的时间与方式都记录在物联网统一管理平台上，随时可供审计。',
      },
    ],
    featuresTitle: '产品亮点',
    flowSteps: ['在网站上提交资料，进行自助审核。', '审核通过后，系统向您发送验证码。', '来到柜机前，凭验证码并完成身份核验即可取件。'],
    flowTitle: '取件流程',
    heroImageAlt: '文件收发柜：一排排带编号的柜门，旁边是配有摄像头和指纹传感器的触摸屏',
    intro: [
      '文件收发柜让执照、证书等文件的交接不必再到柜台排队：申请人在网上办好手续，取件交给收发柜，随到随取。',
      '整机设有 38 个文件柜，柜门由 24 门锁控板控制，每一扇门只为对应的取件人打开。',
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
        to: '/machine',
        label: '自助填单机',
      },
      {
        to: '/platformcapability',
        label: '平台能力',
      },
    ],
    relatedTitle: '相关内容',
    specTables: [
      {
        caption: '文件收发柜',
        rows: [
          {
            label: '文件柜数量',
            value: '38 个',
          },
          {
            label: '锁控板',
            value: '24 门锁控板',
          },
          {
            label: '指纹传感器寿命',
            value: '100 万次',
          },
          {
            label: '开门方式',
            value: '人脸、指纹、刷卡、密码、验证码、条码',
          },
        ],
      },
    ],
    specTitle: '技术参数',
    uses: ['政务服务大厅发放执照与证书', '银行网点交付合同、卡片与对账单', '医院发放检查报告与病历资料', '企业与校园内部各部门之间的文件流转'],
    usesTitle: '典型应用',
  },
};
