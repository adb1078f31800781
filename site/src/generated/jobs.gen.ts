// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { JobPost } from '../http/types';

/** From spec/pages.yaml `jobPosts`, newest first. Only the mock API and the JSON-LD of the static pages (scripts/prerender.ts) import this module. */
export const jobPosts: readonly JobPost[] = [
  {
    id: 'algorithm-engineer',
    department: 'software',
    title: {
      'en-US': 'Face Recognition Algorithm Engineer',
      'zh-CN': '人脸识别算法工程师',
    },
    location: {
      'en-US': 'Guangzhou',
      'zh-CN': '广州',
    },
    releasedAt: '2022-11-15',
  },
  {
    id: 'sales-manager-finance',
    department: 'sales',
    title: {
      'en-US': 'Key Account Manager, Banking',
      'zh-CN': '金融行业大客户经理',
    },
    location: {
      'en-US': 'Guangzhou',
      'zh-CN': '广州',
    },
    releasedAt: '2022-11-10',
  },
  {
    id: 'embedded-engineer',
    department: 'hardware',
    title: {
      'en-US': 'Embedded Hardware Engineer',
      'zh-CN': '嵌入式硬件工程师',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-11-08',
  },
  {
    id: 'java-developer',
    department: 'software',
    title: {
      'en-US': 'Java Back-end Developer (IoT Platform)',
      'zh-CN': 'Java 后端开发工程师（物联网平台）',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-11-02',
  },
  {
    id: 'structural-engineer',
    department: 'hardware',
    title: {
      'en-US': 'Structural Design Engineer (Terminals)',
      'zh-CN': '结构设计工程师（终端）',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-10-21',
  },
  {
    id: 'accountant',
    department: 'finance',
    title: {
      'en-US': 'Accountant',
      'zh-CN': '会计',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-10-18',
  },
  {
    id: 'frontend-developer',
    department: 'software',
    title: {
      'en-US': 'Front-end Developer',
      'zh-CN': '前端开发工程师',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-10-12',
  },
  {
    id: 'sales-engineer',
    department: 'sales',
    title: {
      'en-US': 'Pre-sales Solution Engineer',
      'zh-CN': '售前解决方案工程师',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-10-05',
  },
  {
    id: 'android-developer',
    department: 'software',
    title: {
      'en-US': 'Android Developer (Smart Terminals)',
      'zh-CN': 'Android 开发工程师（智能终端）',
    },
    location: {
      'en-US': 'Shenzhen',
      'zh-CN': '深圳',
    },
    releasedAt: '2022-09-28',
  },
  {
    id: 'administrative-assistant',
    department: 'general',
    title: {
      'en-US': 'Administrative Assistant',
      'zh-CN': '行政助理',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-09-20',
  },
  {
    id: 'test-engineer-hardware',
    department: 'hardware',
    title: {
      'en-US': 'Hardware Test Engineer',
      'zh-CN': '硬件测试工程师',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-09-14',
  },
  {
    id: 'channel-manager',
    department: 'sales',
    title: {
      'en-US': 'Channel Partner Manager',
      'zh-CN': '渠道合作经理',
    },
    location: {
      'en-US': 'Foshan',
      'zh-CN': '佛山',
    },
    releasedAt: '2022-08-30',
  },
];
