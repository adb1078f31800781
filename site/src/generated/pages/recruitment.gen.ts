// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly departments: readonly string[];
  readonly departmentsTitle: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly more: string;
  readonly next: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly nextTitle: string;
  readonly reasons: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly reasonsTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Recruitment',
    description: 'Build biometrics, AI and IoT products with us.',
    departments: ['Hardware', 'Software', 'Sales', 'Finance', 'General functions'],
    departmentsTitle: 'Where you could work',
    heroImageAlt: 'Colleagues around a table with a laptop, a camera and a circuit board',
    intro: [
      'We are engineers, designers and sales people who build face algorithms, terminals and platforms that banks, schools, hospitals and cities use every day. If you like to see your work in service, not in a drawer, you will feel at home here.',
    ],
    more: 'Go',
    next: [
      {
        title: 'See the open positions',
        text: 'Filter by department and release time.',
        to: '/socialrecruitment',
      },
      {
        title: 'Apply now',
        text: 'Tell us who you are; no position needed.',
        to: '/job',
      },
    ],
    nextTitle: 'Next steps',
    reasons: [
      {
        title: 'Work that ships',
        text: 'From algorithm to terminal to platform, in one team: you see your code at the customer\'s door.',
      },
      {
        title: 'Grow with the company',
        text: 'Mentors for new colleagues, a training budget for everyone, and internal moves between teams.',
      },
      {
        title: 'Care that is real',
        text: 'Social insurance and housing fund, paid annual leave, health checks and flexible hours.',
      },
    ],
    reasonsTitle: 'Why join us',
  },
  'zh-CN': {
    title: '人才招聘',
    description: '与我们一起打造生物识别、人工智能与物联网产品。',
    departments: ['硬件', '软件', '销售', '财务', '综合'],
    departmentsTitle: '招聘职能',
    heroImageAlt: '围坐桌旁的同事，桌上有笔记本电脑、摄像头和电路板',
    intro: [
      '我们是一群工程师、设计师与销售伙伴，打造的人脸算法、智能终端与平台每天都在银行、学校、医院和城市中运行。如果您希望自己的成果真正落地，而不是躺在抽屉里，这里就是您的舞台。',
    ],
    more: '前往',
    next: [
      {
        title: '查看在招职位',
        text: '按职能与发布时间筛选。',
        to: '/socialrecruitment',
      },
      {
        title: '立即申请',
        text: '介绍您自己，无需指定职位。',
        to: '/job',
      },
    ],
    nextTitle: '下一步',
    reasons: [
      {
        title: '成果看得见',
        text: '算法、终端、平台在同一个团队完成，您写的代码会出现在客户的大门口。',
      },
      {
        title: '与公司共同成长',
        text: '新同事配备导师，人人享有培训预算，支持团队间内部转岗。',
      },
      {
        title: '实实在在的关怀',
        text: '五险一金、带薪年假、年度体检与弹性工作时间。',
      },
    ],
    reasonsTitle: '为什么加入我们',
  },
};
