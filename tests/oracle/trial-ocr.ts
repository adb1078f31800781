// The tests' oracle for the OCR part of the online trial on /algorithm (docs/decisions/028-online-trial.md,
// clauses TRIAL-OCR, TRIAL-BAD-INPUT, TRIAL-ACCESSIBLE, TRIAL-NOTHING-LEAVES). The wording of each
// control and message is the project's decision, written here by hand in both languages; the card
// the test draws and the text it must read back are the test's own. Nothing here is imported from
// site/, spec/, generator/ or mocks/.

import type { Both } from './routes';

/** The button that starts the online trial (the trial loads only then). */
export const START_TRIAL: Both = { 'en-US': 'Try it in your browser', 'zh-CN': '在浏览器中体验' };

/** The list of the trial's algorithms (a WAI-ARIA tablist) and the OCR tab in it. */
export const ALGORITHMS: Both = { 'en-US': 'Algorithms', 'zh-CN': '算法' };
export const OCR_TAB: Both = { 'en-US': 'OCR', 'zh-CN': '文字识别' };

/** The file input's accessible name. */
export const CHOOSE_PHOTO: Both = { 'en-US': 'Choose a photo', 'zh-CN': '选择照片' };

/** The box holding the text read, and the copy button with its confirmation. */
export const TEXT_BOX: Both = { 'en-US': 'The text read', 'zh-CN': '识别出的文字' };
export const COPY: Both = { 'en-US': 'Copy the text', 'zh-CN': '复制文字' };
export const COPIED: Both = { 'en-US': 'Copied.', 'zh-CN': '已复制。' };

/** The announcement of a result: how many lines, in how many seconds (one decimal). */
export const LINES_READ: Both<RegExp> = {
  'en-US': /^(\d+) lines? read in \d+\.\d s\.$/,
  'zh-CN': /^识别出 (\d+) 行文字，用时 \d+\.\d 秒。$/,
};

/** The progress bar while the models load, in MB (TRIAL-ON-DEMAND). */
export const LOADING_MODELS: Both<RegExp> = {
  'en-US': /^Loading the models: \d+\.\d of \d+\.\d MB$/,
  'zh-CN': /^正在加载模型：\d+\.\d \/ \d+\.\d MB$/,
};

/** A load that failed, and the button that tries again (TRIAL-ON-DEMAND). */
export const LOAD_FAILED: Both = {
  'en-US': 'The models could not be loaded. Check your connection and try again.',
  'zh-CN': '模型加载失败。请检查网络连接后重试。',
};
export const RETRY: Both = { 'en-US': 'Try again', 'zh-CN': '重试' };

/** A photo without text (TRIAL-BAD-INPUT). */
export const NO_TEXT: Both = {
  'en-US': 'No text was found in this photo. Try a sharper photo with larger text, straight and well lit.',
  'zh-CN': '这张照片中没有找到文字。请换一张更清晰、文字更大、摆正且光线充足的照片。',
};

/** A file that is not an image (TRIAL-BAD-INPUT). */
export function notImage(name: string): Both {
  return {
    'en-US': `“${name}” is not an image this browser can read. Choose a JPEG, PNG, WebP or GIF photo.`,
    'zh-CN': `“${name}”不是本浏览器可以读取的图片。请选择 JPEG、PNG、WebP 或 GIF 照片。`,
  };
}

/**
 * The card the test draws: an ID card's lines in English and in Simplified Chinese, as a visitor
 * would photograph them. OCR must read at least MIN_ACCURACY of each language's characters.
 */
export const CARD_LINES = {
  english: ['TIANMU INTELLIGENCE', 'Name: Li Wei', 'ID No. 4403 0519 8807', 'Valid until 2031-06-30'],
  chinese: ['天目智能科技有限公司', '姓名：李伟', '地址：北京市海淀区中关村大街', '签发机关：北京市公安局'],
} as const;

/** Character accuracy required: 1 − edit distance ÷ length, white space ignored. */
export const MIN_ACCURACY = 0.9;

/**
 * The OCR tab's own samples (issue 31, decision 047): a business card and a shop receipt the site
 * draws in the visitor's language, offered as buttons by these names. Each must be read line for
 * line: every line below, and nothing else. A receipt's row is its label and its amount, read as
 * one line. Compared as the accuracy above compares: full-width forms as ASCII, no white space.
 */
export const SAMPLES = {
  card: {
    name: { 'en-US': 'Sample: a business card', 'zh-CN': '示例：名片' },
    lines: {
      'en-US': [
        'TIANMU INTELLIGENCE',
        'Chen Siyuan',
        'Solutions Architect',
        'Mobile: 138 0013 8000',
        'Email: chen.siyuan@example.com',
        'Zhongguancun Street, Haidian, Beijing',
      ],
      'zh-CN': [
        '天目智能科技有限公司',
        '陈思远',
        '解决方案架构师',
        '手机：138 0013 8000',
        '邮箱：chen.siyuan@example.com',
        '北京市海淀区中关村大街',
      ],
    },
  },
  receipt: {
    name: { 'en-US': 'Sample: a shop receipt', 'zh-CN': '示例：购物小票' },
    lines: {
      'en-US': [
        'TIANMU DEMO STORE',
        'Receipt No. 0184',
        '2026-03-18 14:25',
        'Thermal paper 80 mm x 2 24.00',
        'Card sleeves x 10 15.00',
        'Total 39.00',
        'Paid by card 39.00',
        'Thank you for your visit',
      ],
      'zh-CN': [
        '天目智能体验店',
        '收银单号：0184',
        '2026-03-18 14:25',
        '热敏收银纸 80mm 2卷 24.00',
        '卡套 10个 15.00',
        '合计 39.00',
        '刷卡支付 39.00',
        '谢谢惠顾',
      ],
    },
  },
} as const satisfies Record<string, { name: Both; lines: Both<readonly string[]> }>;
