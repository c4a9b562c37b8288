import { Link } from '../router';
import {
  TSHIRT_REGISTERED_STORAGE_KEY,
  isTShirtOffered,
  parseTShirtRegisteredFlag,
  tShirtOfferHref,
} from '@play-smart/engine';
import { useCommonWords, usePageSettings } from '../layout';
import { useHydrated, useRuntime } from '../runtime';
import './tshirt.css';

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
      <p className="tshirt-offer__title">{words.title}</p>
      <p>{words.text}</p>
      <Link className="button button--secondary" to={tShirtOfferHref(source)}>
        {words.cta}
      </Link>
    </aside>
  );
}
