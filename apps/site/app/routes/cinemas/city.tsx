import { cityPage as definition } from '@marquee/pages/cinemas';
import type { Route } from './+types/city';
import { PageRoute, pageMeta } from '../../page.tsx';
import { pageLoader } from '../../page.server.ts';

export const loader = (args: Route.LoaderArgs) => pageLoader(definition, args);
export const meta = pageMeta;

export default function Page() {
  return <PageRoute definition={definition} />;
}
