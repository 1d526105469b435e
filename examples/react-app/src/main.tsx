import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// StrictMode mounts, unmounts and mounts again every effect in development: <JobBoard> keeps one
// board through that, so nothing is requested twice.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
