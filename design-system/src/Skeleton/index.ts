export { Skeleton, skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton.tsx';
