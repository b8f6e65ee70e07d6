export { Landing } from './components/landing';
export { useLandingVariant } from './use-landing-variant';
