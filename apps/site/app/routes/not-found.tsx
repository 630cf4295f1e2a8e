import { data } from 'react-router';

/** Any unknown path: the not-found page (root error boundary), HTTP 404, the address unchanged. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
