// Drawings of the "join us" pages, made for the site (no image files).
import { Illustration } from '../blocks';

/** Colleagues at a table with a laptop, a camera and a circuit board. */
export function TeamDrawing({ label }: { label: string }) {
  return (
    <Illustration label={label}>
      <rect width="320" height="200" rx="12" fill="#f4f8fb" />
      <rect x="40" y="120" width="240" height="14" rx="4" fill="#9db7cc" />
      <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
        <circle cx="80" cy="70" r="16" />
        <path d="M56 120c0-22 10-32 24-32s24 10 24 32" />
        <circle cx="240" cy="70" r="16" />
        <path d="M216 120c0-22 10-32 24-32s24 10 24 32" />
      </g>
      <g stroke="#1f5f8b" strokeWidth="2">
        <rect x="128" y="92" width="48" height="28" rx="3" fill="#fff" />
        <rect x="184" y="104" width="24" height="16" rx="2" fill="#2e8b57" />
        <rect x="112" y="106" width="12" height="14" rx="2" fill="#e07b24" />
      </g>
    </Illustration>
  );
}

/** A street map of the area around the office, with the office marked. */
export function MapDrawing({ label }: { label: string }) {
  return (
    <Illustration label={label} viewBox="0 0 320 220">
      <rect width="320" height="220" rx="12" fill="#eef3e8" />
      <path d="M0 150C80 130 140 170 320 120" stroke="#9fc5e8" strokeWidth="18" fill="none" />
      <g stroke="#fff" strokeWidth="10" fill="none">
        <path d="M40 0v220M0 60h320M160 0v220M0 110h320M260 0v220" />
      </g>
      <g fill="#d9d2c3">
        <rect x="56" y="10" width="88" height="40" rx="4" />
        <rect x="176" y="10" width="72" height="40" rx="4" />
        <rect x="56" y="70" width="88" height="30" rx="4" />
        <rect x="176" y="70" width="72" height="30" rx="4" />
      </g>
      <path d="M210 88c0-14 10-22 20-22s20 8 20 22c0 16-20 36-20 36s-20-20-20-36z" fill="#c0392b" />
      <circle cx="230" cy="88" r="7" fill="#fff" />
    </Illustration>
  );
}
