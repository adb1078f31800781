import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { computeScale, installLayoutScaling, pixelRatio } from '../../site/src/app/layout-scaling';
import { proves } from '../conformance/proves';
import { expectedBodyFontSize, expectedRootFontSize, LAYOUT } from '../oracle/constants';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile';

describe('the pixel ratio (§2)', () => {
  test.each([
    ['iPhone', 1, 1, IPHONE],
    ['iPhone', 2, 2, IPHONE],
    ['iPhone', 3, 3, IPHONE],
    ['iPhone', 2.5, 2, IPHONE],
    ['iPhone', 4, 3, IPHONE],
    ['iPhone', 0.75, 1, IPHONE],
    ['iPhone', Number.NaN, 1, IPHONE],
    ['iPod touch', 2, 2, IPOD],
  ])('%s at devicePixelRatio %s uses %s', proves('LAYOUT-PIXEL-RATIO'), (_device, dpr, expected, ua) => {
    expect(pixelRatio(ua, dpr)).toBe(expected);
  });

  test.each([
    ['a desktop', 1, DESKTOP],
    ['a desktop', 2, DESKTOP],
    ['an Android phone', 3, ANDROID],
    ['an iPad', 2, IPAD],
  ])('%s at devicePixelRatio %s uses 1', proves('LAYOUT-PIXEL-RATIO'), (_device, dpr, ua) => {
    expect(pixelRatio(ua, dpr)).toBe(1);
  });

  test(
    'on an iPhone the ratio never leaves 1 to 3 and reaches both ends; elsewhere it is always 1',
    proves('LAYOUT-PIXEL-RATIO', 'CONST-LAYOUT'),
    () => {
      const { min, max } = LAYOUT.iphonePixelRatio;
      const ratios = [0.5, 1, 1.5, 2, 2.75, 3, 3.5, 4, 8].map((dpr) => pixelRatio(IPHONE, dpr));
      for (const ratio of ratios) {
        expect(ratio).toBeGreaterThanOrEqual(min);
        expect(ratio).toBeLessThanOrEqual(max);
      }
      expect(Math.min(...ratios)).toBe(min);
      expect(Math.max(...ratios)).toBe(max);
      for (const ua of [DESKTOP, ANDROID, IPAD]) {
        for (const dpr of [0.5, 1, 2, 3, 4]) expect(pixelRatio(ua, dpr)).toBe(LAYOUT.otherPixelRatio);
      }
    },
  );
});

describe('root and body font sizes (§2)', () => {
  // width, device, devicePixelRatio → root font size, body font size (CSS px)
  const cases: [number, 'desktop' | 'iPhone', number, number, number][] = [
    [375, 'desktop', 1, 37.5, 12],
    [540, 'desktop', 1, 54, 12],
    [541, 'desktop', 1, 54.1, 12],
    [1280, 'desktop', 2, 128, 12],
    [1920, 'desktop', 1, 192, 12],
    [375, 'iPhone', 1, 37.5, 12],
    [375, 'iPhone', 2, 37.5, 24],
    [375, 'iPhone', 3, 37.5, 36],
    [540, 'iPhone', 3, 54, 36],
    [541, 'iPhone', 2, 108.2, 24],
    [541, 'iPhone', 3, 162.3, 36],
    [1280, 'iPhone', 2, 256, 24],
    [1920, 'iPhone', 3, 576, 36],
  ];
  test.each(cases)(
    '%s px wide, %s at devicePixelRatio %s: root %s px, body %s px',
    { ...proves('LAYOUT-ROOT-FONT', 'LAYOUT-WIDE-PIXEL-RATIO', 'LAYOUT-BODY-FONT', 'CONST-LAYOUT') },
    (width, device, devicePixelRatio, root, body) => {
      const userAgent = device === 'iPhone' ? IPHONE : DESKTOP;
      const scale = computeScale({ width, userAgent, devicePixelRatio });
      expect(scale.rootFontSize).toBeCloseTo(root, 10);
      expect(scale.bodyFontSize).toBe(body);
    },
  );

  test(
    'across widths and ratios, root = (width > 540 ? width × ratio : width) / 10 and body = 12 × ratio',
    proves('CONST-LAYOUT', 'LAYOUT-ROOT-FONT', 'LAYOUT-WIDE-PIXEL-RATIO', 'LAYOUT-BODY-FONT'),
    () => {
      let checked = 0;
      for (let width = 280; width <= 2560; width += 13) {
        for (const dpr of [1, 2, 3]) {
          for (const userAgent of [IPHONE, DESKTOP]) {
            const ratio = userAgent === IPHONE ? dpr : LAYOUT.otherPixelRatio;
            const scale = computeScale({ width, userAgent, devicePixelRatio: dpr });
            expect(scale.ratio).toBe(ratio);
            expect(scale.rootFontSize).toBeCloseTo(expectedRootFontSize(width, ratio), 10);
            expect(scale.bodyFontSize).toBe(expectedBodyFontSize(ratio));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
      // The threshold itself: 540 is not "above 540"; 541 is.
      expect(
        computeScale({ width: LAYOUT.maxUnscaledWidth, userAgent: IPHONE, devicePixelRatio: 2 }).rootFontSize,
      ).toBe(LAYOUT.maxUnscaledWidth / LAYOUT.rootFontDivisor);
      expect(
        computeScale({ width: LAYOUT.maxUnscaledWidth + 1, userAgent: IPHONE, devicePixelRatio: 2 }).rootFontSize,
      ).toBeCloseTo(((LAYOUT.maxUnscaledWidth + 1) * 2) / LAYOUT.rootFontDivisor, 10);
    },
  );
});

describe('installLayoutScaling', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.style.fontSize = '';
    document.body.style.fontSize = '';
  });

  function setWidth(width: number): void {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  }
  const root = () => document.documentElement.style.fontSize;

  const DELAY = LAYOUT.recomputeDelayMs;

  test('applies at once, then 300 ms after the last resize only', proves('LAYOUT-RECOMPUTE', 'CONST-LAYOUT'), () => {
    vi.useFakeTimers();
    setWidth(1280);
    const stop = installLayoutScaling(window);
    expect(root()).toBe('128px');
    expect(document.body.style.fontSize).toBe('12px');

    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(DELAY - 100);
    setWidth(600);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(DELAY - 1);
    expect(root(), 'not before 300 ms after the last resize').toBe('128px');
    vi.advanceTimersByTime(1);
    expect(root()).toBe('60px');

    stop();
    setWidth(400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(root(), 'stopped').toBe('60px');
  });

  test(
    'recomputes 300 ms after a page show (back from the page cache)',
    proves('LAYOUT-RECOMPUTE', 'CONST-LAYOUT'),
    () => {
      vi.useFakeTimers();
      setWidth(375);
      const stop = installLayoutScaling(window);
      expect(root()).toBe('37.5px');
      setWidth(414);
      window.dispatchEvent(new Event('pageshow'));
      vi.advanceTimersByTime(DELAY - 1);
      expect(root()).toBe('37.5px');
      vi.advanceTimersByTime(1);
      expect(root()).toBe('41.4px');
      stop();
    },
  );
});

describe('the stylesheets under §2 scaling', () => {
  // The root font is a tenth of the window's width (128 px on a 1280-px desktop): a length in rem
  // would grow with the window. The site's stylesheets size in px and em; the OCR panel's rem
  // gaps had been 128 px wide.
  const root = join(import.meta.dirname, '../../site/src');
  const stylesheets = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));

  test('no stylesheet sizes anything in rem', proves('LAYOUT-ROOT-FONT'), () => {
    expect(stylesheets.length).toBeGreaterThan(10);
    const found = stylesheets.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
        .split('\n')
        .flatMap((line, index) => (/\d(?:\.\d+)?rem\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
