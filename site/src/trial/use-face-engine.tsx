// One face engine (one worker) for every face panel of a trial: models loaded for one algorithm
// serve the others. It is created when a panel first needs it and stopped when the trial closes.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { FaceEngine, type FaceTasks, LoadError } from './face-engine.ts';

interface Loading {
  loaded: number;
  total: number;
}

export type LoadFailure = 'failed' | 'slow';

interface FaceEngineContext {
  /** The engine with the tasks' models loaded; undefined when the load failed (see `failure`). */
  ready(tasks: FaceTasks): Promise<FaceEngine | undefined>;
  loading: Loading | undefined;
  failure: LoadFailure | undefined;
}

const Context = createContext<FaceEngineContext | undefined>(undefined);

export function FaceEngineProvider({ children }: { children: ReactNode }) {
  const engine = useRef<FaceEngine | undefined>(undefined);
  const [loading, setLoading] = useState<Loading | undefined>(undefined);
  const [failure, setFailure] = useState<LoadFailure | undefined>(undefined);

  // The progress bar's next frame, if one is asked for (showProgress below).
  const frame = useRef(0);
  useEffect(
    () => () => {
      engine.current?.terminate();
      engine.current = undefined;
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  // One load at a time: a second request waits for the first, then loads what is still missing.
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  // Progress arrives with every chunk read (a hundred times for a first load): the bar is drawn
  // once per frame with the latest figure, so the page's thread stays free for the trial's work.
  const latest = useRef<Loading | undefined>(undefined);
  const showProgress = useCallback((next: Loading | undefined) => {
    latest.current = next;
    if (next === undefined) {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      setLoading(undefined);
    } else if (frame.current === 0) {
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        setLoading(latest.current);
      });
    }
  }, []);

  const ready = useCallback(
    (tasks: FaceTasks): Promise<FaceEngine | undefined> => {
      const next = inFlight.current.then(async () => {
        engine.current ??= new FaceEngine();
        const current = engine.current;
        if (current.missing(tasks).length === 0) return current;
        setFailure(undefined);
        setLoading({ loaded: 0, total: current.bytesFor(tasks) });
        try {
          await current.load(tasks, (loaded, total) => showProgress({ loaded, total }));
          return current;
        } catch (error) {
          // A worker that failed or stalled is not trusted again: the retry starts a fresh one.
          current.terminate();
          engine.current = undefined;
          setFailure(error instanceof LoadError ? error.reason : 'failed');
          return undefined;
        } finally {
          showProgress(undefined);
        }
      });
      inFlight.current = next.catch(() => undefined);
      return next;
    },
    [showProgress],
  );

  return <Context.Provider value={{ ready, loading, failure }}>{children}</Context.Provider>;
}

export function useFaceEngine(): FaceEngineContext {
  const context = useContext(Context);
  if (!context) throw new Error('useFaceEngine() must be called inside <FaceEngineProvider>');
  return context;
}
