import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { I18nProvider } from './app/i18n';
import { createRouter } from './app/router';
import './app/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nProvider>
      <RouterProvider router={createRouter()} />
    </I18nProvider>
  </StrictMode>,
);
