// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly figures: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly heroImageAlt: string;
  readonly history: readonly {
    readonly year: string;
    readonly text: string;
  }[];
  readonly historyTitle: string;
  readonly intro: readonly string[];
  readonly related: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly relatedTitle: string;
  readonly values: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly valuesTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Company Profile',
    description: 'Who we are, how we grew from 2014 to 2022, and the vision, mission and values that guide us.',
    figures: [
      {
        value: '2014',
        label: 'founded in Foshan',
      },
      {
        value: '40+',
        label: 'algorithm models',
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
    heroImageAlt: 'Our office building in Foshan: a tower with the company\'s mark and a face recognition frame on its front, over a plaza with trees',
    history: [
      {
        year: '2014',
        text: 'Founded in Foshan by a team of face recognition researchers.',
      },
      {
        year: '2015',
        text: 'First face detection and recognition algorithms delivered to integrators.',
      },
      {
        year: '2016',
        text: 'Liveness detection released; first bank customer.',
      },
      {
        year: '2017',
        text: 'First terminals: the desktop dual-screen card dispenser and the form-filling machine.',
      },
      {
        year: '2018',
        text: 'Recognised as a national high-tech enterprise; smart campus solution launched.',
      },
      {
        year: '2019',
        text: 'IoT unified management platform released; super counter in bank branches.',
      },
      {
        year: '2020',
        text: 'Mask detection and recognition with a mask on, deployed at community gates within weeks.',
      },
      {
        year: '2021',
        text: 'AIoT application integration platform; 100 face capture cameras at a Foshan school.',
      },
      {
        year: '2022',
        text: 'Partner programme launched; our recognition used in more than 50 financial enterprises.',
      },
    ],
    historyTitle: 'Our history',
    intro: [
      'Tianmu Intelligence develops biometrics, artificial intelligence and IoT products: face algorithms of our own, the terminals that carry them and the platforms that connect them. Founded in Foshan in 2014, we serve government, education, finance, healthcare and commerce.',
      'More than half of our colleagues work in research and development. Our algorithms, over 40 models, run in more than 50 financial enterprises and at over 30 customers across our sectors.',
    ],
    related: [
      {
        label: 'Honours and qualifications',
        to: '/glory',
      },
      {
        label: 'Customers',
        to: '/customer',
      },
      {
        label: 'News centre',
        to: '/journalism',
      },
      {
        label: 'Contact us',
        to: '/contactus',
      },
    ],
    relatedTitle: 'More about us',
    values: [
      {
        title: 'Vision',
        text: 'A world where places recognise the people they serve, safely and respectfully.',
      },
      {
        title: 'Mission',
        text: 'Make biometrics, AI and IoT simple to deploy and dependable to run for every sector.',
      },
      {
        title: 'Values',
        text: 'Customers first, integrity, craftsmanship and working as one team.',
      },
    ],
    valuesTitle: 'Vision, mission and values',
  },
  'zh-CN': {
    title: '公司简介',
    description: '我们是谁，2014 年至 2022 年的发展历程，以及指引我们的愿景、使命与价值观。',
    figures: [
      {
        value: '2014',
        label: '创立于佛山',
      },
      {
        value: '40+',
        label: '算法模型',
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
    heroImageAlt: '我们位于佛山的办公楼：楼体正面有公司标志与人脸识别框，楼前是种着树的广场',
    history: [
      {
        year: '2014',
        text: '由一支人脸识别研究团队在佛山创立。',
      },
      {
        year: '2015',
        text: '首批人脸检测与识别算法交付集成商。',
      },
      {
        year: '2016',
        text: '发布活体检测算法，签约首家银行客户。',
      },
      {
        year: '2017',
        text: '推出首批终端：桌面式双屏发卡机与自助填单机。',
      },
      {
        year: '2018',
        text: '获评国家高新技术企业，发布智慧校园解决方案。',
      },
      {
        year: '2019',
        text: '发布物联网统一管理平台，超级柜台进入银行网点。',
      },
      {
        year: '2020',
        text: '推出口罩检测与戴口罩识别，数周内部署至社区出入口。',
      },
      {
        year: '2021',
        text: '发布 AIoT 应用集成平台，在佛山某学校部署 100 台人脸抓拍摄像机。',
      },
      {
        year: '2022',
        text: '启动合作伙伴计划，识别技术服务 50 余家金融机构。',
      },
    ],
    historyTitle: '发展历程',
    intro: [
      '天目智能专注于生物识别、人工智能与物联网产品的研发：自研人脸算法、承载算法的智能终端，以及连接一切的平台。公司 2014 年创立于佛山，服务政务、教育、金融、医疗与商业等行业。',
      '公司一半以上员工从事研发工作。我们的 40 余个算法模型已在 50 余家金融机构及 30 多家各行业客户中稳定运行。',
    ],
    related: [
      {
        label: '荣誉资质',
        to: '/glory',
      },
      {
        label: '合作客户',
        to: '/customer',
      },
      {
        label: '新闻中心',
        to: '/journalism',
      },
      {
        label: '联系我们',
        to: '/contactus',
      },
    ],
    relatedTitle: '了解更多',
    values: [
      {
        title: '愿景',
        text: '让每一个场所都能安全、体面地认出它所服务的人。',
      },
      {
        title: '使命',
        text: '让生物识别、人工智能与物联网在各行各业易部署、稳运行。',
      },
      {
        title: '价值观',
        text: '客户第一、诚信正直、精益求精、团结协作。',
      },
    ],
    valuesTitle: '愿景、使命与价值观',
  },
};
