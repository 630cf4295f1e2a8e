export { BookingsPage, bookingsPage } from './BookingsPage.tsx';
