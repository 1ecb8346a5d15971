import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { savedLanguage } from './i18n/client-i18n';
import { loadLanguage } from './i18n/client-resources';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A Spanish reader's first page waits for its texts (a few KB) rather than flash English; if they
// cannot be fetched, the page shows in English and the switch tries again.
loadLanguage(savedLanguage()).then(render, render);
