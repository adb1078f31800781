// Face tracking across camera frames: each face keeps the id it was given while it stays in view.
// A face is the same as one of the last frame when their boxes overlap most (intersection over
// union at least MIN_OVERLAP); a face that matches none gets a new id, and an id whose face has
// been missing for more than MAX_MISSED frames is dropped.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Track {
  id: number;
  box: Box;
  /** Frames in a row this face was not found. */
  missed: number;
}

export const MIN_OVERLAP = 0.3;
export const MAX_MISSED = 5;

export function overlap(a: Box, b: Box): number {
  const left = Math.max(a.x, b.x);
  const top = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  const intersection = Math.max(0, right - left) * Math.max(0, bottom - top);
  const union = a.width * a.height + b.width * b.height - intersection;
  return union > 0 ? intersection / union : 0;
}

export class Tracker {
  private tracks: Track[] = [];
  private nextId = 1;

  /** The ids of this frame's boxes, in the boxes' order. */
  update(boxes: readonly Box[]): number[] {
    // Greedy matching, best overlaps first: enough for the handful of faces a camera sees.
    const pairs: { track: number; box: number; score: number }[] = [];
    this.tracks.forEach((track, t) => {
      boxes.forEach((box, b) => {
        const score = overlap(track.box, box);
        if (score >= MIN_OVERLAP) pairs.push({ track: t, box: b, score });
      });
    });
    pairs.sort((a, b) => b.score - a.score);
    const ids: (number | undefined)[] = boxes.map(() => undefined);
    const usedTracks = new Set<number>();
    for (const pair of pairs) {
      if (usedTracks.has(pair.track) || ids[pair.box] !== undefined) continue;
      const track = this.tracks[pair.track] as Track;
      usedTracks.add(pair.track);
      ids[pair.box] = track.id;
      track.box = boxes[pair.box] as Box;
      track.missed = 0;
    }
    this.tracks.forEach((track, t) => {
      if (!usedTracks.has(t)) track.missed += 1;
    });
    this.tracks = this.tracks.filter((track) => track.missed <= MAX_MISSED);
    return boxes.map((box, b) => {
      const id = ids[b];
      if (id !== undefined) return id;
      const track = { id: this.nextId++, box, missed: 0 };
      this.tracks.push(track);
      return track.id;
    });
  }

  reset(): void {
    this.tracks = [];
    this.nextId = 1;
  }
}
