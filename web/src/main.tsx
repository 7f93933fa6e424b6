// First: zod's jitless mode must be set before any module builds a schema (see zod-jitless.ts).
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareI18n } from './features/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

function render(): void {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The stored language's strings arrive before the first render, so no key or English word flashes by.
// Should they fail to load (offline), the app renders in English rather than not at all.
prepareI18n().then(render, render);
