import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { started, watchHydration } from './engagement.ts';
import { requestTranslationsOnStart } from './translations.ts';

// The server's HTML is the page's interface from the first paint (docs/decisions/0028). React
// hydrates it at the first idle moment after the load event, or as soon as the visitor engages,
// while the shell's and the page's code load alongside; a tap made before then is held and
// replayed. Hydration runs as a transition: React yields to the browser between components.
watchHydration(window);
requestTranslationsOnStart(document);

void started.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
