// The tests' oracle: §1 and §9 figures wherever the site states them. A page may repeat a figure
// in a headline, a figure block, prose and a specification table; each place must agree with the
// specification, not only the one a page test reads (make mutants found a changed "35 pages/min"
// in a feature's text that the specification table's test did not see). Every expected value is
// the specification's; the patterns are how the project words the figure in each language.
// The headline claims ("40+ algorithm models", …) are read from the figure lists' term and
// definition pairs instead (KEY_FIGURE_CLAIMS): a list puts the term before or after its value, so
// the page's text alone cannot pair a figure with its claim.
import type { Locale, SpecPath } from './routes';

export interface FigureRule {
  /** What the figure is, as the specification says it. */
  readonly what: string;
  /** The figure as the page must state it (the first capture group of each pattern). */
  readonly expected: Readonly<Record<Locale, string>>;
  /** Every place the figure is stated, in each language: group 1 is the figure itself. */
  readonly patterns: Readonly<Record<Locale, readonly RegExp[]>>;
  /** Pages that must state it at least once (so a rule whose patterns stop matching fails). */
  readonly statedOn: readonly SpecPath[];
}

export const FIGURE_RULES = {
  // §9 "event video clips of 10 seconds before and after an event"
  'CONTENT-EVENT-CLIPS': {
    what: '10 seconds before and after an event',
    expected: { 'en-US': '10', 'zh-CN': '10' },
    patterns: { 'en-US': [/\b(\d+) seconds before and after/gi], 'zh-CN': [/前后各\s*(\d+)\s*秒/g] },
    statedOn: ['/cityvideocase'],
  },
  // §9 "100 face capture cameras in a campus case"
  'CONTENT-CAMPUS-CAMERAS': {
    what: '100 face capture cameras',
    expected: { 'en-US': '100', 'zh-CN': '100' },
    patterns: { 'en-US': [/\b(\d+)\s+face capture cameras/gi], 'zh-CN': [/(\d+)\s*台人脸抓拍摄像机/g] },
    statedOn: ['/schoolfoshan'],
  },
  // §9 "a 7-day abnormal attendance statistic"
  'CONTENT-ATTENDANCE-7DAY': {
    what: '7-day abnormal attendance statistic',
    expected: { 'en-US': '7', 'zh-CN': '7' },
    patterns: { 'en-US': [/\b(\d+)-day abnormal attendance/gi], 'zh-CN': [/(\d+)\s*天异常考勤/g] },
    statedOn: ['/schoolattendance'],
  },
  // §9 "printer 35 pages/min"
  'CONTENT-PRINTER': {
    what: 'printer 35 pages/min',
    expected: { 'en-US': '35', 'zh-CN': '35' },
    patterns: { 'en-US': [/\b(\d+)\s*pages\/min/gi], 'zh-CN': [/(\d+)\s*页\/分钟/g] },
    statedOn: ['/machine'],
  },
  // §9 "receipt paper width 72/80mm"
  'CONTENT-RECEIPT-PAPER': {
    what: 'receipt paper width 72/80mm',
    expected: { 'en-US': '72/80', 'zh-CN': '72/80' },
    patterns: { 'en-US': [/\b(\d+\/\d+)\s*mm/gi], 'zh-CN': [/(\d+\/\d+)\s*mm/gi] },
    statedOn: ['/machine'],
  },
  // §9 "positioning accuracy 2.5m"
  'CONTENT-POSITIONING': {
    what: 'positioning accuracy 2.5m',
    expected: { 'en-US': '2.5', 'zh-CN': '2.5' },
    patterns: {
      'en-US': [
        /\b(\d+(?:\.\d+)?)\s*m positioning/gi,
        /positioning accura(?:te|cy)(?: to)?\s+(\d+(?:\.\d+)?)\s*m\b/gi,
        /within (\d+(?:\.\d+)?)\s*m\b/gi,
      ],
      'zh-CN': [/(\d+(?:\.\d+)?)\s*米定位/g, /定位精度\s*(\d+(?:\.\d+)?)\s*米/g],
    },
    statedOn: ['/transceiver'],
  },
  // §9 "fingerprint sensor life of 1 million uses"
  'CONTENT-FINGERPRINT-LIFE': {
    what: 'fingerprint sensor life of 1 million uses',
    expected: { 'en-US': '1 million', 'zh-CN': '100' },
    patterns: { 'en-US': [/\b(\d+(?:\.\d+)?\s+(?:million|thousand)) uses/gi], 'zh-CN': [/(\d+)\s*万次/g] },
    statedOn: ['/counter'],
  },
} as const satisfies Readonly<Record<string, FigureRule>>;

/**
 * §1 "Door-opening modes are face, fingerprint, card, password, verification code and barcode.":
 * a line of text that lists the modes (it names fingerprint, card, password and verification
 * code) names barcode too, so no list of the modes leaves one out.
 */
export const DOOR_MODE_LISTS = {
  listsModes: {
    'en-US': [/fingerprint/i, /\bcard\b/i, /password/i, /verification code/i],
    'zh-CN': [/指纹/, /刷卡/, /密码/, /验证码/],
  },
  mustName: { 'en-US': /barcode/i, 'zh-CN': /条码/ },
  statedOn: ['/case'],
} as const satisfies {
  listsModes: Readonly<Record<Locale, readonly RegExp[]>>;
  mustName: Readonly<Record<Locale, RegExp>>;
  statedOn: readonly SpecPath[];
};

/** A §9 headline claim as any figure list (`<dt>` term, `<dd>` value) states it. */
export interface KeyFigureClaim {
  /** The claim, as the specification says it. */
  readonly what: string;
  /** A term that states this claim, in each language (labels vary: "algorithm models available"). */
  readonly term: Readonly<Record<Locale, RegExp>>;
  /** The value every such term must have. */
  readonly value: string;
  /** Pages whose figure lists state it (so a claim whose term stops matching fails). */
  readonly statedOn: readonly SpecPath[];
}

/**
 * §9's headline claims, wherever a figure list on any page states them (make mutants found "45+"
 * models in a case page's results, which the home and company-profile tests do not read).
 */
export const KEY_FIGURE_CLAIMS = {
  'CONTENT-ALGORITHM-MODELS': {
    what: '40+ algorithm models',
    term: { 'en-US': /\balgorithm models\b/i, 'zh-CN': /算法模型/ },
    value: '40+',
    statedOn: ['/home', '/companyprofile'],
  },
  'CONTENT-CUSTOMERS-30': {
    what: '30+ customers',
    term: { 'en-US': /\bcustomers\b/i, 'zh-CN': /客户/ },
    value: '30+',
    statedOn: ['/home'],
  },
  'CONTENT-FINANCE-ENTERPRISES': {
    what: 'more than 50 financial enterprises (also stated as 50+ banks)',
    term: { 'en-US': /\bbanks\b|\bfinancial enterprises\b/i, 'zh-CN': /银行|金融机构/ },
    value: '50+',
    statedOn: ['/home'],
  },
  'CONTENT-PATENTS': {
    what: 'over 10 invention patents',
    term: { 'en-US': /\binvention patents\b/i, 'zh-CN': /发明专利/ },
    value: '10+',
    statedOn: ['/companyprofile', '/glory'],
  },
  'CONTENT-PATENTS (copyrights)': {
    what: 'over 20 software copyrights',
    term: { 'en-US': /\bsoftware copyrights\b/i, 'zh-CN': /软件著作权/ },
    value: '20+',
    statedOn: ['/companyprofile', '/glory'],
  },
} as const satisfies Record<string, KeyFigureClaim>;
