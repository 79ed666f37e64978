import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './styles/global.css';
import { initI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
