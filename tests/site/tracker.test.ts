// Face tracking's id keeping (site/src/trial/tracker.ts, decision 028): a face keeps its id while
// its box overlaps the last frame's; a new face gets a new id; a face gone for long loses it.
import { describe, expect, test } from 'vitest';
import { overlap, Tracker } from '../../site/src/trial/tracker';
import { proves } from '../conformance/proves';

const box = (x: number, y: number, size = 100) => ({ x, y, width: size, height: size });

describe('the tracker', () => {
  test('overlap is intersection over union', proves('TRIAL-TRACKING'), () => {
    expect(overlap(box(0, 0), box(0, 0))).toBe(1);
    expect(overlap(box(0, 0), box(200, 0))).toBe(0);
    // Half of each 100 × 100 box: 5,000 / 15,000.
    expect(overlap(box(0, 0), box(50, 0))).toBeCloseTo(1 / 3, 10);
  });

  test(
    'faces that move a little keep their ids, in whatever order the detector lists them',
    proves('TRIAL-TRACKING'),
    () => {
      const tracker = new Tracker();
      expect(tracker.update([box(0, 0), box(300, 0), box(600, 0)])).toEqual([1, 2, 3]);
      expect(tracker.update([box(610, 5), box(10, 5), box(305, 0)])).toEqual([3, 1, 2]);
      expect(tracker.update([box(20, 10), box(310, 0), box(620, 10)])).toEqual([1, 2, 3]);
    },
  );

  test(
    'a new face gets the next id; a face missing for a few frames gets its id back',
    proves('TRIAL-TRACKING'),
    () => {
      const tracker = new Tracker();
      expect(tracker.update([box(0, 0)])).toEqual([1]);
      expect(tracker.update([box(0, 0), box(400, 0)])).toEqual([1, 2]);
      // Face 2 looks away for five frames, then is back where it was.
      for (let frame = 0; frame < 5; frame += 1) expect(tracker.update([box(0, 0)])).toEqual([1]);
      expect(tracker.update([box(0, 0), box(405, 0)])).toEqual([1, 2]);
    },
  );

  test('a face gone for more than five frames is a new face when it comes back', proves('TRIAL-TRACKING'), () => {
    const tracker = new Tracker();
    expect(tracker.update([box(0, 0), box(400, 0)])).toEqual([1, 2]);
    for (let frame = 0; frame < 6; frame += 1) expect(tracker.update([box(0, 0)])).toEqual([1]);
    expect(tracker.update([box(0, 0), box(400, 0)])).toEqual([1, 3]);
  });

  test(
    'two faces never share an id, even when both overlap the same face of the last frame',
    proves('TRIAL-TRACKING'),
    () => {
      const tracker = new Tracker();
      expect(tracker.update([box(0, 0)])).toEqual([1]);
      expect(tracker.update([box(10, 0), box(40, 0)])).toEqual([1, 2]);
    },
  );

  test('reset starts the ids again', proves('TRIAL-TRACKING'), () => {
    const tracker = new Tracker();
    tracker.update([box(0, 0), box(400, 0)]);
    tracker.reset();
    expect(tracker.update([box(400, 0)])).toEqual([1]);
  });
});
