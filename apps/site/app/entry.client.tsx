import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { engaged, watchEngagement } from './engagement.ts';

// The server's HTML is the page until the visitor engages (docs/decisions/0021): only then does
// React hydrate the document, while the shell's and the page's code load alongside. Until then
// the browser runs no application code at all.
watchEngagement(window);

void engaged.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
