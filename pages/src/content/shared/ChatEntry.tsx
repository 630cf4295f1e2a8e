import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatAvailability, type Language } from '@marquee/data';
import { useFaqChatAvailability, useSettings } from '@marquee/data/hooks';
import { Button } from '@marquee/design-system';
import type { PageCall, PageContext } from '../../page.ts';
import * as styles from './contentPage.css.ts';

/**
 * The event the help centre's chat entry sends for the live-chat widget (a third-party script,
 * loaded with the visitor's consent where the chat desk is: not part of this page). The widget
 * cancels it when it opens; an event nobody cancelled means no chat opened.
 */
export const chatOpenEvent = 'marquee:chat-open';

/** The chat availability check, where the site has its chat desk (member §9 chatDeskEnabled). */
export function chatCalls({ features }: Pick<PageContext, 'features'>): PageCall[] {
  return features.chatDeskEnabled ? [{ id: 'faqChatAvailability' }] : [];
}

/**
 * The help centre's live-chat entry (catalogue.txt §1, member-and-shell.txt §1): shown only while
 * the chat is offered — the site's chat desk is on, its settings carry the chat's data and the
 * chat service reports no hiding instruction (`chatAvailability`). While the check is unknown
 * (failed, or not answered yet) nothing shows.
 */
export function ChatEntry({ language, features }: { language: Language; features: PageContext['features'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [notOpened, setNotOpened] = useState(false);
  const settings = useSettings(language);
  const check = useFaqChatAvailability(language, features.chatDeskEnabled);
  const state = chatAvailability({
    deskEnabled: features.chatDeskEnabled,
    configured: Boolean(settings.data?.agentforce),
    instructions: check.data?.instructions,
  });
  if (state !== 'offered') return null;
  const open = () => {
    const opened = !window.dispatchEvent(new CustomEvent(chatOpenEvent, { cancelable: true }));
    setNotOpened(!opened);
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('content.faq.chat.title')}
      </h2>
      <p className={styles.cardText}>{t('content.faq.chat.available')}</p>
      <div>
        <Button onPress={open}>{t('content.faq.chat.start')}</Button>
      </div>
      <p role="status" className={styles.cardText}>
        {notOpened ? t('content.faq.chat.notOpened') : null}
      </p>
    </section>
  );
}
