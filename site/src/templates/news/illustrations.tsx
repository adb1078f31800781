import { Illustration } from '../blocks';

/** The news centre's picture: a news page, a face recognition frame and connected devices. */
export function NewsIllustration({ label }: { label: string }) {
  return (
    <Illustration label={label} viewBox="0 0 320 180">
      <rect x="0" y="0" width="320" height="180" rx="12" fill="#eef4f9" />
      <rect x="28" y="24" width="132" height="132" rx="6" fill="#fff" stroke="#0b4f8a" strokeWidth="2" />
      <rect x="42" y="38" width="104" height="12" rx="2" fill="#0b4f8a" />
      <rect x="42" y="60" width="48" height="40" rx="2" fill="#cfe0ee" />
      <g fill="#9fb4c6">
        <rect x="98" y="60" width="48" height="6" rx="2" />
        <rect x="98" y="72" width="48" height="6" rx="2" />
        <rect x="98" y="84" width="36" height="6" rx="2" />
        <rect x="42" y="110" width="104" height="6" rx="2" />
        <rect x="42" y="122" width="104" height="6" rx="2" />
        <rect x="42" y="134" width="72" height="6" rx="2" />
      </g>
      <g fill="none" stroke="#0a7bc2" strokeWidth="3" strokeLinecap="round">
        <path d="M196 40h-12v12M244 40h12v12M196 112h-12v-12M244 112h12v-12" />
      </g>
      <circle cx="220" cy="68" r="14" fill="#cfe0ee" />
      <path d="M198 104c4-14 14-20 22-20s18 6 22 20z" fill="#cfe0ee" />
      <g stroke="#0b4f8a" strokeWidth="2">
        <path d="M188 146h64M220 116v30" />
      </g>
      <g fill="#0b4f8a">
        <circle cx="188" cy="146" r="6" />
        <circle cx="220" cy="146" r="6" />
        <circle cx="252" cy="146" r="6" />
        <circle cx="284" cy="146" r="6" />
      </g>
      <path d="M258 146h20" stroke="#0b4f8a" strokeWidth="2" strokeDasharray="3 3" />
    </Illustration>
  );
}

const iconPaths: Readonly<Record<string, string>> = {
  // a screen with a card coming out
  product: 'M5 4h14v10H5zM8 14v6h8v-6M10 17h4',
  // two linked rings
  partnership: 'M4 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0M10 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  // a building
  projects: 'M4 20h16M6 20V9l6-4 6 4v11M10 20v-5h4v5',
  // a medal
  honours: 'M8 3h8l-2 6h-4zM7 14a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
};

/** A small decorative icon for a news category (hidden from screen readers). */
export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg className="news-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={iconPaths[category] ?? iconPaths.product}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
