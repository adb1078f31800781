// The specification's content facts (§1, §3, §6, §9), written by hand: the source of the content
// tests' expectations. Nothing here is read from the manifest, the generated modules or the page.
// Every number comes from the specification. Where a test must match visible text, the wording in
// each language is the project's (the specification gives the facts, not the sentences), copied here
// by hand so that a change of the site's text or figures fails a test until this file agrees.
// The pages' paths and headings are in routes.ts, the job list's departments and columns in forms.ts.

import { type Both, headingsOf, isSpecPath, type Locale, type SpecPath, staticPathOf } from './routes';

/**
 * A fact of the specification, as a content test names it when the site departs from it
 * (tests/expect-fact.ts): the section that states it and its words.
 */
export interface SpecFact {
  readonly clause: `§${number}`;
  readonly name: string;
}

/** The facts the content tests check, each with the section and the words that state it. */
export const FACTS = {
  sectors: {
    clause: '§1',
    name: 'solutions by sector: smart city, smart campus, smart finance and banking, smart epidemic prevention, smart commerce, smart medical and smart security',
  },
  terminals: { clause: '§1', name: 'hardware terminals' },
  platforms: { clause: '§1', name: 'platforms' },
  algorithms: {
    clause: '§1',
    name: 'algorithm pages: face detection, recognition, liveness detection, mask detection, tracking and face structuring, plus OCR',
  },
  callModes: { clause: '§1', name: 'cloud, private and custom call modes' },
  downloads: { clause: '§1', name: 'SDK and apk downloads for Linux and Android' },
  cabinetFlow: { clause: '§1', name: 'the document cabinet: submit, review, a code, then code plus identity' },
  doorModes: {
    clause: '§1',
    name: 'door-opening modes: face, fingerprint, card, password, verification code and barcode',
  },
  history: { clause: '§1', name: 'development history by year from 2014 to 2022' },
  values: { clause: '§1', name: 'vision, mission and values' },
  news: { clause: '§1', name: 'news (four articles)' },
  hotline: { clause: '§1', name: 'contact (business hotline)' },
  address: { clause: '§1', name: 'contact (address)' },
  securityColumns: {
    clause: '§3',
    name: 'security algorithm table columns: serial number, algorithm type, algorithm capability, alert strategy',
  },
  partnerLevels: {
    clause: '§6',
    name: 'partner levels: gold (class S, one per prefecture-level city), silver (class A), bronze (class B)',
  },
  accessRights: {
    clause: '§6',
    name: 'configurable access rights for school leaders, teachers, students and blacklist or whitelist people',
  },
  models: { clause: '§9', name: '40+ algorithm models' },
  customers: { clause: '§9', name: '30+ customers' },
  banks: { clause: '§9', name: 'used in more than 50 financial enterprises (also stated as 50+ banks)' },
  patents: { clause: '§9', name: 'over 10 invention patents' },
  copyrights: { clause: '§9', name: 'over 20 software copyrights' },
  eventClips: { clause: '§9', name: 'event video clips of 10 seconds before and after an event' },
  campusCameras: { clause: '§9', name: '100 face capture cameras in a campus case' },
  attendance: { clause: '§9', name: 'a 7-day abnormal attendance statistic' },
  testBoard: { clause: '§9', name: 'algorithm indicators tested on a board with 2G memory and 8G storage' },
  cabinet: { clause: '§9', name: '38 file cabinets in the cabinet; 24-door lock control board' },
} as const satisfies Record<string, SpecFact>;

/** A figure written either with or without a space before its unit ("5200mAh", "5200 mAh"). */
const gap = String.raw`\s?`;

// ── §1 Solutions by sector ────────────────────────────────────────────────────────────────────

/**
 * §1: "smart city, smart campus, smart finance and banking, smart epidemic prevention, smart commerce,
 * smart medical and smart security", in that order. A sector's name is its page's heading (routes.ts).
 */
export const SECTORS: readonly { readonly path: SpecPath; readonly name: Both }[] = (
  ['/city', '/smartcampus', '/finance', '/antiepidemic', '/business', '/medicalcare', '/security'] as const
).map((path) => ({ path, name: headingsOf(path) }));

// ── §1 Platforms ─────────────────────────────────────────────────────────────────────────────

/** §1: the three platforms. */
export const PLATFORMS: readonly Both[] = [
  { 'en-US': 'Multimodal biometric authentication platform', 'zh-CN': '多模态生物识别认证平台' },
  { 'en-US': 'IoT unified management platform', 'zh-CN': '物联网统一管理平台' },
  { 'en-US': 'AIoT application integration platform', 'zh-CN': 'AIoT 应用集成平台' },
];

/** §1: the AIoT application integration platform has a page of its own (/aiot, §2), named by its heading. */
export const AIOT_PAGE = { path: '/aiot', name: headingsOf('/aiot') } as const satisfies {
  path: SpecPath;
  name: Both;
};

// ── §1 Algorithm pages ───────────────────────────────────────────────────────────────────────

/** §1: "face detection, recognition, liveness detection, mask detection, tracking and face structuring, plus OCR", in that order. */
export const ALGORITHMS: readonly Both[] = [
  { 'en-US': 'Face detection', 'zh-CN': '人脸检测' },
  { 'en-US': 'Face recognition', 'zh-CN': '人脸识别' },
  { 'en-US': 'Liveness detection', 'zh-CN': '活体检测' },
  { 'en-US': 'Mask detection', 'zh-CN': '口罩检测' },
  { 'en-US': 'Face tracking', 'zh-CN': '人脸跟踪' },
  { 'en-US': 'Face structuring', 'zh-CN': '人脸结构化' },
  { 'en-US': 'OCR', 'zh-CN': 'OCR 文字识别' },
];

/** §1: "cloud, private and custom call modes". */
export const CALL_MODES: readonly Both[] = [
  { 'en-US': 'Cloud', 'zh-CN': '云端调用' },
  { 'en-US': 'Private', 'zh-CN': '私有化部署' },
  { 'en-US': 'Custom', 'zh-CN': '定制开发' },
];

/** §1: "SDK and apk downloads for Linux and Android". */
export const DOWNLOAD_PLATFORMS = ['Linux', 'Android'] as const;
export const DOWNLOAD_KINDS = [/\bSDK\b/, /\bapk\b/] as const;

/** §1 "a free trial" and the downloads: the link and buttons as the project words them (decision 011). */
export const ALGORITHM_DOWNLOADS = {
  linuxGuide: {
    action: { 'en-US': 'Download the guide', 'zh-CN': '下载指南' },
    item: { 'en-US': 'Linux SDK integration guide', 'zh-CN': 'Linux SDK 集成指南' },
    file: 'tianmu-face-sdk-linux-guide.txt',
  },
  androidApk: {
    action: { 'en-US': 'Request the apk', 'zh-CN': '申请 apk' },
    item: { 'en-US': 'Android Demo apk', 'zh-CN': 'Android 演示 apk' },
    delivery: 'android-apk',
  },
} as const;

/** §9: "Algorithm indicators were tested on a board with 2G memory and 8G storage." */
export const TEST_BOARD: Both<RegExp> = {
  'en-US': new RegExp(`\\b2${gap}GB? memory and 8${gap}GB? storage`),
  'zh-CN': new RegExp(`\\b2${gap}GB?${gap}内存、8${gap}GB?${gap}存储`),
};

// ── §1 Hardware terminals ────────────────────────────────────────────────────────────────────

/**
 * §1: "portable and desktop dual-screen card dispensers, a self-service form-filling machine, a
 * super counter, a transceiver, and a document receiving and sending cabinet": six terminals;
 * both card dispensers share one page. A terminal with a page of its own is named by its heading.
 */
export const TERMINALS: readonly { readonly path: SpecPath; readonly name: Both }[] = [
  {
    path: '/carddispenser',
    name: { 'en-US': 'Portable Dual-Screen Card Dispenser', 'zh-CN': '便携式双屏发卡机' },
  },
  { path: '/carddispenser', name: { 'en-US': 'Desktop Dual-Screen Card Dispenser', 'zh-CN': '桌面式双屏发卡机' } },
  { path: '/machine', name: headingsOf('/machine') },
  { path: '/counter', name: headingsOf('/counter') },
  { path: '/transceiver', name: headingsOf('/transceiver') },
  { path: '/case', name: headingsOf('/case') },
];

// ── §1 Document cabinet ──────────────────────────────────────────────────────────────────────

/**
 * §1: "the user submits data on a website for self-service review; once approved, a verification
 * code is sent; the user retrieves files with the code plus identity verification": three steps,
 * in this order, each matched by the words that carry it.
 */
export const CABINET_FLOW: readonly Both<RegExp>[] = [
  { 'en-US': /Submit .*data on the website for self-service review/, 'zh-CN': /网站上提交资料.*自助审核/ },
  { 'en-US': /review is approved.*verification code is sent/, 'zh-CN': /审核通过后.*发送验证码/ },
  { 'en-US': /retrieve your files with the code plus identity verification/, 'zh-CN': /凭验证码.*身份核验.*取件/ },
];

/** §1: "Door-opening modes are face, fingerprint, card, password, verification code and barcode." */
export const DOOR_MODES: readonly Both[] = [
  { 'en-US': 'Face', 'zh-CN': '人脸' },
  { 'en-US': 'Fingerprint', 'zh-CN': '指纹' },
  { 'en-US': 'Card', 'zh-CN': '刷卡' },
  { 'en-US': 'Password', 'zh-CN': '密码' },
  { 'en-US': 'Verification code', 'zh-CN': '验证码' },
  { 'en-US': 'Barcode', 'zh-CN': '条码' },
];

// ── §1 Company information ───────────────────────────────────────────────────────────────────

/** §1: "development history by year from 2014 to 2022". */
export const HISTORY_YEARS = ['2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022'] as const;

/** §1: "vision, mission and values". */
export const COMPANY_VALUES: readonly Both[] = [
  { 'en-US': 'Vision', 'zh-CN': '愿景' },
  { 'en-US': 'Mission', 'zh-CN': '使命' },
  { 'en-US': 'Values', 'zh-CN': '价值观' },
];

/**
 * §1: "news (four articles)": the oracle lists the four (NEWS_ARTICLES). The company may publish
 * more: the suite requires these four and holds any other to the same rules, never a count.
 */
export const NEWS_ARTICLE_COUNT = 4;

/**
 * §1: "contact (business hotline and address)". §9 withholds the number: decision 013 chooses it
 * and keeps it in spec/app.yaml, where the company changes it, so it is read from there
 * (HOTLINE in decided.ts), never written here.
 */
export const CONTACT = {
  // docs/decisions/013-contact-phone-number.md: the address is a placeholder in the company's city.
  address: { 'en-US': 'Nanhai District, Foshan', 'zh-CN': '佛山市南海区' },
} as const;

// ── §3 Entities ──────────────────────────────────────────────────────────────────────────────

/** §3: "Security algorithm table columns: serial number, algorithm type, algorithm capability, alert strategy." */
export const SECURITY_TABLE_COLUMNS: Both<readonly string[]> = {
  'en-US': ['No.', 'Algorithm type', 'Algorithm capability', 'Alert strategy'],
  'zh-CN': ['序号', '算法类型', '算法能力', '告警策略'],
};

// ── §6 Roles and permissions (marketing text) ────────────────────────────────────────────────

/** §6: "gold (class S, one per prefecture-level city), silver (class A), bronze (class B)". */
export const PARTNER_LEVELS: readonly { readonly level: Both; readonly class: string; readonly territory?: Both }[] = [
  {
    level: { 'en-US': 'Gold', 'zh-CN': '金牌' },
    class: 'S',
    territory: { 'en-US': 'One per prefecture-level city', 'zh-CN': '每个地级市限一家' },
  },
  { level: { 'en-US': 'Silver', 'zh-CN': '银牌' }, class: 'A' },
  { level: { 'en-US': 'Bronze', 'zh-CN': '铜牌' }, class: 'B' },
];

/** §6: "configurable access rights for school leaders, teachers, students and blacklist or whitelist people". */
export const ACCESS_RIGHTS = {
  roles: { 'en-US': ['Leaders', 'teachers', 'students'], 'zh-CN': ['校领导', '教师', '学生'] },
  lists: { 'en-US': 'a blacklist bars, a whitelist admits', 'zh-CN': '黑名单禁止通行，白名单直接放行' },
} as const satisfies Record<string, Both<unknown>>;

// ── §9 Claims in text ────────────────────────────────────────────────────────────────────────

/** A headline figure: the value as a key figure shows it, and the words of its label. */
export interface KeyFigure {
  /** The claim of §9, as a failing test names it. */
  readonly fact: SpecFact;
  readonly value: RegExp;
  readonly label: Both<RegExp>;
}

/** §9: "40+ algorithm models". */
export const MODELS: KeyFigure = {
  fact: FACTS.models,
  value: /^40\+$/,
  label: { 'en-US': /^algorithm models$/, 'zh-CN': /^算法模型$/ },
};

/** §9: "30+ customers". */
export const CUSTOMERS: KeyFigure & { readonly atLeast: number } = {
  fact: FACTS.customers,
  value: /^30\+$/,
  label: { 'en-US': /^customers$/, 'zh-CN': /^合作客户$/ },
  atLeast: 30,
};

/** §9: "used in more than 50 financial enterprises (also stated as 50+ banks)". */
export const BANKS: KeyFigure = {
  fact: FACTS.banks,
  value: /^50\+$/,
  label: { 'en-US': /\bbanks\b/, 'zh-CN': /银行/ },
};
export const FINANCE_ENTERPRISES: Both<RegExp> = {
  'en-US': /more than 50 financial enterprises/,
  'zh-CN': /50 ?余家金融机构/,
};

/** §9: "over 10 invention patents and over 20 software copyrights". */
export const PATENTS: KeyFigure = {
  fact: FACTS.patents,
  value: /^10\+$/,
  label: { 'en-US': /^invention patents$/, 'zh-CN': /^项发明专利$/ },
};
export const COPYRIGHTS: KeyFigure = {
  fact: FACTS.copyrights,
  value: /^20\+$/,
  label: { 'en-US': /^software copyrights$/, 'zh-CN': /^项软件著作权$/ },
};

/** §9: "event video clips of 10 seconds before and after an event". */
export const EVENT_CLIPS: Both<RegExp> = {
  'en-US': /\b10 seconds before and after\b/,
  'zh-CN': /事件前后各 ?10 ?秒/,
};

/** §9: "100 face capture cameras in a campus case": a row of the case's facts table. */
export const CAMPUS_CAMERAS = {
  path: '/schoolfoshan',
  label: { 'en-US': 'Face capture cameras', 'zh-CN': '人脸抓拍摄像机' },
  value: /^100$/,
} as const;

/** §9: "a 7-day abnormal attendance statistic". */
export const ABNORMAL_ATTENDANCE: Both<RegExp> = {
  'en-US': /\b7-day abnormal attendance\b/,
  'zh-CN': /近 ?7 ?天异常考勤/,
};

// ── §9 Hardware ──────────────────────────────────────────────────────────────────────────────

/** A row of a terminal page's specification table: its header, and the value the figure must have. */
export interface SpecRow {
  readonly label: Both;
  readonly value: Both<RegExp>;
}

const sameIn = (value: RegExp): Both<RegExp> => ({ 'en-US': value, 'zh-CN': value });

/** §9: "card dispenser input slot 100 cards and output slot 50 cards". */
export const CARD_SLOTS: readonly SpecRow[] = [
  { label: { 'en-US': 'Card input slot', 'zh-CN': '进卡槽' }, value: { 'en-US': /^100 cards$/, 'zh-CN': /^100 ?张$/ } },
  { label: { 'en-US': 'Card output slot', 'zh-CN': '出卡槽' }, value: { 'en-US': /^50 cards$/, 'zh-CN': /^50 ?张$/ } },
];

/** §9: "portable dispenser 5200mAh battery, 590x280x300mm, 15kg". */
export const PORTABLE_DISPENSER: readonly SpecRow[] = [
  { label: { 'en-US': 'Battery', 'zh-CN': '电池容量' }, value: sameIn(new RegExp(`^5200${gap}mAh$`)) },
  {
    label: { 'en-US': 'Dimensions', 'zh-CN': '外形尺寸' },
    value: sameIn(new RegExp(`^590${gap}[x×]${gap}280${gap}[x×]${gap}300${gap}mm$`)),
  },
  { label: { 'en-US': 'Weight', 'zh-CN': '整机重量' }, value: sameIn(new RegExp(`^15${gap}kg$`)) },
];

/** §9: "screens 10.1 or 13.3 inches at 1280x800". */
export const SCREENS: Both<RegExp> = {
  'en-US': /\b10\.1(″| ?inch(es)?) or 13\.3(″| ?inch(es)?), 1280 ?[x×] ?800$/,
  'zh-CN': /\b10\.1 ?英寸或 ?13\.3 ?英寸，1280 ?[x×] ?800$/,
};

/** §9: "cameras 2MP (1920x1080)". */
export const CAMERAS: Both<RegExp> = {
  'en-US': /^2 ?MP \(1920 ?[x×] ?1080\)$/,
  'zh-CN': /^200 ?万像素（1920 ?[x×] ?1080）$/,
};

/** §9: "printer 35 pages/min". */
export const PRINTER: Both<RegExp> = { 'en-US': /^35 pages\/min$/, 'zh-CN': /^35 ?页\/分钟$/ };

/** §9: "receipt paper width 72/80mm". */
export const RECEIPT_PAPER: Both<RegExp> = sameIn(new RegExp(`^72/80${gap}mm$`));

/** §9: "positioning accuracy 2.5m". */
export const POSITIONING: Both<RegExp> = { 'en-US': new RegExp(`^2\\.5${gap}m$`), 'zh-CN': /^2\.5 ?米$/ };

/** §9: "4G support". */
export const FOUR_G: Both<RegExp> = { 'en-US': /^4G support$/, 'zh-CN': /^支持 ?4G$/ };

/** §9: "38 file cabinets in the cabinet". */
export const FILE_CABINETS: Both<RegExp> = { 'en-US': /^38 file cabinets$/, 'zh-CN': /^38 ?个$/ };

/** §9: "24-door lock control board". */
export const LOCK_BOARD: Both<RegExp> = { 'en-US': /^24-door lock control board$/, 'zh-CN': /^24 ?门锁控板$/ };

/** §9: "fingerprint sensor life of 1 million uses". */
export const FINGERPRINT_LIFE: Both<RegExp> = { 'en-US': /^1 million uses$/, 'zh-CN': /^100 ?万次$/ };

/** Row headers of the terminal pages' specification tables, as the project words them. */
const ROW = {
  screens: { 'en-US': 'Screens', 'zh-CN': '屏幕' },
  touchscreen: { 'en-US': 'Touchscreen', 'zh-CN': '触摸屏' },
  camera: { 'en-US': 'Camera', 'zh-CN': '摄像头' },
  network: { 'en-US': 'Mobile network', 'zh-CN': '移动网络' },
  positioning: { 'en-US': 'Positioning accuracy', 'zh-CN': '定位精度' },
  printer: { 'en-US': 'Document printer', 'zh-CN': '文档打印机' },
  receipt: { 'en-US': 'Receipt paper width', 'zh-CN': '凭条纸宽' },
  fingerprint: { 'en-US': 'Fingerprint sensor life', 'zh-CN': '指纹传感器寿命' },
  cabinets: { 'en-US': 'File cabinets', 'zh-CN': '文件柜数量' },
  lockBoard: { 'en-US': 'Lock control board', 'zh-CN': '锁控板' },
} as const satisfies Record<string, Both>;

/**
 * §9's hardware figures, by the clause that states them, with the terminal pages and the rows of
 * their specification tables that must state them. Which terminal has which part is the project's
 * reading of §1 and §9 (a printer on the machine and the counter, 4G on the dispenser and the
 * transceiver, and so on).
 */
export const HARDWARE_FIGURES = {
  'CONTENT-CARD-DISPENSER-SLOTS': [{ path: '/carddispenser', rows: CARD_SLOTS }],
  'CONTENT-PORTABLE-DISPENSER': [{ path: '/carddispenser', rows: PORTABLE_DISPENSER }],
  'CONTENT-SCREENS': [
    { path: '/carddispenser', rows: [{ label: ROW.screens, value: SCREENS }] },
    { path: '/machine', rows: [{ label: ROW.touchscreen, value: SCREENS }] },
    { path: '/counter', rows: [{ label: ROW.screens, value: SCREENS }] },
  ],
  'CONTENT-CAMERAS': [
    { path: '/carddispenser', rows: [{ label: ROW.camera, value: CAMERAS }] },
    { path: '/machine', rows: [{ label: ROW.camera, value: CAMERAS }] },
    { path: '/counter', rows: [{ label: ROW.camera, value: CAMERAS }] },
    { path: '/transceiver', rows: [{ label: ROW.camera, value: CAMERAS }] },
  ],
  'CONTENT-PRINTER': [
    { path: '/machine', rows: [{ label: ROW.printer, value: PRINTER }] },
    { path: '/counter', rows: [{ label: ROW.printer, value: PRINTER }] },
  ],
  'CONTENT-RECEIPT-PAPER': [
    { path: '/machine', rows: [{ label: ROW.receipt, value: RECEIPT_PAPER }] },
    { path: '/counter', rows: [{ label: ROW.receipt, value: RECEIPT_PAPER }] },
  ],
  'CONTENT-POSITIONING': [
    { path: '/carddispenser', rows: [{ label: ROW.positioning, value: POSITIONING }] },
    { path: '/transceiver', rows: [{ label: ROW.positioning, value: POSITIONING }] },
  ],
  'CONTENT-4G': [
    { path: '/carddispenser', rows: [{ label: ROW.network, value: FOUR_G }] },
    { path: '/transceiver', rows: [{ label: ROW.network, value: FOUR_G }] },
  ],
  'CONTENT-CABINET-38': [{ path: '/case', rows: [{ label: ROW.cabinets, value: FILE_CABINETS }] }],
  'CONTENT-LOCK-BOARD': [{ path: '/case', rows: [{ label: ROW.lockBoard, value: LOCK_BOARD }] }],
  'CONTENT-FINGERPRINT-LIFE': [
    { path: '/counter', rows: [{ label: ROW.fingerprint, value: FINGERPRINT_LIFE }] },
    { path: '/case', rows: [{ label: ROW.fingerprint, value: FINGERPRINT_LIFE }] },
  ],
} as const satisfies Record<string, readonly { readonly path: string; readonly rows: readonly SpecRow[] }[]>;

/** §9's hardware figures as a failing test names them, by the clause that states each. */
export const HARDWARE_FACTS = {
  'CONTENT-CARD-DISPENSER-SLOTS': {
    clause: '§9',
    name: 'card dispenser input slot 100 cards and output slot 50 cards',
  },
  'CONTENT-PORTABLE-DISPENSER': { clause: '§9', name: 'portable dispenser 5200mAh battery, 590x280x300mm, 15kg' },
  'CONTENT-SCREENS': { clause: '§9', name: 'screens 10.1 or 13.3 inches at 1280x800' },
  'CONTENT-CAMERAS': { clause: '§9', name: 'cameras 2MP (1920x1080)' },
  'CONTENT-PRINTER': { clause: '§9', name: 'printer 35 pages/min' },
  'CONTENT-RECEIPT-PAPER': { clause: '§9', name: 'receipt paper width 72/80mm' },
  'CONTENT-POSITIONING': { clause: '§9', name: 'positioning accuracy 2.5m' },
  'CONTENT-4G': { clause: '§9', name: '4G support' },
  'CONTENT-CABINET-38': { clause: '§9', name: '38 file cabinets in the cabinet' },
  'CONTENT-LOCK-BOARD': { clause: '§9', name: '24-door lock control board' },
  'CONTENT-FINGERPRINT-LIFE': { clause: '§9', name: 'fingerprint sensor life of 1 million uses' },
} as const satisfies Record<keyof typeof HARDWARE_FIGURES, SpecFact>;

/** §9 "38 file cabinets" and "24-door lock control board", as the cabinet's introduction states them. */
export const CABINET_INTRO: Both<RegExp> = {
  'en-US': /\b38 file cabinets\b.*\b24-door lock control board\b/,
  'zh-CN': /38 ?个文件柜.*24 ?门锁控板/,
};

// ── Decision 029: the share image of the static pages ────────────────────────────────────────

/** Decision 029: the share image is 1200×630 PNG (Open Graph's 1.91:1), drawn without text. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Decision 029: its alternative text, the project's wording. */
export const SHARE_IMAGE_ALT: Both = {
  'en-US': 'The Tianmu Intelligence logo beside an illustration of a face being recognised',
  'zh-CN': '天目智能标志与人脸识别示意插图',
};

// ── §1 News (four articles) ──────────────────────────────────────────────────────────────────

/** The four topics an article belongs to, as the project names them (§1 names none). */
export const NEWS_CATEGORIES = {
  product: { 'en-US': 'Product launch', 'zh-CN': '产品发布' },
  partnership: { 'en-US': 'Partnerships', 'zh-CN': '合作动态' },
  projects: { 'en-US': 'Projects', 'zh-CN': '项目动态' },
  honours: { 'en-US': 'Honours', 'zh-CN': '荣誉资质' },
} as const satisfies Record<string, Both>;

export interface NewsArticle {
  readonly id: string;
  readonly date: string;
  readonly category: keyof typeof NEWS_CATEGORIES;
  readonly title: Both;
  /** Its lead, the project's wording: the static page's description (decision 029). */
  readonly summary: Both;
}

/**
 * §1 "news (four articles)": the four, newest first (the order of every list). Their subjects and
 * titles are the project's; two state §9 claims (50 financial enterprises, 10 patents and 20
 * copyrights) and one §6's partner levels.
 */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'dual-screen-card-dispensers-launch',
    date: '2022-09-16',
    category: 'product',
    title: {
      'en-US': 'Tianmu Intelligence launches portable and desktop dual-screen card dispensers',
      'zh-CN': '天目智能发布便携式与桌面式双屏发卡机',
    },
    summary: {
      'en-US':
        'Two new dispensers bring face-verified card issuing to the counter and to the field: an input slot of 100 cards, an output slot of 50 cards, and 4G on board.',
      'zh-CN': '两款新品把人脸核验发卡带到柜台与外勤现场：进卡槽容量 100 张，出卡槽容量 50 张，并支持 4G 联网。',
    },
  },
  {
    id: 'partner-programme-launch',
    date: '2022-06-18',
    category: 'partnership',
    title: {
      'en-US': 'Tianmu Intelligence opens its partner programme to integrators nationwide',
      'zh-CN': '天目智能面向全国启动合作伙伴计划',
    },
    summary: {
      'en-US':
        'Gold, silver and bronze partner levels give integrators and distributors our algorithms, terminals and platforms, with one gold partner per prefecture-level city.',
      'zh-CN':
        '金牌、银牌、铜牌三级合作伙伴体系，向集成商与渠道商开放我们的算法、终端与平台，每个地级市仅设一家金牌合作伙伴。',
    },
  },
  {
    id: 'fifty-financial-enterprises',
    date: '2021-12-08',
    category: 'projects',
    title: {
      'en-US': 'Our face verification now serves more than 50 financial enterprises',
      'zh-CN': '天目智能人脸核验方案已服务 50 余家金融企业',
    },
    summary: {
      'en-US':
        'A rural commercial bank in Guangdong is the latest to go live, with face verification at its counters, in its self-service areas and in its mobile banking app.',
      'zh-CN': '广东某农村商业银行全面上线，人脸核验覆盖柜台、自助区与手机银行。',
    },
  },
  {
    id: 'high-tech-enterprise-certification',
    date: '2021-08-26',
    category: 'honours',
    title: {
      'en-US': 'Tianmu Intelligence certified as a national high-tech enterprise',
      'zh-CN': '天目智能获评国家高新技术企业',
    },
    summary: {
      'en-US':
        'The certification recognises our own research in face algorithms and IoT, protected by over 10 invention patents and over 20 software copyrights.',
      'zh-CN':
        '这一认定是对我们在人脸算法与物联网领域自主研发实力的肯定。公司目前拥有 10 余项发明专利和 20 余项软件著作权。',
    },
  },
];

/** The article a hash route opens (`/newsdetail?id=<id>`, decision 012), if it names one. */
function articleOf(hashRoute: string): string | undefined {
  const [path = '', query = ''] = hashRoute.split('?');
  return path === '/newsdetail' ? (new URLSearchParams(query).get('id') ?? undefined) : undefined;
}

/** The static page of an article (decision 029): `/<locale>/newsdetail/<id>/`. */
export function articleStaticPathOf(language: string, id: string): string {
  return staticPathOf(language, `/newsdetail/${id}`);
}

/**
 * The links of a page that lead nowhere (the crawl's "every internal link resolves", in every
 * engine). A hash route of §2's paths leads to its page; one that opens an article, to one of
 * §1's four, or to an article published since when the site serves its static page, which the
 * build writes for each article it has and no other. A hash route §2 does not name: a page added
 * since (`make page`, decision 025) when the site serves its static page, which the build writes
 * for each route of the site's table and no other. Any other address of the site: when it
 * answers 2xx. `statusOf` asks the site with the engine's own client; links to other origins are
 * not the site's to resolve.
 */
export async function linksLeadingNowhere(
  hrefs: readonly string[],
  origin: string,
  locale: Locale,
  statusOf: (path: string) => Promise<number>,
): Promise<string[]> {
  const answers = async (path: string) => {
    const status = await statusOf(path);
    return status >= 200 && status <= 299 ? undefined : status;
  };
  const unresolved: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    if (url.pathname === '/' && url.hash.startsWith('#/')) {
      const hashRoute = url.hash.slice(1);
      const [path = ''] = hashRoute.split('?');
      const article = articleOf(hashRoute);
      const leads =
        article !== undefined && !NEWS_ARTICLES.some((known) => known.id === article)
          ? (await answers(articleStaticPathOf(locale, article))) === undefined
          : isSpecPath(path) || (path.startsWith('/') && (await answers(staticPathOf(locale, path))) === undefined);
      if (!leads) unresolved.push(href);
    } else {
      const status = await answers(url.pathname);
      if (status !== undefined) unresolved.push(`${href} ${status}`);
    }
  }
  return unresolved;
}
