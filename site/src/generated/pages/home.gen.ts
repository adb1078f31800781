// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly certifications: readonly string[];
  readonly certificationsTitle: string;
  readonly claims: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly claimsTitle: string;
  readonly ctaSales: string;
  readonly ctaTrial: string;
  readonly heroImageAlt: string;
  readonly offerMore: string;
  readonly offerPlatformsText: string;
  readonly offerPlatformsTitle: string;
  readonly offerSolutionsText: string;
  readonly offerSolutionsTitle: string;
  readonly offerTerminalsText: string;
  readonly offerTerminalsTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Biometrics, AI and IoT for a smarter world',
    description: 'Solutions, intelligent terminals and platforms built on our own face algorithms, trusted by more than 50 banks and 30+ customers.',
    certifications: ['National High-Tech Enterprise', 'ISO 9001 Quality', 'ISO 27001 Security'],
    certificationsTitle: 'Certified',
    claims: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '50+',
        label: 'banks',
      },
      {
        value: '30+',
        label: 'customers',
      },
      {
        value: '10+',
        label: 'invention patents',
      },
      {
        value: '20+',
        label: 'software copyrights',
      },
    ],
    claimsTitle: 'In figures',
    ctaSales: 'Contact sales',
    ctaTrial: 'Try it in your browser',
    heroImageAlt: 'Faces found with their landmarks and scores, linked to a camera, terminals and a data centre',
    offerMore: 'Learn more',
    offerPlatformsText: 'Multimodal biometric authentication, IoT unified management and AIoT application integration.',
    offerPlatformsTitle: 'Platforms',
    offerSolutionsText: 'Smart city, campus, finance and banking, epidemic prevention, commerce, medical care and security: each built on the same face algorithms and IoT platform.',
    offerSolutionsTitle: 'Solutions for seven sectors',
    offerTerminalsText: 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.',
    offerTerminalsTitle: 'Intelligent terminals',
  },
  'zh-CN': {
    title: '生物识别、人工智能与物联网，让世界更智慧',
    description: '基于自研人脸算法的行业解决方案、智能终端与平台，服务 50 余家银行及 30 多家客户。',
    certifications: ['国家高新技术企业', 'ISO 9001 质量管理', 'ISO 27001 信息安全'],
    certificationsTitle: '资质认证',
    claims: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '50+',
        label: '家银行',
      },
      {
        value: '30+',
        label: '合作客户',
      },
      {
        value: '10+',
        label: '项发明专利',
      },
      {
        value: '20+',
        label: '项软件著作权',
      },
    ],
    claimsTitle: '数说天目',
    ctaSales: '联系销售',
    ctaTrial: '在线免费体验',
    heroImageAlt: '检出的人脸及其特征点与置信度，与摄像机、终端和数据中心相连',
    offerMore: '了解更多',
    offerPlatformsText: '多模态生物识别认证、物联网统一管理与 AIoT 应用集成。',
    offerPlatformsTitle: '平台',
    offerSolutionsText: '智慧城市、校园、金融、防疫、商业、医疗与安防，均基于同一套人脸算法与物联网平台。',
    offerSolutionsTitle: '七大行业解决方案',
    offerTerminalsText: '发卡机、自助填单机、超级柜台、收发器与文件收发柜，服务自助大厅。',
    offerTerminalsTitle: '智能终端',
  },
};
