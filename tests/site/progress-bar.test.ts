// §9's progress bar, "minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms", as
// the site's bar (site/src/shared/progress.ts) behaves in jsdom on a fake clock: each constant is
// measured and, when it differs, named with the value found (issue 29). The browser suite checks
// the same on the page (tests/browser/shell.spec.ts).
import { afterEach, beforeEach, describe, test, vi } from 'vitest';
import { progress } from '../../site/src/shared/progress';
import { proves } from '../conformance/proves';
import { expectConstant } from '../expect-constant';
import { CONSTANTS, PROGRESS_BAR } from '../oracle/constants';

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');

/** How far the bar is, 0 to 1: nprogress places it at (n - 1) × 100 % by a transform or a margin. */
function barProgress(): number | undefined {
  const style = bar()?.style;
  const match =
    /translate(?:3d)?\((-?[\d.]+)%/.exec(style?.transform ?? '') ?? /^(-?[\d.]+)%$/.exec(style?.marginLeft ?? '');
  return match ? 1 + Number(match[1]) / 100 : undefined;
}

/** The time the bar takes to slide to a new place: its transition ("all 200ms linear"), in ms. */
function slideMs(): number | undefined {
  const match = /(\d+(?:\.\d+)?)(m?s)\b/.exec(bar()?.style.transition ?? '');
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

// nprogress trickles by random() × the trickle rate: with random() pinned, a step says the rate.
const RANDOM = 0.999_999;
const rateOf = (step: number) => step / RANDOM;

describe('the progress bar (§9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(RANDOM);
  });
  afterEach(() => {
    progress.done();
    vi.runAllTimers();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.getElementById('nprogress')?.remove();
  });

  test(
    `starts at the minimum, ${PROGRESS_BAR.minimum}, and slides in ${PROGRESS_BAR.speedMs} ms`,
    proves('CONST-PROGRESS-MINIMUM', 'CONST-PROGRESS-SPEED'),
    () => {
      progress.start();
      expectConstant(CONSTANTS.progressMinimum, barProgress(), { tolerance: 1e-9 });
      expectConstant(CONSTANTS.progressSpeed, slideMs());
    },
  );

  test(
    `trickles by up to ${PROGRESS_BAR.trickleRate} every ${PROGRESS_BAR.trickleSpeedMs} ms`,
    proves('CONST-PROGRESS-TRICKLE-RATE', 'CONST-PROGRESS-TRICKLE-SPEED'),
    () => {
      progress.start();
      const startedAt = Date.now();
      const first = barProgress() ?? 0;
      // The clock jumps from timer to timer until the bar moves on its own (or twice the trickle
      // speed has passed).
      while (
        barProgress() === first &&
        vi.getTimerCount() > 0 &&
        Date.now() - startedAt <= 2 * PROGRESS_BAR.trickleSpeedMs
      )
        vi.advanceTimersToNextTimer();
      const moved = barProgress() !== first;
      expectConstant(CONSTANTS.progressTrickleSpeed, moved ? Date.now() - startedAt : undefined);
      expectConstant(CONSTANTS.progressTrickleRate, rateOf((barProgress() ?? 0) - first), { tolerance: 1e-9 });
      const second = barProgress() ?? 0;
      vi.advanceTimersByTime(PROGRESS_BAR.trickleSpeedMs);
      expectConstant(CONSTANTS.progressTrickleRate, rateOf((barProgress() ?? 0) - second), { tolerance: 1e-9 });
    },
  );
});
