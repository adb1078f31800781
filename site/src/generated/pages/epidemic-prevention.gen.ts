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
    title: 'Smart Epidemic Prevention',
    description: 'Contact-free entry with mask detection and identity verification.',
    capabilities: [
      {
        title: 'Mask detection',
        text: 'Worn, worn incorrectly or not worn, in real time.',
      },
      {
        title: 'Recognition with a mask',
        text: 'No need to lower the mask at the gate.',
      },
      {
        title: 'Contact tracing',
        text: 'Places and people around a case, in minutes.',
      },
      {
        title: 'Touch-free passage',
        text: 'Face instead of cards, buttons and pens.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'Epidemic prevention in practice',
        text: 'Touch-free entrances for a district.',
        to: '/adera',
      },
      {
        title: 'Hospital entrances',
        text: 'Masks and appointments checked at the door.',
        to: '/hospitalone',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Manual checks',
        text: 'Staff at the door check masks and passes by hand, at close range.',
      },
      {
        title: 'Masks defeat recognition',
        text: 'Ordinary systems ask people to lower their mask, the opposite of what is needed.',
      },
      {
        title: 'Slow tracing',
        text: 'Finding who met whom takes days of interviews.',
      },
    ],
    challengesTitle: 'What entrances struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '2 MP',
        label: '1920×1080 cameras at each entrance',
      },
      {
        value: '4G',
        label: 'for terminals without a wired network',
      },
    ],
    heroImageAlt: 'A screening gate at a building entrance taking masked visitors\' temperature, with the reading on the guard\'s screen',
    intro: [
      'During an outbreak, every entrance becomes a checkpoint: is this person wearing a mask, are they allowed in, and where have they been inside the building? Our epidemic prevention solution answers at the door, without touch and without a queue.',
      'Mask detection and face recognition work together, even with a mask on, and every passage is logged so that contacts can be traced within minutes.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Algorithm capability',
        text: 'Mask detection, recognition and tracking.',
        to: '/algorithm',
      },
      {
        title: 'IoT unified management',
        text: 'Every entrance on one console.',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: 'Terminals and platforms for entrances',
    solution: [
      'Cameras at each entrance detect whether a mask is worn and recognise the face with the mask on. The gate opens for people who are authorised and masked; others are asked, on screen and by voice, to put on a mask or to see the staff.',
      'Tracking and face structuring record where each person went inside the site. When a case is reported, the platform lists every place they passed and everyone who was there at the same time.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧防疫',
    description: '结合口罩检测与身份核验的无接触通行。',
    capabilities: [
      {
        title: '口罩检测',
        text: '实时判断已佩戴、未规范佩戴或未佩戴。',
      },
      {
        title: '戴口罩识别',
        text: '过闸无需摘下口罩。',
      },
      {
        title: '接触追踪',
        text: '几分钟内查清病例经过的地点与接触人员。',
      },
      {
        title: '无接触通行',
        text: '刷脸替代刷卡、按键与签字。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '防疫实践',
        text: '为整个城区打造无接触入口。',
        to: '/adera',
      },
      {
        title: '医院入口',
        text: '在门口核验口罩与预约。',
        to: '/hospitalone',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '人工检查',
        text: '门口人员近距离逐一查看口罩与通行证。',
      },
      {
        title: '戴口罩难识别',
        text: '普通系统需要摘下口罩才能识别，与防疫要求背道而驰。',
      },
      {
        title: '追踪缓慢',
        text: '排查密切接触者往往需要数天走访。',
      },
    ],
    challengesTitle: '入口管控的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '2 MP',
        label: '入口标配 1920×1080 摄像机',
      },
      {
        value: '4G',
        label: '无有线网络时的终端联网方式',
      },
    ],
    heroImageAlt: '楼宇入口的测温闸门为戴口罩的访客测温，读数显示在值守屏幕上',
    intro: [
      '疫情期间，每个入口都是检查点：是否佩戴口罩、是否允许进入、进入后去过哪里？天目智慧防疫解决方案在门口即时作答，无需接触，无需排队。',
      '口罩检测与人脸识别协同工作，戴着口罩也能识别；每一次通行都有记录，几分钟内即可完成接触追踪。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '算法能力',
        text: '口罩检测、识别与跟踪。',
        to: '/algorithm',
      },
      {
        title: '物联网统一管理',
        text: '所有入口统一管理。',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '各入口的摄像机检测口罩佩戴情况，并在戴口罩状态下完成人脸识别。已授权且规范佩戴口罩者闸机自动放行；其余人员由屏幕与语音提示佩戴口罩或联系工作人员。',
      '跟踪与人脸结构化算法记录每个人在场所内的行动轨迹。一旦出现病例，平台即可列出其经过的所有地点，以及同一时段在场的所有人员。',
    ],
    solutionTitle: '解决方案',
  },
};
