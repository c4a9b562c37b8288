export type { MythsContent } from './myths.words';
export type { MythsApi, MythCardView, MythFaceView, MythTickerView } from './myths.connect';
export { connectMyths } from './myths.connect';
export { Myths, MYTH_FACT_MODAL } from './Myths';
