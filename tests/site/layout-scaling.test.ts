import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { computeScale, installLayoutScaling, pixelRatio } from '../../site/src/app/layout-scaling';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import { CONSTANTS, expectedBodyFontSize, expectedRootFontSize, LAYOUT } from '../oracle/constants';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile';

const { min: IPHONE_MIN, max: IPHONE_MAX } = LAYOUT.iphonePixelRatio;

describe('the pixel ratio (§2)', () => {
  test.each([
    ['iPhone', 1, 1, IPHONE],
    ['iPhone', 2, 2, IPHONE],
    ['iPhone', 3, 3, IPHONE],
    ['iPhone', 2.5, 2, IPHONE],
    ['iPhone', 4, IPHONE_MAX, IPHONE],
    ['iPhone', 0.75, IPHONE_MIN, IPHONE],
    ['iPhone', Number.NaN, IPHONE_MIN, IPHONE],
    ['iPod touch', 2, 2, IPOD],
  ])('%s at devicePixelRatio %s uses %s', proves('LAYOUT-PIXEL-RATIO'), (_device, dpr, expected, ua) => {
    expect(pixelRatio(ua, dpr)).toBe(expected);
  });

  test.each([
    ['a desktop', 1, DESKTOP],
    ['a desktop', 2, DESKTOP],
    ['an Android phone', 3, ANDROID],
    ['an iPad', 2, IPAD],
  ])(`%s at devicePixelRatio %s uses ${LAYOUT.otherPixelRatio}`, proves('LAYOUT-PIXEL-RATIO'), (_device, dpr, ua) => {
    expect(pixelRatio(ua, dpr)).toBe(LAYOUT.otherPixelRatio);
  });

  test(
    `on an iPhone the ratio goes from ${IPHONE_MIN} to ${IPHONE_MAX}, never further; elsewhere it is always ${LAYOUT.otherPixelRatio}`,
    proves('LAYOUT-PIXEL-RATIO', 'CONST-LAYOUT'),
    () => {
      const ratios = [0.25, 0.5, 1, 1.5, 2, 2.75, 3, 3.5, 4, 8, 16].map((dpr) => pixelRatio(IPHONE, dpr));
      expectConstant(CONSTANTS.iphoneMinPixelRatio, Math.min(...ratios));
      expectConstant(CONSTANTS.iphoneMaxPixelRatio, Math.max(...ratios));
      for (const ua of [DESKTOP, ANDROID, IPAD]) {
        for (const dpr of [0.5, 1, 2, 3, 4]) expectConstant(CONSTANTS.otherPixelRatio, pixelRatio(ua, dpr));
      }
    },
  );
});

describe('the constants of §2 scaling, as the site uses them', () => {
  test(
    `the root font size is 1/${LAYOUT.rootFontDivisor} of the width, the body's ${LAYOUT.bodyFontBase} px at ratio 1`,
    proves('CONST-LAYOUT', 'LAYOUT-ROOT-FONT', 'LAYOUT-BODY-FONT'),
    () => {
      // A width no rule multiplies; the body's size divided by the ratio the site uses there.
      const scale = computeScale({ width: 375, userAgent: DESKTOP, devicePixelRatio: 1 });
      expectConstant(CONSTANTS.rootFontDivisor, 375 / scale.rootFontSize, { tolerance: 1e-9 });
      expectConstant(CONSTANTS.bodyFontBase, scale.bodyFontSize / scale.ratio);
    },
  );

  test(
    `widths up to ${LAYOUT.maxUnscaledWidth} px are not multiplied by the pixel ratio, wider ones are`,
    proves('CONST-LAYOUT', 'LAYOUT-WIDE-PIXEL-RATIO'),
    () => {
      // An iPhone at ratio 2: the first width whose root font size is twice what it is 1 px wide, times the width.
      const rootOn = (width: number) => computeScale({ width, userAgent: IPHONE, devicePixelRatio: 2 }).rootFontSize;
      const scaled = (width: number) => rootOn(width) > rootOn(1) * width * 1.5;
      const first = Array.from({ length: 4000 }, (_, index) => index + 1).find(scaled);
      expectConstant(CONSTANTS.maxUnscaledWidth, first === undefined ? undefined : first - 1);
    },
  );
});

describe('root and body font sizes (§2)', () => {
  const EDGE = LAYOUT.maxUnscaledWidth;
  // width, device, devicePixelRatio (the ratio an iPhone uses; a desktop's is 1)
  const cases: [number, 'desktop' | 'iPhone', number][] = [
    [375, 'desktop', 1],
    [EDGE, 'desktop', 1],
    [EDGE + 1, 'desktop', 1],
    [1280, 'desktop', 2],
    [1920, 'desktop', 1],
    [375, 'iPhone', 1],
    [375, 'iPhone', 2],
    [375, 'iPhone', 3],
    [EDGE, 'iPhone', 3],
    [EDGE + 1, 'iPhone', 2],
    [EDGE + 1, 'iPhone', 3],
    [1280, 'iPhone', 2],
    [1920, 'iPhone', 3],
  ];
  test.each(cases)(
    '%s px wide, %s at devicePixelRatio %s',
    { ...proves('LAYOUT-ROOT-FONT', 'LAYOUT-WIDE-PIXEL-RATIO', 'LAYOUT-BODY-FONT', 'CONST-LAYOUT') },
    (width, device, devicePixelRatio) => {
      const userAgent = device === 'iPhone' ? IPHONE : DESKTOP;
      const ratio = device === 'iPhone' ? devicePixelRatio : LAYOUT.otherPixelRatio;
      const scale = computeScale({ width, userAgent, devicePixelRatio });
      const where = `${width} px wide at pixel ratio ${ratio}`;
      expect(scale.rootFontSize, `§2 root font size ${where}`).toBeCloseTo(expectedRootFontSize(width, ratio), 10);
      expect(scale.bodyFontSize, `§2 body font size ${where}`).toBe(expectedBodyFontSize(ratio));
    },
  );

  test(
    `across widths and ratios, root = (width > ${LAYOUT.maxUnscaledWidth} ? width × ratio : width) / ${LAYOUT.rootFontDivisor} and body = ${LAYOUT.bodyFontBase} × ratio`,
    proves('CONST-LAYOUT', 'LAYOUT-ROOT-FONT', 'LAYOUT-WIDE-PIXEL-RATIO', 'LAYOUT-BODY-FONT'),
    () => {
      let checked = 0;
      for (let width = 280; width <= 2560; width += 13) {
        for (const dpr of [1, 2, 3]) {
          for (const userAgent of [IPHONE, DESKTOP]) {
            const ratio = userAgent === IPHONE ? dpr : LAYOUT.otherPixelRatio;
            const scale = computeScale({ width, userAgent, devicePixelRatio: dpr });
            const where = `${width} px wide at pixel ratio ${ratio}`;
            expect(scale.ratio, `§2 pixel ratio at devicePixelRatio ${dpr}`).toBe(ratio);
            expect(scale.rootFontSize, `§2 root font size ${where}`).toBeCloseTo(
              expectedRootFontSize(width, ratio),
              10,
            );
            expect(scale.bodyFontSize, `§2 body font size ${where}`).toBe(expectedBodyFontSize(ratio));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
      // The threshold itself: the width is not "above" itself; one more is.
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
  /** The window becomes `width` wide, and says so with `event`. */
  const widen = (width: number, event: 'resize' | 'pageshow' = 'resize') => {
    setWidth(width);
    window.dispatchEvent(new Event(event));
  };

  const DELAY = LAYOUT.recomputeDelayMs;
  /** The root font size §2 gives a desktop (ratio 1) `width` wide, as the page writes it. */
  const rootAt = (width: number) => `${expectedRootFontSize(width, LAYOUT.otherPixelRatio)}px`;

  /** How long after now the root font size changes: the fake clock jumps from timer to timer. */
  function untilRootChanges(): number | undefined {
    const before = root();
    const start = Date.now();
    while (root() === before && vi.getTimerCount() > 0 && Date.now() - start <= 10 * DELAY)
      vi.advanceTimersToNextTimer();
    return root() === before ? undefined : Date.now() - start;
  }

  test(
    `applies at once, then ${DELAY} ms after the last resize only`,
    proves('LAYOUT-RECOMPUTE', 'CONST-LAYOUT'),
    () => {
      vi.useFakeTimers();
      setWidth(1280);
      const stop = installLayoutScaling(window);
      expect(root()).toBe(rootAt(1280));
      expect(document.body.style.fontSize).toBe(`${expectedBodyFontSize(LAYOUT.otherPixelRatio)}px`);

      widen(800);
      expectConstant(CONSTANTS.recomputeDelay, untilRootChanges());
      expect(root()).toBe(rootAt(800));

      // A second resize within the delay starts it again.
      widen(700);
      vi.advanceTimersByTime(DELAY / 2);
      widen(600);
      expectConstant(CONSTANTS.recomputeDelay, untilRootChanges());
      expect(root()).toBe(rootAt(600));

      stop();
      widen(400);
      vi.advanceTimersByTime(10 * DELAY);
      expect(root(), 'stopped').toBe(rootAt(600));
    },
  );

  test(
    `recomputes ${DELAY} ms after a page show (back from the page cache)`,
    proves('LAYOUT-RECOMPUTE', 'CONST-LAYOUT'),
    () => {
      vi.useFakeTimers();
      setWidth(375);
      const stop = installLayoutScaling(window);
      expect(root()).toBe(rootAt(375));
      widen(414, 'pageshow');
      expectConstant(CONSTANTS.recomputeDelay, untilRootChanges());
      expect(root()).toBe(rootAt(414));
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
