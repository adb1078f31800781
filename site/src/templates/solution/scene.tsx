// The drawing at the top of a sector or case page: a building of the sector, a camera with a face
// frame, and the network that links them. Drawn for the site (no image files); `label` is the
// page's alt text in the visitor's language.
import { Illustration } from '../blocks';

export type SceneKind = 'city' | 'campus' | 'bank' | 'clinic' | 'shop' | 'shield' | 'cloud';

function Building({ kind }: { kind: SceneKind }) {
  switch (kind) {
    case 'city':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <rect x="24" y="70" width="42" height="100" />
          <rect x="72" y="40" width="48" height="130" />
          <rect x="126" y="86" width="36" height="84" />
          <path d="M84 56h8M100 56h8M84 76h8M100 76h8M84 96h8M100 96h8M36 86h8M48 86h8M36 106h8M48 106h8" />
        </g>
      );
    case 'campus':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <path d="M20 170V96l70-40 70 40v74z" />
          <rect x="74" y="120" width="32" height="50" />
          <path d="M90 56V30l22 8-22 8" fill="#f2b134" />
          <circle cx="90" cy="92" r="10" fill="#fff" />
        </g>
      );
    case 'bank':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <path d="M16 80l74-36 74 36z" />
          <path d="M28 88h124M28 164h124M40 92v68M66 92v68M114 92v68M140 92v68" />
          <text x="90" y="72" textAnchor="middle" fontSize="18" fill="#1f5f8b" stroke="none">
            ¥
          </text>
        </g>
      );
    case 'clinic':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <rect x="24" y="60" width="132" height="110" />
          <path d="M80 84h20v16h16v20h-16v16H80v-16H64v-20h16z" fill="#fff" stroke="#c0392b" />
        </g>
      );
    case 'shop':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <rect x="24" y="84" width="132" height="86" />
          <path d="M18 84l14-30h116l14 30z" fill="#f2b134" />
          <rect x="40" y="110" width="40" height="60" fill="#fff" />
          <rect x="98" y="106" width="42" height="30" fill="#fff" />
        </g>
      );
    case 'shield':
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <path d="M90 34l58 20v42c0 38-26 62-58 74-32-12-58-36-58-74V54z" />
          <path d="M66 104l16 16 32-34" fill="none" stroke="#2e8b57" strokeWidth="6" />
        </g>
      );
    default:
      return (
        <g fill="#d7e6f2" stroke="#1f5f8b" strokeWidth="2">
          <path d="M40 130a30 30 0 0 1 8-58 40 40 0 0 1 76-8 28 28 0 0 1 18 66z" />
          <path d="M64 150v20M90 150v20M116 150v20" />
          <rect x="52" y="160" width="76" height="12" rx="4" />
        </g>
      );
  }
}

export function SectorScene({ kind, label }: { kind: SceneKind; label: string }) {
  return (
    <Illustration label={label}>
      <rect x="0" y="0" width="320" height="200" rx="12" fill="#f4f8fb" />
      <path d="M0 170h320" stroke="#9db7cc" strokeWidth="2" />
      <Building kind={kind} />
      {/* Camera on a pole, with a face in a recognition frame. */}
      <g stroke="#1f5f8b" strokeWidth="2" fill="#fff">
        <path d="M214 170V64" />
        <rect x="196" y="50" width="40" height="18" rx="4" />
        <circle cx="232" cy="59" r="4" fill="#1f5f8b" />
      </g>
      <g fill="none" stroke="#e07b24" strokeWidth="3">
        <path d="M252 84h-10v10M284 84h10v10M252 140h-10v-10M284 140h10v-10" />
      </g>
      <g fill="#fde9d6" stroke="#1f5f8b" strokeWidth="2">
        <ellipse cx="268" cy="110" rx="16" ry="20" />
      </g>
      {/* The network linking building, camera and platform. */}
      <g stroke="#2e8b57" strokeWidth="2" strokeDasharray="4 4" fill="none">
        <path d="M150 40C180 24 200 30 214 50M240 150c20 10 40 6 56-6" />
      </g>
      <g fill="#2e8b57">
        <circle cx="150" cy="40" r="5" />
        <circle cx="296" cy="144" r="5" />
      </g>
    </Illustration>
  );
}
