// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly algorithms: readonly {
    readonly id: string;
    readonly title: string;
    readonly text: string;
    readonly indicators: readonly {
      readonly label: string;
      readonly value: string;
    }[];
  }[];
  readonly algorithmsTitle: string;
  readonly boardNote: string;
  readonly downloadColumns: {
    readonly platform: string;
    readonly item: string;
    readonly action: string;
  };
  readonly downloads: readonly {
    readonly id: string;
    readonly platform: string;
    readonly item: string;
    readonly action: string;
    readonly file: string;
    readonly delivery: string;
  }[];
  readonly downloadsIntro: string;
  readonly downloadsTitle: string;
  readonly heroImageAlt: string;
  readonly indicatorLabel: string;
  readonly intro: readonly string[];
  readonly modes: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly modesTitle: string;
  readonly onlineTrialButton: string;
  readonly onlineTrialFailed: string;
  readonly onlineTrialLoading: string;
  readonly onlineTrialText: string;
  readonly onlineTrialTitle: string;
  readonly trialButton: string;
  readonly trialText: string;
  readonly valueLabel: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Algorithm Capability',
    description: 'Face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR, in the cloud, on premises or customised.',
    algorithms: [
      {
        id: 'detection',
        title: 'Face detection',
        text: 'Finds every face in an image or video frame, with its position and key points.',
        indicators: [
          {
            label: 'Recall on frontal faces',
            value: '99.5%',
          },
          {
            label: 'Smallest face',
            value: '40×40 px',
          },
          {
            label: 'Time per frame',
            value: '25 ms',
          },
        ],
      },
      {
        id: 'recognition',
        title: 'Face recognition',
        text: 'Compares a face with one person (1:1) or finds it among many (1:N).',
        indicators: [
          {
            label: 'Pass rate at 1 in 10,000 false accepts',
            value: '99.6%',
          },
          {
            label: 'Gallery size (1:N)',
            value: '50,000',
          },
          {
            label: 'Time per comparison',
            value: '< 1 ms',
          },
        ],
      },
      {
        id: 'liveness',
        title: 'Liveness detection',
        text: 'Tells a live person from a photo, a screen replay or a mask, silently or with an action.',
        indicators: [
          {
            label: 'Attack rejection',
            value: '99.5%',
          },
          {
            label: 'Live person pass rate',
            value: '99%',
          },
          {
            label: 'Time',
            value: '120 ms',
          },
        ],
      },
      {
        id: 'mask',
        title: 'Mask detection',
        text: 'Tells whether a mask is worn, worn incorrectly or not worn.',
        indicators: [
          {
            label: 'Accuracy',
            value: '98.5%',
          },
          {
            label: 'Time per face',
            value: '8 ms',
          },
        ],
      },
      {
        id: 'tracking',
        title: 'Face tracking',
        text: 'Follows each face through a video so it is recognised once, not in every frame.',
        indicators: [
          {
            label: 'Faces tracked at once',
            value: '30',
          },
          {
            label: 'Video',
            value: '1920×1080, 25 fps',
          },
        ],
      },
      {
        id: 'structuring',
        title: 'Face structuring',
        text: 'Describes a face: age group, gender, glasses, hat and mask, for search and statistics.',
        indicators: [
          {
            label: 'Attributes',
            value: '12',
          },
          {
            label: 'Average attribute accuracy',
            value: '95%',
          },
        ],
      },
      {
        id: 'ocr',
        title: 'OCR',
        text: 'Reads ID cards, bank cards, business licences and printed forms.',
        indicators: [
          {
            label: 'Field accuracy on ID cards',
            value: '99.8%',
          },
          {
            label: 'Time per card',
            value: '300 ms',
          },
        ],
      },
    ],
    algorithmsTitle: 'Algorithms and technical indicators',
    boardNote: 'Indicators measured on a board with 2 GB memory and 8 GB storage.',
    downloadColumns: {
      platform: 'Platform',
      item: 'Download',
      action: 'Get it',
    },
    downloads: [
      {
        id: 'linux-guide',
        platform: 'Linux',
        item: 'SDK integration guide',
        action: 'Download the guide',
        file: '/downloads/tianmu-face-sdk-linux-guide.txt',
        delivery: '',
      },
      {
        id: 'linux-sdk',
        platform: 'Linux',
        item: 'SDK package',
        action: 'Request the SDK',
        file: '',
        delivery: 'linux-sdk',
      },
      {
        id: 'android-guide',
        platform: 'Android',
        item: 'SDK integration guide',
        action: 'Download the guide',
        file: '/downloads/tianmu-face-sdk-android-guide.txt',
        delivery: '',
      },
      {
        id: 'android-sdk',
        platform: 'Android',
        item: 'SDK package',
        action: 'Request the SDK',
        file: '',
        delivery: 'android-sdk',
      },
      {
        id: 'android-apk',
        platform: 'Android',
        item: 'Demo apk',
        action: 'Request the apk',
        file: '',
        delivery: 'android-apk',
      },
    ],
    downloadsIntro: 'The integration guides are free to download. The SDK packages and the demo apk come with a trial licence: request them with the form below.',
    downloadsTitle: 'SDK and apk downloads',
    heroImageAlt: 'A face found with its landmarks and mesh, beside rows of algorithm models used by cameras and terminals',
    indicatorLabel: 'Indicator',
    intro: [
      'More than 40 algorithm models, developed in-house since 2014, cover the whole path from finding a face in a frame to reading the text on an ID card. Call them in our cloud, run them in your data centre, or have them customised for your device.',
    ],
    modes: [
      {
        title: 'Cloud',
        text: 'REST API in our cloud: start in an hour, pay per call.',
      },
      {
        title: 'Private',
        text: 'The same API in your data centre; no image leaves your network.',
      },
      {
        title: 'Custom',
        text: 'Models trained and tuned for your device, scene and data.',
      },
    ],
    modesTitle: 'Call modes',
    onlineTrialButton: 'Try it in your browser',
    onlineTrialFailed: 'The trial could not be loaded. Check your connection and try again.',
    onlineTrialLoading: 'Loading the trial…',
    onlineTrialText: 'Try face detection, face structuring, 1:1 recognition, liveness, tracking and OCR now, on your own photos or camera. They run in your browser: nothing you give them is uploaded. The first run loads 2 to 12 MB of models.',
    onlineTrialTitle: 'Online trial',
    trialButton: 'Start a free trial',
    trialText: 'Try any algorithm free for 30 days, in the cloud or with an SDK.',
    valueLabel: 'Value',
  },
  'zh-CN': {
    title: '算法能力',
    description: '人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR，支持云端、私有化与定制化调用。',
    algorithms: [
      {
        id: 'detection',
        title: '人脸检测',
        text: '检测图像或视频帧中的所有人脸，输出位置与关键点。',
        indicators: [
          {
            label: '正脸召回率',
            value: '99.5%',
          },
          {
            label: '最小人脸',
            value: '40×40 px',
          },
          {
            label: '单帧耗时',
            value: '25 ms',
          },
        ],
      },
      {
        id: 'recognition',
        title: '人脸识别',
        text: '将人脸与指定人员比对（1:1），或在人脸库中检索（1:N）。',
        indicators: [
          {
            label: '万分之一误识率下通过率',
            value: '99.6%',
          },
          {
            label: '人脸库容量（1:N）',
            value: '50,000',
          },
          {
            label: '单次比对耗时',
            value: '< 1 ms',
          },
        ],
      },
      {
        id: 'liveness',
        title: '活体检测',
        text: '区分真人与照片、屏幕翻拍或面具，支持静默与动作两种方式。',
        indicators: [
          {
            label: '攻击拦截率',
            value: '99.5%',
          },
          {
            label: '真人通过率',
            value: '99%',
          },
          {
            label: '耗时',
            value: '120 ms',
          },
        ],
      },
      {
        id: 'mask',
        title: '口罩检测',
        text: '判断是否佩戴口罩以及是否规范佩戴。',
        indicators: [
          {
            label: '准确率',
            value: '98.5%',
          },
          {
            label: '单脸耗时',
            value: '8 ms',
          },
        ],
      },
      {
        id: 'tracking',
        title: '人脸跟踪',
        text: '在视频中持续跟踪每张人脸，只需识别一次，无需逐帧识别。',
        indicators: [
          {
            label: '同时跟踪人脸数',
            value: '30',
          },
          {
            label: '视频规格',
            value: '1920×1080, 25 fps',
          },
        ],
      },
      {
        id: 'structuring',
        title: '人脸结构化',
        text: '提取年龄段、性别、眼镜、帽子与口罩等属性，用于检索与统计。',
        indicators: [
          {
            label: '属性数量',
            value: '12',
          },
          {
            label: '属性平均准确率',
            value: '95%',
          },
        ],
      },
      {
        id: 'ocr',
        title: 'OCR 文字识别',
        text: '识读身份证、银行卡、营业执照与印刷体表单。',
        indicators: [
          {
            label: '身份证字段准确率',
            value: '99.8%',
          },
          {
            label: '单张耗时',
            value: '300 ms',
          },
        ],
      },
    ],
    algorithmsTitle: '算法与技术指标',
    boardNote: '以上指标在 2G 内存、8G 存储的开发板上测得。',
    downloadColumns: {
      platform: '平台',
      item: '下载内容',
      action: '获取方式',
    },
    downloads: [
      {
        id: 'linux-guide',
        platform: 'Linux',
        item: 'SDK 集成指南',
        action: '下载指南',
        file: '/downloads/tianmu-face-sdk-linux-guide.txt',
        delivery: '',
      },
      {
        id: 'linux-sdk',
        platform: 'Linux',
        item: 'SDK 安装包',
        action: '申请 SDK',
        file: '',
        delivery: 'linux-sdk',
      },
      {
        id: 'android-guide',
        platform: 'Android',
        item: 'SDK 集成指南',
        action: '下载指南',
        file: '/downloads/tianmu-face-sdk-android-guide.txt',
        delivery: '',
      },
      {
        id: 'android-sdk',
        platform: 'Android',
        item: 'SDK 安装包',
        action: '申请 SDK',
        file: '',
        delivery: 'android-sdk',
      },
      {
        id: 'android-apk',
        platform: 'Android',
        item: '演示 apk',
        action: '申请 apk',
        file: '',
        delivery: 'android-apk',
      },
    ],
    downloadsIntro: '集成指南可直接下载。SDK 安装包与演示 apk 随试用授权提供，请通过下方表单申请。',
    downloadsTitle: 'SDK 与 apk 下载',
    heroImageAlt: '标出关键点与网格的人脸，旁边是供摄像机和终端调用的一排排算法模型',
    indicatorLabel: '指标',
    intro: [
      '自 2014 年起自主研发的 40 余个算法模型，覆盖从画面中找到人脸到识读证件文字的完整链路。您可以在天目云端调用，也可以部署在自己的数据中心，或针对您的设备进行定制。',
    ],
    modes: [
      {
        title: '云端调用',
        text: '调用天目云端 REST API，一小时即可接入，按调用量计费。',
      },
      {
        title: '私有化部署',
        text: '同一套接口部署在您的数据中心，图像不出内网。',
      },
      {
        title: '定制开发',
        text: '针对您的设备、场景与数据训练和调优模型。',
      },
    ],
    modesTitle: '调用方式',
    onlineTrialButton: '在浏览器中体验',
    onlineTrialFailed: '体验未能加载。请检查网络连接后重试。',
    onlineTrialLoading: '正在加载体验…',
    onlineTrialText: '现在就用您自己的照片或摄像头体验人脸检测、人脸结构化、1:1 识别、活体检测、人脸跟踪和文字识别。它们在您的浏览器中运行，您提供的内容不会上传。首次运行需加载 2 至 12 MB 的模型。',
    onlineTrialTitle: '在线体验',
    trialButton: '开始免费试用',
    trialText: '任一算法均可免费试用 30 天，支持云端或 SDK 方式。',
    valueLabel: '数值',
  },
};
