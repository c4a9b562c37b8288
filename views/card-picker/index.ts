export type { CardPickerContent, CardPickerCardWords } from './card-picker.words';
export type { CardPickerApi, CardView } from './card-picker.connect';
export { connectCardPicker, CARD_PICTURE_SIZE } from './card-picker.connect';
export { swipeDirection, useSwipe, SWIPE_MIN_PX } from './use-swipe';
export { CardPicker } from './CardPicker';
export { PlayAnotherGame } from './PlayAnotherGame';
