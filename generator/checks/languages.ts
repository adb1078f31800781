import { checker } from './context.ts';

/**
 * The list of languages (app.yaml's `locales.available`, the one list: every visible string of the
 * manifest is written in each) names each language once, and offers the default language.
 */
export const languagesChecker = checker({
  name: 'languages',
  needs: ['app'],
  run(context, manifest) {
    const { locales } = manifest.app;
    context.duplicates(
      'app.yaml',
      locales.available.map((locale, index) => ({ key: locale, path: ['locales', 'available', index], item: locale })),
      (entry, first) =>
        context.report(
          'locale-duplicate',
          { locale: entry.key, firstIndex: first.path.at(-1) as number },
          'app.yaml',
          entry.path,
        ),
    );
    if (!locales.available.includes(locales.default))
      context.report('locale-default', { locale: locales.default, available: locales.available }, 'app.yaml', [
        'locales',
        'default',
      ]);
  },
});
