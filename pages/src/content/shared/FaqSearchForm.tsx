import { useTranslation } from 'react-i18next';
import { Button, SearchField } from '@marquee/design-system';
import * as styles from './faq.css.ts';

/**
 * The help-centre search: a plain GET form to the results page with `q`, so it works before
 * (and without) JavaScript; the results page reads `q` from the address.
 */
export function FaqSearchForm({ action, query = '' }: { action: string; query?: string }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.searchForm}
      aria-label={t('content.faq.search.label')}
    >
      <div className={styles.searchField}>
        <SearchField
          key={query}
          name="q"
          defaultValue={query}
          label={t('content.faq.search.label')}
          clearLabel={t('content.faq.search.clear')}
          placeholder={t('content.faq.search.placeholder')}
        />
      </div>
      <Button type="submit">{t('content.faq.search.submit')}</Button>
    </form>
  );
}
