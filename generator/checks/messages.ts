import type { Locale, LocalizedText } from '../manifest/schema.ts';
import type { DataPath } from '../positions.ts';
import { checker, type Keyed } from './context.ts';

/** Message groups the generator fills itself: `app.name`, `app.address`, `nav.<id>`. */
export const RESERVED_MESSAGE_GROUPS = ['app', 'nav'] as const;

// `{name}`, and `{name, plural, one {…} other {…}}` (fill.ts), which uses the placeholder `name`.
const PLACEHOLDER = /\{(\w+)(?:\}|,\s*plural,)/g;

function placeholdersOf(text: string): string {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))].sort().join(', ');
}

function placeholderMismatch(text: LocalizedText, locales: readonly Locale[]): string | undefined {
  const names = locales.map((locale) => placeholdersOf(text[locale] ?? ''));
  if (names.every((name) => name === names[0])) return undefined;
  return locales.map((locale, index) => `${locale} {${names[index]}}`).join(' vs ');
}

/** Reserved groups, one home per group, and the same placeholders in every language. */
export const messagesChecker = checker({
  name: 'messages',
  needs: ['messages'],
  needsLocales: true,
  run(context, manifest) {
    const locales = context.locales ?? [];
    const groups: Keyed<Record<string, LocalizedText>>[] = [];
    for (const [group, entries] of Object.entries(manifest.messages.messages))
      groups.push({ key: group, path: ['messages', group], item: entries });
    for (const [bundle, bundleGroups] of Object.entries(manifest.messages.bundles)) {
      for (const [group, entries] of Object.entries(bundleGroups))
        groups.push({ key: group, path: ['bundles', bundle, group], item: entries });
    }
    context.duplicates(
      'messages.yaml',
      groups,
      (entry, first) =>
        context.report(
          'message-group-duplicate',
          { group: entry.key, firstLine: first.line },
          'messages.yaml',
          entry.path,
          'key',
        ),
      'key',
    );
    for (const { key: group, path, item: entries } of groups) {
      if ((RESERVED_MESSAGE_GROUPS as readonly string[]).includes(group))
        context.report(
          'reserved-message-group',
          { group, reserved: RESERVED_MESSAGE_GROUPS },
          'messages.yaml',
          path,
          'key',
        );
      for (const [key, text] of Object.entries(entries)) {
        const detail = placeholderMismatch(text, locales);
        if (detail) {
          const at: DataPath = [...path, key];
          context.report('placeholder-mismatch', { detail }, 'messages.yaml', at, 'key');
        }
      }
    }
  },
});
