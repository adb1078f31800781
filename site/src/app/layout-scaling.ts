import { layoutScalingConfig } from '../generated/config.gen';

/** The §2 layout-scaling constants (spec/app.yaml `layoutScaling`). */
export interface LayoutScalingConfig {
  readonly rootFontDivisor: number;
  readonly maxUnscaledWidth: number;
  readonly resizeDelayMs: number;
  readonly bodyFontBase: number;
  readonly iphonePixelRatio: { readonly min: number; readonly max: number };
  readonly otherPixelRatio: number;
}

export interface ScaleInput {
  /** Viewport width in CSS pixels. */
  readonly width: number;
  readonly devicePixelRatio: number;
  readonly userAgent: string;
}

export interface Scale {
  readonly ratio: number;
  readonly rootFontSize: number;
  readonly bodyFontSize: number;
}

const IPHONE_TYPE = /\b(iPhone|iPod)\b/i;

/** §2: the pixel ratio is 1 to 3 on iPhone-type devices (whole steps, by user agent and devicePixelRatio), 1 elsewhere. */
export function pixelRatio(
  userAgent: string,
  devicePixelRatio: number,
  config: LayoutScalingConfig = layoutScalingConfig,
): number {
  if (!IPHONE_TYPE.test(userAgent)) return config.otherPixelRatio;
  const { min, max } = config.iphonePixelRatio;
  const whole = Number.isFinite(devicePixelRatio) ? Math.floor(devicePixelRatio) : min;
  return Math.min(max, Math.max(min, whole));
}

/**
 * §2, taken literally: the root font size is one tenth of the viewport width; a width above
 * 540 CSS pixels is first multiplied by the pixel ratio; the body font size is 12 × the ratio.
 */
export function computeScale(input: ScaleInput, config: LayoutScalingConfig = layoutScalingConfig): Scale {
  const ratio = pixelRatio(input.userAgent, input.devicePixelRatio, config);
  const width = input.width > config.maxUnscaledWidth ? input.width * ratio : input.width;
  return { ratio, rootFontSize: width / config.rootFontDivisor, bodyFontSize: config.bodyFontBase * ratio };
}

/**
 * Apply the scale now (the entry module calls this before React renders, so the first paint is
 * scaled), then again 300 ms after the last resize and after a page show (e.g. back from the
 * bfcache). Returns a function that stops listening.
 */
export function installLayoutScaling(
  win: Window = window,
  config: LayoutScalingConfig = layoutScalingConfig,
): () => void {
  const { document } = win;
  const apply = (): void => {
    const scale = computeScale(
      { width: win.innerWidth, devicePixelRatio: win.devicePixelRatio || 1, userAgent: win.navigator.userAgent },
      config,
    );
    document.documentElement.style.fontSize = `${scale.rootFontSize}px`;
    document.body.style.fontSize = `${scale.bodyFontSize}px`;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (): void => {
    clearTimeout(timer);
    timer = setTimeout(apply, config.resizeDelayMs);
  };
  apply();
  win.addEventListener('resize', later);
  win.addEventListener('pageshow', later);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', later);
    win.removeEventListener('pageshow', later);
  };
}
