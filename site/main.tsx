import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CommonWordsProvider, PageSettingsProvider } from '../views/layout';
import { createBrowserRuntime, RuntimeProvider } from '../views/runtime';
import { COMMON_WORDS } from './content/en/common';
import { readPageSettings } from './page-settings';
import { AppRoutes } from './routes';
import './styles.css';

const mount = document.getElementById('app');
if (mount === null) throw new Error('The page has no element with id "app"');

const runtime = createBrowserRuntime();
const settings = readPageSettings(document);

createRoot(mount).render(
  <StrictMode>
    <RuntimeProvider runtime={runtime}>
      <CommonWordsProvider words={COMMON_WORDS}>
        <PageSettingsProvider settings={settings}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </PageSettingsProvider>
      </CommonWordsProvider>
    </RuntimeProvider>
  </StrictMode>,
);
