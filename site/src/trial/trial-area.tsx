// The online trial (docs/decisions/028-online-trial.md): one tab per algorithm. Loaded when the
// visitor starts it; each algorithm loads its models when the visitor first gives it a photo or
// the camera. Everything runs in this browser.
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { type TrialMessageKey, trialMessages } from '../generated/messages/trial.gen';
import { useMessages } from '../shared/i18n';
import type { TrialAlgorithm } from '../shared/submission-fields';
import { hasWebAssembly } from './face-engine.ts';
import { FacePhotoPanel } from './face-photo-panel.tsx';
import { LivenessPanel } from './liveness-panel.tsx';
import { RecognitionPanel } from './recognition-panel.tsx';
import { TrackingPanel } from './tracking-panel.tsx';
import { Notice } from './trial-parts.tsx';
import { FaceEngineProvider } from './use-face-engine.tsx';
import './trial.css';

// The OCR panel and tesseract.js load when its tab first opens.
const OcrPanel = lazy(() => import('./ocr-panel.tsx').then((module) => ({ default: module.OcrPanel })));

const TABS = ['detection', 'structuring', 'recognition', 'liveness', 'tracking', 'ocr', 'mask'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABEL: Record<Tab, TrialMessageKey> = {
  detection: 'faceTrial.detection',
  structuring: 'faceTrial.structuring',
  recognition: 'faceTrial.recognition',
  liveness: 'faceTrial.liveness',
  tracking: 'faceTrial.tracking',
  ocr: 'ocrTrial.ocr',
  mask: 'faceTrial.mask',
};

export function TrialArea({ onRequestTrial }: { onRequestTrial: (algorithm: TrialAlgorithm) => void }) {
  const t = useMessages(trialMessages);
  const [tab, setTab] = useState<Tab>('detection');
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());

  if (!hasWebAssembly()) {
    return (
      <div className="trial-area">
        <Notice kind="error">{t('trial.noWasm')}</Notice>
      </div>
    );
  }

  // Arrow keys, Home and End move the focus between the tabs; Enter or Space opens one (WAI-ARIA
  // tabs with manual activation: opening an algorithm starts loading its models, which passing
  // over its tab must not do).
  const onKeyDown = (event: KeyboardEvent) => {
    const focused = TABS.findIndex((id) => tabs.current.get(id) === document.activeElement);
    const index = focused === -1 ? TABS.indexOf(tab) : focused;
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
  };

  return (
    <FaceEngineProvider>
      <div className="trial-area">
        <h3>{t('trial.title')}</h3>
        <p className="trial-privacy">{t('trial.privacy')}</p>
        <div className="trial-tabs" role="tablist" aria-label={t('trial.algorithms')} onKeyDown={onKeyDown}>
          {TABS.map((id) => (
            <button
              key={id}
              ref={(element) => {
                if (element) tabs.current.set(id, element);
                else tabs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={`trial-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`trial-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
            >
              {t(TAB_LABEL[id])}
            </button>
          ))}
        </div>
        <div className="trial-panel" role="tabpanel" id={`trial-panel-${tab}`} aria-labelledby={`trial-tab-${tab}`}>
          {tab === 'detection' ? <FacePhotoPanel key="detection" kind="detection" /> : null}
          {tab === 'structuring' ? <FacePhotoPanel key="structuring" kind="structuring" /> : null}
          {tab === 'recognition' ? <RecognitionPanel /> : null}
          {tab === 'liveness' ? <LivenessPanel /> : null}
          {tab === 'tracking' ? <TrackingPanel /> : null}
          {tab === 'ocr' ? (
            <Suspense fallback={<p role="status">{t('trial.working')}</p>}>
              <OcrPanel />
            </Suspense>
          ) : null}
          {tab === 'mask' ? (
            <div>
              <p>{t('faceTrial.maskIntro')}</p>
              <button type="button" className="button" onClick={() => onRequestTrial('mask')}>
                {t('faceTrial.maskRequest')}
              </button>
            </div>
          ) : null}
        </div>
        <p className="trial-credit">{t('trial.samplesCredit')}</p>
      </div>
    </FaceEngineProvider>
  );
}
