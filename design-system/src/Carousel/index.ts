export { Carousel, carouselSlideSizes, type CarouselProps, type CarouselSlideSize } from './Carousel.tsx';
