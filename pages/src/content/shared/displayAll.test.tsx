import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../i18n/index.ts';
import { DisplayAllButton, useDisplayAll } from './displayAll.tsx';

const i18n = createI18n('fr', 'fr');

const items = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'];

function Page({ pageKey }: { pageKey: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Questions pageKey={pageKey} />
    </I18nextProvider>
  );
}

function Questions({ pageKey }: { pageKey: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const list = useDisplayAll(items, pageKey, listRef);
  return (
    <div ref={listRef}>
      {list.shown.map((item) => (
        <h3 key={item}>
          <a href={`#${item}`}>{item}</a>
        </h3>
      ))}
      {list.hidden > 0 ? <DisplayAllButton total={items.length} onPress={list.showAll} /> : null}
    </div>
  );
}

describe('member-and-shell.txt §4 FAQ display-all flags (decision 0051)', () => {
  it('shows 5, then all with the focus on the first one that was hidden; the flag resets on navigation', async () => {
    const screen = await render(<Page pageKey="/aide/categorie/1" />);
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher toutes les questions (7)' }));
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(7);
    await expect.element(screen.getByRole('link', { name: 'q6' })).toHaveFocus();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();

    await screen.rerender(<Page pageKey="/aide/categorie/2" />);
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
    await expect.element(screen.getByRole('button')).toBeVisible();
  });
});
