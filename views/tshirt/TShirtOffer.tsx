import { Link } from '../router';
import {
  TSHIRT_REGISTERED_STORAGE_KEY,
  isTShirtOffered,
  parseTShirtRegisteredFlag,
  tShirtOfferHref,
} from '@play-smart/engine';
import { Picture, useCommonWords, usePageSettings, type PictureWords } from '../layout';
import { useHydrated, useRuntime } from '../runtime';
import './tshirt.css';

/** The shirt, drawn for this site (docs/design.md "The T-shirt"). */
const TSHIRT_PICTURE: PictureWords = { src: '/images/tshirt/shirt.svg', width: 200, height: 170, alt: '' };

/** The free T-shirt banner on game end screens, shown only when the engine says it is on offer. */
export function TShirtOffer({ source }: { source: string }) {
  const { storage } = useRuntime();
  const { tShirtsAvailable } = usePageSettings();
  const { tshirtOffer: words } = useCommonWords();
  // The 'registered' flag lives in this browser's storage: the prerendered page cannot know it.
  const hydrated = useHydrated();
  const registered = parseTShirtRegisteredFlag(storage.get(TSHIRT_REGISTERED_STORAGE_KEY));
  if (!hydrated || !isTShirtOffered({ registered, tShirtsAvailable })) return null;
  return (
    <aside className="tshirt-offer" aria-label={words.label}>
      {/* The shirt itself; decorative, the words beside it say what it is. */}
      <Picture className="tshirt-offer__picture" picture={TSHIRT_PICTURE} />
      <div className="tshirt-offer__words">
        <p className="tshirt-offer__title">{words.title}</p>
        <p>{words.text}</p>
        <Link className="button button--secondary" to={tShirtOfferHref(source)}>
          {words.cta}
        </Link>
      </div>
    </aside>
  );
}
