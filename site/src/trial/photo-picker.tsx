// Where a visitor gives the trial a photo: a file picker, a drop zone that also takes a paste,
// and samples: the photos the site ships, or a panel's own (the OCR tab's drawings). A bad file is
// reported by the panel; the photo already chosen stays.

import trialAssets from 'virtual:trial-assets';
import { type ClipboardEvent, type DragEvent, type ReactElement, useId, useRef, useState } from 'react';
import { trialMessages } from '../generated/messages/trial.gen';
import { useMessages } from '../shared/i18n';
import { firstFile, MAX_PHOTO_MB, type Photo, PhotoError, type PhotoProblem, readPhoto } from './image-input.ts';

/** A sample a panel offers in place of the photos: its thumbnail is an SVG drawing made into the image. */
export interface PickerSample {
  id: string;
  /** The button's accessible name. */
  name: string;
  /** An <svg> drawing (aria-hidden), shown in the button. */
  thumbnail: ReactElement;
  /** The image read, made from the thumbnail as drawn in the page. */
  image: (drawing: SVGSVGElement) => Promise<Blob>;
}

export interface PhotoPickerProps {
  /** The picker's own name, e.g. "First photo"; the file input's label. */
  label?: string;
  /** The longest side the photo is scaled to. */
  maxSide: number;
  onPhoto: (photo: Photo) => void;
  onProblem: (problem: PhotoProblem) => void;
  /**
   * While a photo is read: the file input and the samples take no photo. They stay focusable
   * (aria-disabled, not disabled): a focused control that becomes disabled loses the focus, and
   * Firefox then starts the next Tab from the top of the page.
   */
  disabled?: boolean;
  /** The panel's own samples and their heading, in place of the sample photos. */
  samples?: { heading: string; items: readonly PickerSample[] };
}

export function PhotoPicker({ label, maxSide, onPhoto, onProblem, disabled = false, samples }: PhotoPickerProps) {
  const t = useMessages(trialMessages);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const take = async (file: Blob | undefined, name: string) => {
    if (!file || disabled) return;
    try {
      onPhoto(await readPhoto(file, name, maxSide));
    } catch (error) {
      // Only a PhotoError says what is wrong with the file; anything else is no proof it is not an image.
      if (error instanceof PhotoError) onProblem(error.problem);
      else onProblem({ kind: 'unreadable', name });
    }
  };
  const fromFiles = (files: FileList | null) => {
    const file = firstFile(files);
    if (file) void take(file, file.name);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    fromFiles(event.dataTransfer.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void take(file, file.name || 'clipboard');
  };
  const sample = async (url: string, name: string) => {
    const response = await fetch(url);
    await take(await response.blob(), name);
  };

  return (
    <div className="photo-picker">
      {/* biome-ignore lint/a11y/useSemanticElements: a drop and paste target holding the file input; a fieldset would not take the paste */}
      <div
        className={dragging ? 'drop-zone dragging' : 'drop-zone'}
        role="group"
        aria-label={label ? `${label}: ${t('trial.dropZone')}` : t('trial.dropZone')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <label htmlFor={inputId} className="button-like">
          {label ? `${label}: ${t('trial.choosePhoto')}` : t('trial.choosePhoto')}
        </label>
        <input
          id={inputId}
          className="visually-hidden-file"
          type="file"
          accept="image/*"
          aria-disabled={disabled || undefined}
          onClick={(event) => {
            if (disabled) event.preventDefault();
          }}
          onChange={(event) => {
            fromFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <p className="drop-hint">{t('trial.dropHint', { limit: MAX_PHOTO_MB })}</p>
      </div>
      {samples ? (
        <DrawnSamples
          {...samples}
          onImage={(image, name) => void take(image, name)}
          onProblem={onProblem}
          disabled={disabled}
        />
      ) : (
        <div className="samples">
          <span>{t('trial.samples')}</span>
          <ul>
            {trialAssets.samples.map((item, index) => {
              const name = t('trial.sample', { number: index + 1 });
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-disabled={disabled || undefined}
                    onClick={() => {
                      if (!disabled) void sample(item.url, name);
                    }}
                  >
                    <img src={item.thumbnail.url} alt="" width={64} height={48} loading="lazy" decoding="async" />
                    <span className="visually-hidden">{label ? `${label}: ${name}` : name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The panel's drawn samples: each button shows its drawing, and a press reads the drawing as an image. */
function DrawnSamples({
  heading,
  items,
  onImage,
  onProblem,
  disabled,
}: {
  heading: string;
  items: readonly PickerSample[];
  onImage: (image: Blob, name: string) => void;
  onProblem: (problem: PhotoProblem) => void;
  disabled: boolean;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const choose = async (item: PickerSample) => {
    const drawing = buttons.current.get(item.id)?.querySelector('svg');
    try {
      if (!drawing) throw new Error('no drawing');
      onImage(await item.image(drawing), item.name);
    } catch {
      onProblem({ kind: 'unreadable', name: item.name });
    }
  };
  return (
    <div className="samples">
      <span>{heading}</span>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              ref={(button) => {
                if (button) buttons.current.set(item.id, button);
                else buttons.current.delete(item.id);
              }}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) void choose(item);
              }}
            >
              {item.thumbnail}
              <span className="visually-hidden">{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
