import { type BoardHandle, JobBoard } from '@jobboard/core';
import { useState } from 'react';

/** The reference server (`npm start`): the board's API. */
const API_BASE = import.meta.env.VITE_JOBBOARD_API ?? 'http://127.0.0.1:8080';

export function App() {
  const [board, setBoard] = useState<BoardHandle | null>(null);
  const [path, setPath] = useState('');

  return (
    <>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: '12px 24px' }}>
        <strong>Acme careers</strong>
        <button type="button" disabled={!board} onClick={() => board?.navigate('/vacatures')}>
          All jobs
        </button>
        <button type="button" disabled={!board} onClick={() => void board?.setLocale('en-US')}>
          English
        </button>
        <span aria-live="polite">{path && `Board page: ${path}`}</span>
      </header>
      <JobBoard
        apiBase={API_BASE}
        host="demo.localhost"
        routing="history"
        basePath="/jobs"
        onMount={setBoard}
        on={{
          navigate: ({ path }) => setPath(path),
          error: (payload) => console.error('board error', payload),
        }}
      />
    </>
  );
}
