import { page as pageOf, pages, searchLoads } from '../scope';
import { expect, type Locator, type Page, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, openPage, titleOf } from './site';

// Keyboard only: no click, no focus() — every control is reached with Tab (Shift+Tab) from where
// the previous step left the focus, and used with Enter, Space and Escape.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Tabbing along the header passes its search field, which loads the search index of the page's language. */
const SEARCH = searchLoads('en-US');

test(
  'the header menus: open with Enter, walk with Tab, close with Escape, follow a link',
  proves('QA-KEYBOARD-WALK', 'NAV-MENUS').on(pages(['/home', '/glory', '/security'], 'en-US'), SEARCH),
  async ({ page }) => {
    const errors = await openPage(page, '/home', 'en-US');
    const about = mainNav(page).getByRole('button', { name: 'About Us: show the pages' });
    await tabTo(page, about);
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const honours = mainNav(page).getByRole('link', { name: 'Honours and Qualifications' });
    await tabTo(page, honours, { limit: 5 });
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(honours).toBeHidden();
    // Back in, and along to a page.
    await page.keyboard.press('Space');
    await tabTo(page, honours, { limit: 5 });
    await page.keyboard.press('Enter');
    await expectHeading(page, await titleOf('/glory', 'en-US'));
    await expect(page).toHaveURL(/#\/glory$/);
    // The new page takes the focus, so the next Tab goes on from its content, not the menu.
    await expect(honours).toBeHidden();
    const solutions = mainNav(page).getByRole('button', { name: 'Solutions: show the pages' });
    await tabTo(page, solutions, { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Smart Security' }), { limit: 10 });
    await page.keyboard.press('Enter');
    await expectHeading(page, await titleOf('/security', 'en-US'));
    expect(errors).toEqual([]);
  },
);

test(
  'the partner form: fill, choose, submit and correct with the keyboard alone',
  proves('QA-KEYBOARD-WALK').on(pageOf('/cooperativepartner', 'en-US'), SEARCH),
  async ({ page }) => {
    const errors = await openPage(page, '/cooperativepartner', 'en-US');
    const submit = page.getByRole('button', { name: 'Submit' });
    // Submitting it empty: the errors show and the focus goes to the first field to correct.
    await tabTo(page, submit, { limit: 200 });
    await page.keyboard.press('Enter');
    const company = page.getByLabel('Company name');
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('Foshan Smart Gates Ltd');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.keyboard.type('Li Wei');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Mobile phone number')).toBeFocused();
    await page.keyboard.type('13800138000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.type('li.wei@example.com');
    const hardware = page.getByRole('checkbox', { name: 'Hardware equipment' });
    await tabTo(page, hardware, { limit: 4 });
    await page.keyboard.press('Space');
    await expect(hardware).toBeChecked();
    await tabTo(page, submit, { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Thank you. We have received your submission',
    );
    expect(errors).toEqual([]);
  },
);

const applyForm = proves('QA-KEYBOARD-WALK').on(pageOf('/job', 'en-US'), SEARCH);
test('the apply form: fill and send with the keyboard alone', applyForm, async ({ page }) => {
  const errors = await openPage(page, '/job', 'en-US');
  const fullName = page.getByLabel('Full name');
  await tabTo(page, fullName, { limit: 200 });
  await page.keyboard.type('Chen Jing');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Message content')).toBeFocused();
  await page.keyboard.type('I would like to apply for the embedded software engineer post.');
  await tabTo(page, page.getByRole('button', { name: 'Apply now' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you. We have received your submission');
  expect(errors).toEqual([]);
});

test(
  'the certificate viewer: open with Enter, zoom with keys and buttons, close with Escape',
  proves('QA-KEYBOARD-WALK', 'UI-CERTIFICATE-ZOOM').on(pageOf('/glory', 'en-US'), SEARCH),
  async ({ page }) => {
    const errors = await openPage(page, '/glory', 'en-US');
    const opener = page.getByRole('button', { name: /^View larger: National High-Tech Enterprise$/ });
    await tabTo(page, opener, { limit: 60 });
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'National High-Tech Enterprise' });
    await expect(viewer).toBeVisible();
    const level = viewer.locator('output');
    await page.keyboard.press('+');
    await expect(level).toHaveText('125%');
    await tabTo(page, viewer.getByRole('button', { name: 'Zoom out' }), { limit: 4 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(level).toHaveText('80%');
    await page.keyboard.press('0');
    await expect(level).toHaveText('100%');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  },
);
