export { SubscriptionPage, subscriptionPage } from './SubscriptionPage.tsx';
