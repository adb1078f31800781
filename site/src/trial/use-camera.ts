// The visitor's camera for the liveness and tracking panels: asked for only on request, stopped
// on stop, on leaving the panel or the page; and a frame of its video as pixels.
import { useCallback, useEffect, useRef, useState } from 'react';
import { pixelsOf } from './image-input.ts';

export type CameraProblem = 'refused' | 'missing' | 'unsupported' | { reason: string };

/** The camera, started only on request and stopped on stop, on leaving the panel or the page. */
export function useCamera() {
  const video = useRef<HTMLVideoElement | null>(null);
  // The stream itself, beside the state: a cleanup on unmount cannot read state through an updater.
  const current = useRef<MediaStream | undefined>(undefined);
  const [stream, setStream] = useState<MediaStream | undefined>(undefined);
  const [problem, setProblem] = useState<CameraProblem | undefined>(undefined);
  const mounted = useRef(true);

  const release = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = undefined;
  }, []);

  const stop = useCallback(() => {
    release();
    setStream(undefined);
  }, [release]);

  const start = useCallback(async () => {
    setProblem(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
        audio: false,
      });
      // The visitor left while the browser was asking: the camera goes off at once.
      if (!mounted.current) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      release();
      current.current = media;
      setStream(media);
    } catch (caught) {
      const name = caught instanceof DOMException ? caught.name : '';
      if (name === 'NotAllowedError' || name === 'SecurityError') setProblem('refused');
      else if (name === 'NotFoundError' || name === 'OverconstrainedError') setProblem('missing');
      else setProblem({ reason: caught instanceof Error ? caught.message : String(caught) });
    }
  }, [release]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream ?? null;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);

  // Leaving the panel (another tab, another page) stops the camera.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, [release]);

  return { video, stream, problem, start, stop };
}

export type Camera = ReturnType<typeof useCamera>;

/** A frame of the playing video, as pixels, once it has one. */
export function frameOf(element: HTMLVideoElement): ImageData | undefined {
  if (element.readyState < 2 || element.videoWidth === 0) return undefined;
  return pixelsOf(element, element.videoWidth, element.videoHeight);
}
