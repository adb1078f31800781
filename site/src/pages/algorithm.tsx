import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TrialPreset } from '../forms/trial-form';
import { content } from '../generated/pages/algorithm.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { retryableImport } from '../shared/retry-import';
import { useQueryParameter } from '../shared/route-query';
import { CardGrid, FigureValue, Paragraphs, Section } from '../templates/blocks';
import '../templates/platform/platform.css';
import { SectorScene } from '../templates/solution/scene';

// The trial form (and the form code it shares with the other forms) is a chunk of its own, loaded
// beside the page, so the page's own chunk stays within its budget.
const TrialForm = lazy(() => import('../forms/trial-form').then((module) => ({ default: module.TrialForm })));

// The online trial (docs/decisions/028-online-trial.md) loads only when the visitor starts it. Its
// chunk is imported by hand rather than through lazy() and Suspense: React keeps a Suspense
// fallback on screen for at least 300 ms, a third of the trial's budget for a warm start.
// A failed import is tried again at an address of its own (shared/retry-import.ts): Firefox keeps
// the failure of the first.
const loadTrialArea = retryableImport(() => import('../trial/trial-area'));
type TrialAreaComponent = typeof import('../trial/trial-area').TrialArea;
type TrialState = { step: 'idle' | 'loading' | 'failed' } | { step: 'ready'; Area: TrialAreaComponent };

type Delivery = NonNullable<TrialPreset['delivery']>;
const isDelivery = (value: string): value is Delivery =>
  value === 'cloud' || value === 'linux-sdk' || value === 'android-sdk' || value === 'android-apk';

export function Component() {
  const text = usePageText(content);
  const [preset, setPreset] = useState<TrialPreset | undefined>(undefined);
  const [trial, setTrial] = useState<TrialState>({ step: 'idle' });
  const startTrial = () => {
    setTrial({ step: 'loading' });
    loadTrialArea().then(
      (module) => setTrial({ step: 'ready', Area: module.TrialArea }),
      () => setTrial({ step: 'failed' }),
    );
  };
  const columns = text.downloadColumns;
  // #/algorithm?trial=online (the home page's "try it in your browser", decision 045) opens the
  // page at its online trial.
  const toTrial = useQueryParameter('trial') === 'online';
  const onlineTrial = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (toTrial) onlineTrial.current?.scrollIntoView({ block: 'start' });
  }, [toTrial]);
  return (
    <article className="page">
      <PageHeader text={text} />
      <div className="platform-hero">
        <div>
          <Paragraphs text={text.intro} />
          <p>
            {text.trialText}{' '}
            <button type="button" className="link-button" onClick={() => setPreset({ at: Date.now() })}>
              {text.trialButton}
            </button>
          </p>
        </div>
        <SectorScene scene="algorithms" label={text.heroImageAlt} />
      </div>
      <Section title={text.algorithmsTitle}>
        <ul className="algorithms">
          {text.algorithms.map((algorithm) => (
            <li key={algorithm.id}>
              <h3>{algorithm.title}</h3>
              <p>{algorithm.text}</p>
              <table className="indicators">
                <caption className="visually-hidden">{algorithm.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.indicatorLabel}</th>
                    <th scope="col">{text.valueLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {algorithm.indicators.map((indicator) => (
                    <tr key={indicator.label}>
                      <th scope="row">{indicator.label}</th>
                      <td>
                        <FigureValue value={indicator.value} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
        <p className="board-note">{text.boardNote}</p>
      </Section>
      {/* Where #/algorithm?trial=online opens the page: an empty mark, so the sections stay siblings. */}
      <div ref={onlineTrial} />
      <Section title={text.onlineTrialTitle}>
        <p>{text.onlineTrialText}</p>
        {trial.step === 'ready' ? (
          <trial.Area onRequestTrial={(algorithm) => setPreset({ algorithm, at: Date.now() })} />
        ) : trial.step === 'loading' ? (
          <p role="status">{text.onlineTrialLoading}</p>
        ) : (
          <>
            {trial.step === 'failed' ? (
              <p role="alert" className="trial-start-error">
                {text.onlineTrialFailed}
              </p>
            ) : null}
            <button type="button" className="button" onClick={startTrial}>
              {text.onlineTrialButton}
            </button>
          </>
        )}
      </Section>
      <Section title={text.modesTitle}>
        <CardGrid cards={text.modes} />
      </Section>
      <Section title={text.downloadsTitle} intro={text.downloadsIntro}>
        <table className="downloads">
          <thead>
            <tr>
              <th scope="col">{columns.platform}</th>
              <th scope="col">{columns.item}</th>
              <th scope="col">{columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {text.downloads.map((download) => (
              <tr key={download.id}>
                <td>{download.platform}</td>
                <th scope="row">{download.item}</th>
                <td>
                  {download.file ? (
                    <a href={download.file} download>
                      {download.action}
                      <span className="visually-hidden">
                        : {download.platform} {download.item}
                      </span>
                    </a>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() =>
                        setPreset({
                          delivery: isDelivery(download.delivery) ? download.delivery : 'cloud',
                          at: Date.now(),
                        })
                      }
                    >
                      {download.action}
                      <span className="visually-hidden">
                        : {download.platform} {download.item}
                      </span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <div className="trial">
        <Suspense fallback={null}>
          <TrialForm preset={preset} />
        </Suspense>
      </div>
    </article>
  );
}
