// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly certificates: readonly {
    readonly id: string;
    readonly kind: string;
    readonly title: string;
    readonly issuer: string;
  }[];
  readonly certificatesTitle: string;
  readonly figures: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly intro: readonly string[];
  readonly viewer: {
    readonly open: string;
    readonly zoomIn: string;
    readonly zoomOut: string;
    readonly reset: string;
    readonly close: string;
    readonly zoom: string;
    readonly hint: string;
  };
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Honours and Qualifications',
    description: 'Over 10 invention patents, over 20 software copyrights, and the certificates behind them.',
    certificates: [
      {
        id: 'high-tech',
        kind: 'award',
        title: 'National High-Tech Enterprise',
        issuer: 'Guangdong science and technology authorities, 2018',
      },
      {
        id: 'iso-9001',
        kind: 'iso',
        title: 'ISO 9001 Quality Management',
        issuer: 'Certification body, 2019',
      },
      {
        id: 'iso-27001',
        kind: 'iso',
        title: 'ISO 27001 Information Security',
        issuer: 'Certification body, 2020',
      },
      {
        id: 'patent-liveness',
        kind: 'patent',
        title: 'Invention patent: liveness detection',
        issuer: 'China National Intellectual Property Administration',
      },
      {
        id: 'patent-masked',
        kind: 'patent',
        title: 'Invention patent: recognition of masked faces',
        issuer: 'China National Intellectual Property Administration',
      },
      {
        id: 'copyright-iot',
        kind: 'copyright',
        title: 'Software copyright: IoT unified management platform',
        issuer: 'National Copyright Administration',
      },
    ],
    certificatesTitle: 'Certificates',
    figures: [
      {
        value: '10+',
        label: 'invention patents',
      },
      {
        value: '20+',
        label: 'software copyrights',
      },
    ],
    intro: [
      'Our research is protected by over 10 invention patents and over 20 software copyrights, and our quality and security management are certified. Select a certificate to view it larger.',
    ],
    viewer: {
      open: 'View larger',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      reset: 'Actual size',
      close: 'Close',
      zoom: 'Zoom',
      hint: 'Use + and − (or the mouse wheel, or pinch) to zoom, 0 to reset, Escape to close.',
    },
  },
  'zh-CN': {
    title: '荣誉资质',
    description: '10 余项发明专利、20 余项软件著作权及相关证书。',
    certificates: [
      {
        id: 'high-tech',
        kind: 'award',
        title: '国家高新技术企业',
        issuer: '广东省科技主管部门，2018 年',
      },
      {
        id: 'iso-9001',
        kind: 'iso',
        title: 'ISO 9001 质量管理体系认证',
        issuer: '认证机构，2019 年',
      },
      {
        id: 'iso-27001',
        kind: 'iso',
        title: 'ISO 27001 信息安全管理体系认证',
        issuer: '认证机构，2020 年',
      },
      {
        id: 'patent-liveness',
        kind: 'patent',
        title: '发明专利：活体检测方法',
        issuer: '国家知识产权局',
      },
      {
        id: 'patent-masked',
        kind: 'patent',
        title: '发明专利：戴口罩人脸识别方法',
        issuer: '国家知识产权局',
      },
      {
        id: 'copyright-iot',
        kind: 'copyright',
        title: '软件著作权：物联网统一管理平台',
        issuer: '国家版权局',
      },
    ],
    certificatesTitle: '资质证书',
    figures: [
      {
        value: '10+',
        label: '项发明专利',
      },
      {
        value: '20+',
        label: '项软件著作权',
      },
    ],
    intro: ['我们的研发成果受 10 余项发明专利与 20 余项软件著作权保护，质量与信息安全管理体系均已通过认证。点击证书即可放大查看。'],
    viewer: {
      open: '放大查看',
      zoomIn: '放大',
      zoomOut: '缩小',
      reset: '原始大小',
      close: '关闭',
      zoom: '缩放',
      hint: '按 + 与 − 键（或滚动鼠标滚轮、双指缩放）调整大小，按 0 还原，按 Esc 关闭。',
    },
  },
};
