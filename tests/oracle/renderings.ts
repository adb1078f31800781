// The tests' oracle: the §9 figures each terminal page calls out on its rendering (decision 044),
// in the order of its numbered list. The figures are §9's (the patterns of ./content.ts); which
// terminal shows which figure is the project's reading of §1 and §9, and the labels are the
// project's words, written here by hand.
import {
  CAMERAS,
  CARD_SLOTS,
  FILE_CABINETS,
  FINGERPRINT_LIFE,
  FOUR_G,
  LOCK_BOARD,
  PORTABLE_DISPENSER,
  POSITIONING,
  PRINTER,
  RECEIPT_PAPER,
  SCREENS,
  type SpecRow,
} from './content';
import type { Both, SpecPath } from './routes';

const row = (label: Both, value: Both<RegExp>): SpecRow => ({ label, value });
const camera = row({ 'en-US': 'Camera', 'zh-CN': '摄像头' }, CAMERAS);
const printer = row({ 'en-US': 'Document printer', 'zh-CN': '文档打印机' }, PRINTER);
const receipt = row({ 'en-US': 'Receipt paper width', 'zh-CN': '凭条纸宽' }, RECEIPT_PAPER);
const fingerprint = row({ 'en-US': 'Fingerprint sensor life', 'zh-CN': '指纹传感器寿命' }, FINGERPRINT_LIFE);
const positioning = row({ 'en-US': 'Positioning accuracy', 'zh-CN': '定位精度' }, POSITIONING);
const network = row({ 'en-US': 'Mobile network', 'zh-CN': '移动网络' }, FOUR_G);

/** Per terminal page: how many terminals its rendering shows, and its callouts in order. */
export const TERMINAL_CALLOUTS: readonly {
  readonly path: SpecPath;
  readonly terminals: number;
  readonly callouts: readonly SpecRow[];
}[] = [
  {
    // §9 "portable dispenser 5200mAh battery, 590x280x300mm, 15kg", "positioning accuracy 2.5m",
    // "4G support"; "card dispenser input slot 100 cards and output slot 50 cards", "screens 10.1
    // or 13.3 inches at 1280x800", "cameras 2MP (1920x1080)".
    path: '/carddispenser',
    terminals: 2,
    callouts: [
      ...PORTABLE_DISPENSER,
      positioning,
      network,
      ...CARD_SLOTS,
      row({ 'en-US': 'Screens', 'zh-CN': '屏幕' }, SCREENS),
      camera,
    ],
  },
  {
    // §9 cameras, screens, "printer 35 pages/min", "receipt paper width 72/80mm".
    path: '/machine',
    terminals: 1,
    callouts: [camera, row({ 'en-US': 'Touchscreen', 'zh-CN': '触摸屏' }, SCREENS), printer, receipt],
  },
  {
    // §9 cameras, screens, "fingerprint sensor life of 1 million uses", printer, receipt paper.
    path: '/counter',
    terminals: 1,
    callouts: [camera, row({ 'en-US': 'Screens', 'zh-CN': '屏幕' }, SCREENS), fingerprint, printer, receipt],
  },
  {
    // §9 "4G support", "positioning accuracy 2.5m", cameras.
    path: '/transceiver',
    terminals: 1,
    callouts: [network, positioning, camera],
  },
  {
    // §9 "38 file cabinets in the cabinet", "24-door lock control board", fingerprint sensor life.
    path: '/case',
    terminals: 1,
    callouts: [
      row({ 'en-US': 'File cabinets', 'zh-CN': '文件柜数量' }, FILE_CABINETS),
      row({ 'en-US': 'Lock control board', 'zh-CN': '锁控板' }, LOCK_BOARD),
      fingerprint,
    ],
  },
];
