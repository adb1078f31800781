// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly challenge: readonly string[];
  readonly challengeTitle: string;
  readonly deployed: readonly string[];
  readonly deployedTitle: string;
  readonly facts: readonly {
    readonly label: string;
    readonly value: string;
  }[];
  readonly factsTitle: string;
  readonly heroImageAlt: string;
  readonly related: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly relatedTitle: string;
  readonly results: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly resultsTitle: string;
  readonly solution: readonly string[];
  readonly solutionTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Case Study: School Attendance',
    description: 'Face attendance with a 7-day abnormal attendance statistic for every class.',
    challenge: [
      'Teachers took the register by hand at the start of each lesson. Late arrivals were noted inconsistently, early departures not at all, and a pattern, such as a student missing every Monday, was only noticed weeks later.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Face recognition at every gate',
      'Classroom attendance terminals',
      'The 7-day abnormal attendance statistic for each class',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A secondary school in Guangdong',
      },
      {
        label: 'Sector',
        value: 'Smart campus',
      },
      {
        label: 'Statistic',
        value: '7-day abnormal attendance',
      },
      {
        label: 'In service since',
        value: '2019',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'Pupils passing the school gate through turnstiles while a face terminal checks them in, and the class attendance list on the teacher\'s screen',
    related: [
      {
        label: 'Smart campus solution',
        to: '/smartcampus',
      },
      {
        label: 'A school in Foshan',
        to: '/schoolfoshan',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '7 days',
        label: 'of abnormal attendance in one view',
      },
      {
        value: '0',
        label: 'minutes of lesson time spent on registers',
      },
      {
        value: 'Same day',
        label: 'message to parents of an absent student',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Cameras at the gates and classroom terminals recognise students as they arrive and leave. Each passage is an attendance record, and head teachers open the 7-day abnormal attendance statistic every morning: late, absent and early-leaving students of their class over the past week.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：校园考勤',
    description: '人脸考勤，按班级提供 7 天异常考勤统计。',
    challenge: ['老师每节课开始时手工点名。迟到记录标准不一，早退几乎无人记录；某个学生每逢周一缺勤这类规律，往往几周后才被发现。'],
    challengeTitle: '项目挑战',
    deployed: ['各校门部署人脸识别', '教室考勤终端', '按班级的近 7 天异常考勤统计'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '广东省某中学',
      },
      {
        label: '行业',
        value: '智慧校园',
      },
      {
        label: '统计',
        value: '近 7 天异常考勤',
      },
      {
        label: '上线时间',
        value: '2019',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '学生经闸机通过校门，人脸终端逐一签到，老师屏幕上显示班级考勤名单',
    related: [
      {
        label: '智慧校园解决方案',
        to: '/smartcampus',
      },
      {
        label: '佛山某学校案例',
        to: '/schoolfoshan',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '7 天',
        label: '异常考勤一屏呈现',
      },
      {
        value: '0',
        label: '分钟课堂时间用于点名',
      },
      {
        value: '当天',
        label: '通知缺勤学生家长',
      },
    ],
    resultsTitle: '项目成效',
    solution: [
      '校门摄像机与教室终端在学生到校、离校时完成识别，每次通行即为一条考勤记录。班主任每天早上查看近 7 天异常考勤统计，即可掌握本班一周内迟到、缺勤与早退的学生。',
    ],
    solutionTitle: '实施方案',
  },
};
