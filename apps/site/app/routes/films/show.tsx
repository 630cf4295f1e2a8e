import { showPage as definition } from '@marquee/pages/films';
import type { Route } from './+types/show';
import { PageRoute, pageMeta } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

export const loader = (args: Route.LoaderArgs) => pageLoader(definition, args);
export const meta = pageMeta;

export default function Page() {
  return <PageRoute definition={definition} />;
}
