import type { ReactNode } from 'react';
import {
  beneluxTokens,
  defaultTokens,
  frTokens,
  themeClasses,
  type ThemeName,
  type ThemeTokens,
} from '@marquee/themes';
import * as styles from './Tokens.css.ts';

const themes: [ThemeName, ThemeTokens][] = [
  ['fr', frTokens],
  ['benelux', beneluxTokens],
  ['default', defaultTokens],
];

type Group = keyof ThemeTokens;

function Sample({ group, value }: { group: Group; value: string }): ReactNode {
  switch (group) {
    case 'color':
      return (
        <span className={styles.value}>
          <span aria-hidden="true" className={styles.swatch} style={{ background: value }} />
          <code>{value}</code>
        </span>
      );
    case 'font':
      return <span style={{ fontFamily: value }}>Le cinéma, en grand — 0123456789</span>;
    case 'radius':
      return (
        <span className={styles.value}>
          <span aria-hidden="true" className={styles.shape} style={{ borderRadius: value }} />
          <code>{value}</code>
        </span>
      );
    case 'elevation':
      return (
        <span className={styles.value}>
          <span aria-hidden="true" className={styles.shape} style={{ boxShadow: value }} />
          <code>{value}</code>
        </span>
      );
    default:
      return <code>{value}</code>;
  }
}

/** Every token of the three brand themes side by side, one table per group. */
export function Tokens() {
  const groups = Object.keys(frTokens) as Group[];
  return (
    <main className={styles.page}>
      <h1>Theme tokens</h1>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <h2 id={`tokens-${group}`}>{group}</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Token</th>
                {themes.map(([name]) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.keys(frTokens[group]).map((token) => (
                <tr key={token}>
                  <th scope="row">
                    <code>{`vars.${group}.${token}`}</code>
                  </th>
                  {themes.map(([name, tokens]) => (
                    <td key={name} className={themeClasses[name]}>
                      <Sample group={group} value={(tokens[group] as Record<string, string>)[token] ?? ''} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
