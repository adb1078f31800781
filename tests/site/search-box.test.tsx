import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { SearchBox } from '../../site/src/app/search-box';
import { I18nProvider } from '../../site/src/shared/i18n';
import { proves } from '../conformance/proves';
import { headingOf } from '../oracle/routes';

function renderBox() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }]);
  return render(
    <I18nProvider initial="en-US">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

// QA: typing at once after focusing the header's search lost characters, because the field was
// replaced by the combobox when its code arrived. The code must take the same field over.
describe('the header search field while its code loads', () => {
  test('keeps the element, every character typed and the focus', proves('UI-KEYWORD-SEARCH'), async () => {
    const user = userEvent.setup({ delay: null });
    renderBox();
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    await user.click(field);
    await user.keyboard('card');
    await user.keyboard(' dispenser');
    const combobox = await screen.findByRole('combobox', { name: 'Search the site' });
    expect(combobox).toBe(field);
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('card dispenser');
    // The list and the field's state come with the search's results: wait for both.
    await waitFor(() => {
      expect(
        screen
          .getAllByRole('option')
          .some((option) => option.textContent?.startsWith(headingOf('/carddispenser', 'en-US'))),
      ).toBe(true);
      expect(field.getAttribute('aria-expanded')).toBe('true');
    });
  });
});
