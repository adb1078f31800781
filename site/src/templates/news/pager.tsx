import type { ReactNode } from 'react';
import { fill } from '../../shared/fill';
import type { News } from './news-data';

/**
 * Previous and next page controls (§2) around "Page 1 of 2". At either end the button stays in
 * the tab order but says `aria-disabled` and does nothing, so the focus never drops to the body;
 * the new position is announced politely.
 */
export function Pager({
  page,
  pages,
  onChange,
  ui,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  ui: News['ui'];
}) {
  const step = (to: number, label: string, arrow: ReactNode, className: string) => {
    const disabled = to < 1 || to > pages;
    return (
      <button
        type="button"
        className={`pager-step ${className}`}
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) onChange(to);
        }}
      >
        {arrow}
        {label}
      </button>
    );
  };
  return (
    <nav className="pager" aria-label={ui.pagination}>
      {step(
        page - 1,
        ui.previousPage,
        <span aria-hidden="true" className="pager-arrow">
          ‹
        </span>,
        'pager-previous',
      )}
      <p className="pager-position" aria-live="polite" aria-atomic="true">
        {fill(ui.pageOf, { current: page, total: pages })}
      </p>
      {step(
        page + 1,
        ui.nextPage,
        <span aria-hidden="true" className="pager-arrow">
          ›
        </span>,
        'pager-next',
      )}
    </nav>
  );
}
