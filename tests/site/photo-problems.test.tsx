// What a visitor reads when the trial refuses a photo (decision 028, TRIAL-BAD-INPUT, issue 30
// finding 7), in the OCR panel as a visitor sees it: each cause its own message, in the visitor's
// language, naming the file; the file input stays usable, and the next photo is taken. The words
// are the oracle's (tests/oracle/trial.ts); the files are headers written by hand.
// tesseract.js and the decode are stand-ins: what matters here is what the panel says.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { I18nProvider, useI18n } from '../../site/src/shared/i18n';
import { FacePhotoPanel } from '../../site/src/trial/face-photo-panel';
import { OcrPanel } from '../../site/src/trial/ocr-panel';
import { FaceEngineProvider } from '../../site/src/trial/use-face-engine';
import { proves } from '../conformance/proves';
import { TRIAL, type TrialLocale } from '../oracle/trial';

// The OCR engine starts loading when the panel opens; here the load never ends.
vi.mock('tesseract.js', () => ({ default: { createWorker: vi.fn(() => new Promise(() => undefined)) } }));

const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [...be32(13), 0x49, 0x48, 0x44, 0x52];
const png = (name: string, width: number, height: number) =>
  new File(
    [Uint8Array.from([...PNG_SIGNATURE, ...IHDR, ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 1, 2, 3, 4])],
    name,
    {
      type: 'image/png',
    },
  );

/** The decode's stand-in: a PNG named "broken…" fails to decode; any other gives its header's size. */
const decodes = vi.fn(async (source: Blob | { width: number; height: number }, options?: ImageBitmapOptions) => {
  if (!(source instanceof Blob)) {
    return { width: options?.resizeWidth ?? source.width, height: options?.resizeHeight ?? source.height, close() {} };
  }
  if (source instanceof File && source.name.startsWith('broken')) {
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  }
  const bytes = new DataView(await source.arrayBuffer());
  return { width: bytes.getUint32(16), height: bytes.getUint32(20), close() {} };
});

beforeAll(() => {
  // jsdom's Blob cannot give its bytes as an ArrayBuffer (every browser the site supports can):
  // read them as a browser's FileReader would.
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error);
          reader.readAsArrayBuffer(this);
        });
      },
    });
  }
});

beforeEach(() => {
  decodes.mockClear();
  vi.stubGlobal('createImageBitmap', decodes);
  // The engine needs a Worker constructor to start; jsdom has none, and has no canvas to draw the photo on.
  vi.stubGlobal('Worker', class {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['en-US', 'zh-CN'] as const)('in %s', (locale: TrialLocale) => {
  const words = TRIAL[locale];

  test(
    'not an image, too large (with its size and the limit), damaged, cut short: each its own message naming the file; the input stays usable and the next photo is taken',
    proves('TRIAL-BAD-INPUT', 'SITE-BILINGUAL'),
    async () => {
      const user = userEvent.setup({ delay: null, applyAccept: false });
      render(
        <I18nProvider initial={locale}>
          <OcrPanel />
        </I18nProvider>,
      );
      const input = screen.getByLabelText<HTMLInputElement>(words.choosePhoto);
      const choose = async (file: File, message: string) => {
        await user.upload(input, file);
        await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
        // The same file, or another, can be chosen next: the input is cleared and not disabled.
        expect(input.value).toBe('');
        expect(input.disabled).toBe(false);
        expect(input.getAttribute('aria-disabled')).toBeNull();
      };

      await choose(
        new File(['Not a photo.\n不是照片。\n'], 'notes.txt', { type: 'text/plain' }),
        words.notImage('notes.txt'),
      );
      // An image file named as one but holding text is no image either.
      await choose(new File(['<html></html>'], 'page.png', { type: 'image/png' }), words.notImage('page.png'));
      await choose(png('wall.png', 30_000, 30_000), words.tooManyPixels('wall.png', 30_000, 30_000));
      await choose(png('tall.png', 800, 10_001), words.tooManyPixels('tall.png', 800, 10_001));
      expect(decodes, 'a photo too large is not decoded').not.toHaveBeenCalled();
      await choose(png('broken.png', 640, 480), words.damaged('broken.png', 'PNG'));
      await choose(
        new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00])], 'cut.jpg'),
        words.damaged('cut.jpg', 'JPEG'),
      );

      // The finding's 10,000 × 1 PNG is a photo like any other: taken, the message gone.
      await user.upload(input, png('line.png', 10_000, 1));
      expect(await screen.findByRole('img', { name: words.photoAlone })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

/** A button that switches the page to `locale`, as the header's switch does. */
function SwitchTo({ locale }: { locale: TrialLocale }) {
  const { setLocale } = useI18n();
  return (
    <button type="button" onClick={() => setLocale(locale)}>
      switch
    </button>
  );
}

describe('after a language switch', () => {
  test(
    'a face panel’s message about the photo is in the new language, as the OCR panel’s is',
    proves('TRIAL-BAD-INPUT', 'SITE-BILINGUAL'),
    async () => {
      // The face engine's models are fetched when the panel opens; here the fetch never ends.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => undefined)),
      );
      // Its worker is never answered, and is stopped when the panel goes.
      vi.stubGlobal(
        'Worker',
        class {
          postMessage() {}
          terminate() {}
        },
      );
      const user = userEvent.setup({ delay: null, applyAccept: false });
      render(
        <I18nProvider initial="en-US">
          <SwitchTo locale="zh-CN" />
          <FaceEngineProvider>
            <FacePhotoPanel kind="detection" />
          </FaceEngineProvider>
        </I18nProvider>,
      );
      const input = screen.getByLabelText<HTMLInputElement>(TRIAL['en-US'].choosePhoto);
      await user.upload(input, png('wall.png', 30_000, 30_000));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(TRIAL['en-US'].tooManyPixels('wall.png', 30_000, 30_000)),
      );
      await user.click(screen.getByRole('button', { name: 'switch' }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(TRIAL['zh-CN'].tooManyPixels('wall.png', 30_000, 30_000)),
      );
    },
  );
});
