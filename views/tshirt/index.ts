export { TShirtOffer } from './TShirtOffer';
