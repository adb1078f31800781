// Issue 29, decision 036: with more than two languages the header's language switch is a menu of
// every language, each named in its own words. The site's generated configuration is stood in for
// by one of three languages (a third, fr-FR, beside the specification's two): the menu is built
// from the list, not for a number of languages.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { LanguageSwitch } from '../../site/src/app/site-header';
import { I18nProvider } from '../../site/src/shared/i18n';
import { proves } from '../conformance/proves';
import { STORAGE_KEY } from '../oracle/constants';
import { LANGUAGE_MENU } from '../oracle/routes';

const THREE = vi.hoisted(() => ({
  available: ['en-US', 'zh-CN', 'fr-FR'],
  names: { 'en-US': 'English', 'zh-CN': '简体中文', 'fr-FR': 'Français' },
  switchTo: { 'en-US': 'Switch to English', 'zh-CN': '切换到简体中文', 'fr-FR': 'Passer en français' },
}));

vi.mock('../../site/src/generated/config.gen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../site/src/generated/config.gen')>();
  return { ...actual, localeConfig: { ...actual.localeConfig, ...THREE } };
});

function renderSwitch() {
  return render(
    <I18nProvider initial="en-US">
      <button type="button">before</button>
      <LanguageSwitch />
      <button type="button">after</button>
    </I18nProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: new RegExp(`^${LANGUAGE_MENU['en-US']}: `) });

describe('the language menu (three languages)', () => {
  test(
    'a button names the current language; it opens the list of every language, each in its own words',
    proves('SITE-LANGUAGE-MENU'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderSwitch();
      const button = menuButton();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button).toHaveProperty('textContent', `${LANGUAGE_MENU['en-US']}: English`);
      expect(within(button).getByText('English').getAttribute('lang')).toBe('en-US');
      // Closed, the list is hidden from everyone: no entry is a button anyone can reach.
      expect(screen.queryByRole('button', { name: 'Passer en français' })).toBeNull();

      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const list = screen.getByRole('list');
      expect(button.getAttribute('aria-controls')).toBe(list.id);
      const entries = within(list).getAllByRole('button');
      expect(entries.map((entry) => [entry.textContent, entry.getAttribute('lang')])).toEqual(
        THREE.available.map((language) => [THREE.names[language as keyof typeof THREE.names], language]),
      );
      // The current language is marked; each other is named by its own "switch to" words.
      expect(entries[0]?.getAttribute('aria-current')).toBe('true');
      expect(screen.getByRole('button', { name: '切换到简体中文' })).toBe(entries[1]);
      expect(screen.getByRole('button', { name: 'Passer en français' })).toBe(entries[2]);
    },
  );

  test(
    'choosing a language switches to it, stores it under "locale", closes the menu and returns focus',
    proves('SITE-LANGUAGE-MENU', 'I18N-SWITCH-PERSIST'),
    async () => {
      const user = userEvent.setup({ delay: null });
      renderSwitch();
      await user.click(menuButton());
      await user.click(screen.getByRole('button', { name: 'Passer en français' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
      expect(window.localStorage.getItem(STORAGE_KEY)).toBe('fr-FR');
      const button = screen.getByRole('button', { expanded: false });
      expect(document.activeElement).toBe(button);
      expect(within(button).getByText('Français').getAttribute('lang')).toBe('fr-FR');

      // From there, to Simplified Chinese: the page's words (the menu's own name) follow.
      await user.click(button);
      await user.click(screen.getByRole('button', { name: '切换到简体中文' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
      expect(window.localStorage.getItem(STORAGE_KEY)).toBe('zh-CN');
      await waitFor(() =>
        expect(screen.getByRole('button', { expanded: false })).toHaveProperty(
          'textContent',
          `${LANGUAGE_MENU['zh-CN']}: 简体中文`,
        ),
      );
    },
  );

  test('Escape closes the menu and returns focus; leaving it closes it', proves('SITE-LANGUAGE-MENU'), async () => {
    const user = userEvent.setup({ delay: null });
    renderSwitch();
    const button = menuButton();
    await user.click(button);
    await user.tab();
    expect(document.activeElement?.getAttribute('lang')).toBe('en-US');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Tab through the three entries and out: the menu closes behind the focus.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('lang')).toBe('fr-FR');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Nothing was chosen: the language stays as it was.
    expect(document.documentElement.lang).toBe('en-US');
  });
});
