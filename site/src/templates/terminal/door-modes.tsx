// The document cabinet's door-opening modes as a list, each with a small line icon. The icons
// are decorative (the mode's name is the text beside them), so they are hidden from screen readers.
import type { ReactNode } from 'react';

const icons: Readonly<Record<string, ReactNode>> = {
  face: (
    <>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <circle cx="12" cy="12" r="5" />
      <path d="M10 11h.01M14 11h.01M10.2 13.6q1.8 1.4 3.6 0" />
    </>
  ),
  fingerprint: (
    <path d="M6.5 17.5q-1.5-2.5-1.5-5.5a7 7 0 0 1 14 0M9 20q-1.5-3-1.5-8a4.5 4.5 0 0 1 9 0q0 2.5-.5 4.5M12 12q0 5 2 8M16.5 19.5q.8-1.5 1.2-3.5" />
  ),
  card: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M6.5 14.5h4" />
    </>
  ),
  password: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="2" />
      <path d="M7.5 10.5v3M6.2 11.2l2.6 1.6M6.2 12.8l2.6-1.6M12 10.5v3M10.7 11.2l2.6 1.6M10.7 12.8l2.6-1.6M16.5 10.5v3M15.2 11.2l2.6 1.6M15.2 12.8l2.6-1.6" />
    </>
  ),
  code: (
    <>
      <rect x="6" y="3" width="12" height="18" rx="2" />
      <path d="M10.5 18h3M9 11l2 2 4-4" />
    </>
  ),
  barcode: <path d="M4 5v14M7 5v14M8.5 5v14M11.5 5v14M14 5v14M15.5 5v14M18 5v14M20 5v14" />,
};

export function DoorModes({
  modes,
}: {
  modes: readonly { readonly icon: string; readonly name: string; readonly text: string }[];
}) {
  return (
    <ul className="door-modes">
      {modes.map((mode) => (
        <li key={mode.icon}>
          <svg className="door-mode-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {icons[mode.icon]}
          </svg>
          <span className="door-mode-name">{mode.name}</span>
          <span className="door-mode-text">{mode.text}</span>
        </li>
      ))}
    </ul>
  );
}
