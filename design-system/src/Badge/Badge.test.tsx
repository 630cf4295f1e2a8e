import { frTheme, frTokens } from '@marquee/themes';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge.tsx';

function computed(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

beforeAll(() => {
  document.documentElement.className = frTheme;
});

describe('Badge', () => {
  it('shows its label as plain text (no role, not focusable)', async () => {
    const screen = await render(<Badge label="Complet" tone="danger" />);
    const badge = screen.getByText('Complet').element();
    expect(badge.getAttribute('role')).toBeNull();
    expect(badge.tabIndex).toBe(-1);
  });

  it('feedback tones use the soft fill and its text colour', async () => {
    const screen = await render(<Badge label="Complet" tone="danger" />);
    const style = getComputedStyle(screen.getByText('Complet').element());
    expect(style.backgroundColor).toBe(computed(frTokens.color.dangerSoft));
    expect(style.color).toBe(computed(frTokens.color.onDangerSoft));
  });

  it('catalogue.txt §3 flag colours: flag4 is red', async () => {
    const screen = await render(<Badge label="Dernière chance" tone="flag4" />);
    expect(getComputedStyle(screen.getByText('Dernière chance').element()).backgroundColor).toBe(
      computed(frTokens.color.flag4),
    );
  });
});
