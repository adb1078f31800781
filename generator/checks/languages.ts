import { LOCALES } from '../manifest/schema.ts';
import { checker } from './context.ts';

/** The manifest offers exactly the languages the site is written in. */
export const languagesChecker = checker({
  name: 'languages',
  needs: ['app'],
  run(context, manifest) {
    const { locales } = manifest.app;
    const available = new Set(locales.available);
    if (available.size !== LOCALES.length || locales.available.length !== LOCALES.length)
      context.report('locale-set', { locales: LOCALES }, 'app.yaml', ['locales', 'available']);
    if (!available.has(locales.default))
      context.report('locale-default', { locale: locales.default, available: locales.available }, 'app.yaml', [
        'locales',
        'default',
      ]);
  },
});
