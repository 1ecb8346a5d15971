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
// A Spanish reader's first page waits for its texts rather than flash English; on failure it shows English.
loadLanguage(savedLanguage()).then(render, render);
