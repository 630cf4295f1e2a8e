export { Static, type StaticProps } from './Static.tsx';
