// A certificate, larger, in a modal dialog that zooms in and out: with its buttons, the mouse
// wheel, a pinch (two pointers, or a trackpad's ctrl+wheel) and the keyboard (+, −, 0); Escape
// or the close button closes it and the focus returns to the button that opened it.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
const STEP = 1.25;

const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value * 100) / 100));

export interface ViewerText {
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly reset: string;
  readonly close: string;
  readonly zoom: string;
  readonly hint: string;
}

export function ZoomViewer({
  title,
  text,
  onClose,
  children,
}: {
  title: string;
  text: ViewerText;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<{ distance: number; zoom: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const zoomBy = useCallback((factor: number) => setZoom((current) => clamp(current * factor)), []);

  // The wheel zooms instead of scrolling the page (a listener that may call preventDefault).
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? STEP : 1 / STEP);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return (
    <dialog
      ref={dialog}
      className="zoom-viewer"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') zoomBy(STEP);
        else if (event.key === '-' || event.key === '_') zoomBy(1 / STEP);
        else if (event.key === '0') setZoom(1);
        else return;
        event.preventDefault();
      }}
    >
      <div className="zoom-toolbar">
        <h2>{title}</h2>
        <button type="button" onClick={() => zoomBy(STEP)} disabled={zoom >= MAX_ZOOM}>
          {text.zoomIn}
        </button>
        <button type="button" onClick={() => zoomBy(1 / STEP)} disabled={zoom <= MIN_ZOOM}>
          {text.zoomOut}
        </button>
        <button type="button" onClick={() => setZoom(1)}>
          {text.reset}
        </button>
        <output aria-label={text.zoom} className="zoom-level">
          {Math.round(zoom * 100)}%
        </output>
        <button type="button" onClick={() => dialog.current?.close()} className="zoom-close">
          {text.close}
        </button>
      </div>
      <p className="zoom-hint">{text.hint}</p>
      <div
        ref={stage}
        className="zoom-stage"
        onPointerDown={(event) => {
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          if (pointers.current.size === 2) pinchStart.current = { distance: distance(), zoom };
        }}
        onPointerMove={(event) => {
          if (!pointers.current.has(event.pointerId)) return;
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          const start = pinchStart.current;
          if (start && start.distance > 0 && pointers.current.size === 2)
            setZoom(clamp((start.zoom * distance()) / start.distance));
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          if (pointers.current.size < 2) pinchStart.current = null;
        }}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          pinchStart.current = null;
        }}
      >
        <div className="zoom-content" style={{ transform: `scale(${zoom})` }} data-zoom={zoom}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
