import { type ComponentProps, StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Locale } from '../generated/messages.gen';
import { I18nProvider } from '../shared/i18n';
import { WholePage } from '../shared/page-content';

/**
 * The app's tree, in the browser (main.tsx) and at build time (entry-server.tsx): one definition,
 * so that hydration finds the markup it would have rendered. `whole` renders a prerendered page
 * whole, its later sections included (decision 029).
 */
export function AppTree({
  locale,
  whole,
  router,
}: {
  locale: Locale;
  whole: boolean;
  router: ComponentProps<typeof RouterProvider>['router'];
}) {
  return (
    <StrictMode>
      <WholePage.Provider value={whole}>
        <I18nProvider initial={locale}>
          <RouterProvider router={router} />
        </I18nProvider>
      </WholePage.Provider>
    </StrictMode>
  );
}
