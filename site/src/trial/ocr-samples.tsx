// The OCR tab's samples (decision 047): a business card and a shop receipt, drawn here as SVG in
// the visitor's language from the trial's messages, shown as the picker's thumbnails, and
// rasterised in the page (the SVG's elements painted on a canvas, then PNG) when chosen, so the
// engine reads what the visitor sees. Their text is set in the system's sans-serif fonts, named on
// the drawing itself, and their colours are paper and ink, written on the drawing: the canvas
// reads the SVG's attributes, not the page's style sheets or custom properties.
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { type Translate, useMessages } from '../shared/i18n';
import type { PickerSample } from './photo-picker.tsx';

type T = Translate<TrialMessageKey>;

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Latin first, then the Chinese fonts of Linux, macOS and Windows. */
const FONTS =
  "'Helvetica Neue', Arial, 'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const INK = '#1b1f24';
const GREY = '#5b6470';

/**
 * ID-1, the size of bank, ID and business cards (85.60 × 53.98 mm), at about 300 dots an inch;
 * rasterised at 1.5×, as a phone's photo of a card would be, so Chinese strokes stay apart.
 */
export const CARD = { width: 1012, height: 638, scale: 1.5 } as const;
/**
 * A receipt on 80 mm paper at a thermal printer's 8 dots a millimetre: 640 dots across, of which
 * the printer prints the middle 72 mm (576 dots). Rasterised at 2×, as a phone's photo of a
 * receipt would be: at 1× Tesseract reads the small Chinese print as Latin letters.
 */
export const RECEIPT = { width: 640, height: 700, printed: 576, scale: 2 } as const;

/** The receipt's figures: the same in either language. */
const RECEIPT_FIGURES = {
  date: '2026-03-18 14:25',
  paper: '24.00',
  sleeves: '15.00',
  total: '39.00',
} as const;

function CardDrawing({ t, width }: { t: T; width: number }) {
  const { width: w, height: h } = CARD;
  return (
    <svg
      xmlns={SVG_NS}
      viewBox={`0 0 ${w} ${h}`}
      width={width}
      height={Math.round((width * h) / w)}
      fontFamily={FONTS}
      fill={INK}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width={w} height={h} rx="36" fill="#fbfaf6" />
      <rect x="3" y="3" width={w - 6} height={h - 6} rx="34" fill="none" stroke="#c9ced6" strokeWidth="4" />
      {/* The company's mark, an eye of concentric rings: no words, kept clear of the text. */}
      <g transform="translate(900 112)" fill="none" stroke="#0b4f8a" strokeWidth="6">
        <circle r="46" />
        <circle r="24" />
        <circle r="7" fill="#0b4f8a" />
      </g>
      <path d={`M0 590 H${w} V602 a36 36 0 0 1 -36 36 H36 a36 36 0 0 1 -36 -36 Z`} fill="#0b4f8a" />
      <text x="80" y="128" fontSize="42" fontWeight="700" letterSpacing="2">
        {t('ocrCard.company')}
      </text>
      <text x="80" y="256" fontSize="52" fontWeight="700">
        {t('ocrCard.name')}
      </text>
      <text x="80" y="322" fontSize="34" fill={GREY}>
        {t('ocrCard.role')}
      </text>
      <text x="80" y="426" fontSize="34">
        {t('ocrCard.mobile')}
      </text>
      <text x="80" y="482" fontSize="34">
        {t('ocrCard.email')}
      </text>
      <text x="80" y="538" fontSize="34">
        {t('ocrCard.address')}
      </text>
    </svg>
  );
}

/** A row of the receipt: the label at the left margin, the amount at the right one. */
function Row({ y, label, amount, bold }: { y: number; label: string; amount: string; bold?: boolean }) {
  const left = (RECEIPT.width - RECEIPT.printed) / 2;
  return (
    <g fontSize={bold ? 34 : 30} fontWeight={bold ? 700 : 400}>
      <text x={left} y={y}>
        {label}
      </text>
      <text x={RECEIPT.width - left} y={y} textAnchor="end">
        {amount}
      </text>
    </g>
  );
}

function ReceiptDrawing({ t, height }: { t: T; height: number }) {
  const { width: w, height: h, printed } = RECEIPT;
  const left = (w - printed) / 2;
  const rule = (y: number) => (
    <line x1={left} x2={w - left} y1={y} y2={y} stroke={GREY} strokeWidth="2" strokeDasharray="8 8" />
  );
  // The torn edges: teeth 32 dots wide along the top (left to right) and the bottom (back).
  const top = 'l16 12 l16 -12 '.repeat(w / 32);
  const bottom = 'l-16 -12 l-16 12 '.repeat(w / 32);
  return (
    <svg
      xmlns={SVG_NS}
      viewBox={`0 0 ${w} ${h}`}
      width={Math.round((height * w) / h)}
      height={height}
      fontFamily={FONTS}
      fill={INK}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width={w} height={h} fill="#e9edf1" />
      <path d={`M0 0 ${top}V${h} ${bottom}Z`} fill="#fff" />
      <text x={w / 2} y="96" fontSize="38" fontWeight="700" textAnchor="middle">
        {t('ocrReceipt.shop')}
      </text>
      <text x={left} y="168" fontSize="30">
        {t('ocrReceipt.number')}
      </text>
      <text x={left} y="212" fontSize="30">
        {RECEIPT_FIGURES.date}
      </text>
      {rule(244)}
      <Row y={298} label={t('ocrReceipt.paper')} amount={RECEIPT_FIGURES.paper} />
      <Row y={350} label={t('ocrReceipt.sleeves')} amount={RECEIPT_FIGURES.sleeves} />
      {rule(384)}
      <Row y={444} label={t('ocrReceipt.total')} amount={RECEIPT_FIGURES.total} bold />
      <Row y={500} label={t('ocrReceipt.paid')} amount={RECEIPT_FIGURES.total} />
      {rule(534)}
      <text x={w / 2} y="600" fontSize="30" textAnchor="middle">
        {t('ocrReceipt.thanks')}
      </text>
    </svg>
  );
}

/** An attribute of the element or, as SVG inherits it, of its nearest ancestor that has it. */
function inherited(element: Element, name: string, fallback: string): string {
  return element.closest(`[${name}]`)?.getAttribute(name) ?? fallback;
}

const number = (element: Element, name: string, fallback = 0) => Number(element.getAttribute(name) ?? fallback);

/** Fills and strokes the current path as the element's fill and stroke say. */
function paint(context: CanvasRenderingContext2D, element: Element, path?: Path2D): void {
  const fill = inherited(element, 'fill', '#000');
  const stroke = inherited(element, 'stroke', 'none');
  if (fill !== 'none') {
    context.fillStyle = fill;
    if (path) context.fill(path);
    else context.fill();
  }
  if (stroke !== 'none') {
    context.strokeStyle = stroke;
    context.lineWidth = Number(inherited(element, 'stroke-width', '1'));
    context.setLineDash(
      inherited(element, 'stroke-dasharray', '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    );
    if (path) context.stroke(path);
    else context.stroke();
  }
}

/**
 * Paints the elements the drawings use (g with a translation, rect, circle, line, path, text) on
 * a canvas. The page's Content Security Policy lets no data: or blob: image in (img-src 'self'),
 * so an SVG cannot be drawn through an <img>; this reads the drawing's own elements instead.
 */
function paintSvg(context: CanvasRenderingContext2D, svg: SVGSVGElement): void {
  for (const element of svg.querySelectorAll('rect, circle, line, path, text')) {
    context.save();
    for (let group: Element | null = element.parentElement; group && group !== svg; group = group.parentElement) {
      const move = /translate\(\s*([-\d.]+)[\s,]+([-\d.]+)\s*\)/.exec(group.getAttribute('transform') ?? '');
      if (move) context.translate(Number(move[1]), Number(move[2]));
    }
    context.beginPath();
    switch (element.tagName) {
      case 'rect':
        context.roundRect(
          number(element, 'x'),
          number(element, 'y'),
          number(element, 'width'),
          number(element, 'height'),
          number(element, 'rx'),
        );
        paint(context, element);
        break;
      case 'circle':
        context.arc(number(element, 'cx'), number(element, 'cy'), number(element, 'r'), 0, 2 * Math.PI);
        paint(context, element);
        break;
      case 'line':
        context.moveTo(number(element, 'x1'), number(element, 'y1'));
        context.lineTo(number(element, 'x2'), number(element, 'y2'));
        paint(context, element);
        break;
      case 'path':
        paint(context, element, new Path2D(element.getAttribute('d') ?? ''));
        break;
      case 'text': {
        const weight = inherited(element, 'font-weight', '400');
        const size = inherited(element, 'font-size', '16');
        context.font = `${weight} ${size}px ${inherited(element, 'font-family', 'sans-serif')}`;
        const anchor = inherited(element, 'text-anchor', 'start');
        context.textAlign = anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left';
        context.textBaseline = 'alphabetic';
        if ('letterSpacing' in context) context.letterSpacing = `${inherited(element, 'letter-spacing', '0')}px`;
        context.fillStyle = inherited(element, 'fill', '#000');
        context.fillText(element.textContent ?? '', number(element, 'x'), number(element, 'y'));
        break;
      }
    }
    context.restore();
  }
}

/**
 * The drawing at its full size (times `scale`) as a PNG. It is painted from the thumbnail in the
 * page, so what is read is what is shown, with the fonts the visitor's browser has.
 */
export async function rasterise(
  drawing: SVGSVGElement,
  size: { width: number; height: number; scale?: number },
): Promise<Blob> {
  const scale = size.scale ?? 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw on a canvas');
  context.scale(scale, scale);
  paintSvg(context, drawing);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the sample could not be drawn'))), 'image/png'),
  );
}

/** The card and the receipt, for the OCR tab's picker, in the visitor's language. */
export function useOcrSamples(): PickerSample[] {
  const t = useMessages(trialMessages);
  return [
    {
      id: 'card',
      name: t('ocrSamples.card'),
      thumbnail: <CardDrawing t={t} width={96} />,
      image: (drawing) => rasterise(drawing, CARD),
    },
    {
      id: 'receipt',
      name: t('ocrSamples.receipt'),
      thumbnail: <ReceiptDrawing t={t} height={64} />,
      image: (drawing) => rasterise(drawing, RECEIPT),
    },
  ];
}
