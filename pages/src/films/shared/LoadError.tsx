import { useTranslation } from 'react-i18next';
import { Button } from '@marquee/design-system';
import * as layout from './layout.css.ts';

/** A part of the page whose call failed: says so and offers to ask again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={layout.alert}>
      <p className={layout.alertText}>{message ?? t('films.common.error')}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {t('films.common.retry')}
      </Button>
    </div>
  );
}
