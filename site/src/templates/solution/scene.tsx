// The drawing at the top of a sector, case, platform or company page: one scene per page, never
// shared (decision 046). Each scene is a module of its own, loaded as its own chunk, so a page's
// script stays small and the drawing is measured apart. The frame (its size, its sky and its
// name for screen readers) is here and is there before the drawing arrives: nothing moves when it
// does. `label` is the page's alt text in the visitor's language.
import { type ComponentType, lazy, Suspense } from 'react';
import { Illustration } from '../blocks';
import './scenes.css';

const SCENES = {
  city: () => import('./scenes/city-drawings'),
  'city-case': () => import('./scenes/city-case-drawings'),
  'city-video': () => import('./scenes/city-video-drawings'),
  campus: () => import('./scenes/campus-drawings'),
  'school-attendance': () => import('./scenes/school-attendance-drawings'),
  'school-foshan': () => import('./scenes/school-foshan-drawings'),
  finance: () => import('./scenes/finance-drawings'),
  'bank-branch': () => import('./scenes/bank-branch-drawings'),
  'mobile-bank': () => import('./scenes/mobile-bank-drawings'),
  epidemic: () => import('./scenes/epidemic-drawings'),
  'epidemic-case': () => import('./scenes/epidemic-case-drawings'),
  commerce: () => import('./scenes/commerce-drawings'),
  medical: () => import('./scenes/medical-drawings'),
  'hospital-kiosk': () => import('./scenes/hospital-kiosk-drawings'),
  'hospital-ward': () => import('./scenes/hospital-ward-drawings'),
  security: () => import('./scenes/security-drawings'),
  aiot: () => import('./scenes/aiot-drawings'),
  platforms: () => import('./scenes/platforms-drawings'),
  algorithms: () => import('./scenes/algorithms-drawings'),
  headquarters: () => import('./scenes/headquarters-drawings'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The name of a page's scene; each is used by one page only. */
export type SceneName = keyof typeof SCENES;

const loaded = new Map<SceneName, ComponentType>();
function sceneOf(name: SceneName): ComponentType {
  let scene = loaded.get(name);
  if (!scene) {
    scene = lazy(SCENES[name]);
    loaded.set(name, scene);
  }
  return scene;
}

export function SectorScene({ scene, label }: { scene: SceneName; label: string }) {
  const Scene = sceneOf(scene);
  return (
    <div className="scene" data-scene={scene}>
      <Illustration label={label} viewBox="0 0 480 320">
        <defs>
          <linearGradient id="scene-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className="sky-top" />
            <stop offset="1" className="sky-bottom" />
          </linearGradient>
        </defs>
        <rect width="480" height="320" rx="16" fill="url(#scene-sky)" />
        <circle className="halo" cx="240" cy="170" r="150" />
        <Suspense fallback={null}>
          <Scene />
        </Suspense>
      </Illustration>
    </div>
  );
}
