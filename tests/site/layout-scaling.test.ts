import { afterEach, describe, expect, test, vi } from 'vitest';
import { computeScale, installLayoutScaling, pixelRatio } from '../../site/src/app/layout-scaling';
import { layoutScalingConfig } from '../../site/src/generated/config.gen';
import { proves } from '../conformance/proves';

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

  test('the bounds come from the manifest', proves('LAYOUT-PIXEL-RATIO', 'CONST-LAYOUT'), () => {
    expect(layoutScalingConfig.iphonePixelRatio).toEqual({ min: 1, max: 3 });
    expect(layoutScalingConfig.otherPixelRatio).toBe(1);
    const narrower = { ...layoutScalingConfig, iphonePixelRatio: { min: 1, max: 2 } } as const;
    expect(pixelRatio(IPHONE, 3, narrower)).toBe(2);
  });
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

  test('the divisor, threshold and body base come from the manifest', proves('CONST-LAYOUT'), () => {
    expect(layoutScalingConfig).toMatchObject({ rootFontDivisor: 10, maxUnscaledWidth: 540, bodyFontBase: 12 });
    const other = { ...layoutScalingConfig, rootFontDivisor: 20, maxUnscaledWidth: 600, bodyFontBase: 14 } as const;
    expect(computeScale({ width: 600, userAgent: IPHONE, devicePixelRatio: 2 }, other)).toEqual({
      ratio: 2,
      rootFontSize: 30,
      bodyFontSize: 28,
    });
  });
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

  test('applies at once, then 300 ms after the last resize only', proves('LAYOUT-RECOMPUTE'), () => {
    vi.useFakeTimers();
    setWidth(1280);
    const stop = installLayoutScaling(window);
    expect(root()).toBe('128px');
    expect(document.body.style.fontSize).toBe('12px');

    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    setWidth(600);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(root(), 'not before 300 ms after the last resize').toBe('128px');
    vi.advanceTimersByTime(1);
    expect(root()).toBe('60px');

    stop();
    setWidth(400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(root(), 'stopped').toBe('60px');
  });

  test('recomputes 300 ms after a page show (back from the page cache)', proves('LAYOUT-RECOMPUTE'), () => {
    vi.useFakeTimers();
    setWidth(375);
    const stop = installLayoutScaling(window);
    expect(root()).toBe('37.5px');
    setWidth(414);
    window.dispatchEvent(new Event('pageshow'));
    vi.advanceTimersByTime(299);
    expect(root()).toBe('37.5px');
    vi.advanceTimersByTime(1);
    expect(root()).toBe('41.4px');
    stop();
  });
});
