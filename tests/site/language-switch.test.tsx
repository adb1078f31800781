// §1, §4, decision 036: the header's language switch offers every other language of the site in
// its own words, as the build has them: one button with two languages, a menu with more (its
// entries are tested with three in language-menu.test.tsx). The specification's languages are
// the oracle's; a language added to the manifest changes the switch, not these expectations.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { LanguageSwitch } from '../../site/src/app/site-header';
import { I18nProvider } from '../../site/src/shared/i18n';
import { proves } from '../conformance/proves';
import { LANGUAGE_MENU_NAME, LANGUAGE_NAMES, LOCALES, SWITCH_TO } from '../oracle/routes';

describe('the language switch, in each language of the specification', () => {
  test.each(LOCALES)(
    'in %s, each other language is offered under its own name, in its own words',
    proves('SITE-LANGUAGE-MENU', 'SITE-BILINGUAL'),
    async (locale) => {
      const user = userEvent.setup({ delay: null });
      render(
        <I18nProvider initial={locale}>
          <LanguageSwitch />
        </I18nProvider>,
      );
      const menu = screen.queryByRole('button', { name: LANGUAGE_MENU_NAME });
      if (menu) await user.click(menu);
      const others = LOCALES.filter((other) => other !== locale);
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) {
        const control = screen.getByRole('button', { name: SWITCH_TO[other] });
        expect(control.textContent).toBe(LANGUAGE_NAMES[other]);
        expect(control.getAttribute('lang')).toBe(other);
      }
    },
  );
});
