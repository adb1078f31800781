// Switching the language as a visitor does, however many languages the site has (decision 036):
// with two, the header's one button; with more, the language menu's entry.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { LANGUAGE_MENU_NAME, type Locale, SWITCH_TO } from '../oracle/routes';

/** Clicks the control that switches to `target`, opening the language menu first if there is one. */
export async function chooseLanguage(user: UserEvent, target: Locale): Promise<void> {
  // Whichever the header shows: the switch to `target` itself, or the menu that holds it.
  const control = await screen.findByRole('button', {
    name: (name) => name === SWITCH_TO[target] || LANGUAGE_MENU_NAME.test(name),
  });
  await user.click(control);
  if (control.getAttribute('aria-expanded') === 'true')
    await user.click(await screen.findByRole('button', { name: SWITCH_TO[target] }));
}
