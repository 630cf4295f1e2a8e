import type { ReactNode } from 'react';
import { Static } from '../Static/Static.tsx';
import * as styles from './ScriptSwitch.css.ts';

export interface ScriptSwitchProps {
  /** What a browser that runs scripts shows: the interface the hydrated page has, from the first paint. */
  scripted: ReactNode;
  /** What a browser that runs no scripts shows instead: a plain link or a GET form. */
  plain: ReactNode;
  /** `div` around block content such as forms; `span` (the default) inside text and lists. */
  as?: 'span' | 'div';
}

/**
 * Two renderings of one control, both in the server's HTML, one shown by CSS (the `scripting`
 * media feature): a browser that runs scripts sees the scripted control before the page has
 * hydrated (a tap on it then is held and replayed), a browser that runs none sees the plain one.
 * The hidden rendering is `display: none`, out of the accessibility tree.
 */
export function ScriptSwitch({ scripted, plain, as: Element = 'span' }: ScriptSwitchProps) {
  return (
    <>
      <Element className={styles.scripted}>{scripted}</Element>
      {/* A browser that hydrates runs scripts and never shows it: the server's HTML stays as it is. */}
      <Static as={Element} className={styles.plain} content="" frozen>
        {plain}
      </Static>
    </>
  );
}
