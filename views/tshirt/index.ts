export { TShirtOffer } from './TShirtOffer';
export { rememberTShirtRegistration } from './registered';
