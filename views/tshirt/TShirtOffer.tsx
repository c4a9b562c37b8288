import { Link } from 'react-router';
import {
  TSHIRT_REGISTERED_STORAGE_KEY,
  isTShirtOffered,
  parseTShirtRegisteredFlag,
  tShirtOfferHref,
} from '../../engine';
import { usePageSettings } from '../layout';
import { useRuntime } from '../runtime';
import './tshirt.css';

/** The free T-shirt banner on game end screens, shown only when the engine says it is on offer. */
export function TShirtOffer({ source }: { source: string }) {
  const { storage } = useRuntime();
  const { tShirtsAvailable } = usePageSettings();
  const registered = parseTShirtRegisteredFlag(storage.get(TSHIRT_REGISTERED_STORAGE_KEY));
  if (!isTShirtOffered({ registered, tShirtsAvailable })) return null;
  return (
    <aside className="tshirt-offer" aria-label="Free T-shirt">
      <p className="tshirt-offer__title">Free Shirt!</p>
      <p>Ohio residents 18 and over can get a free T-shirt while supplies last.</p>
      <Link className="button button--secondary" to={tShirtOfferHref(source)}>
        Get your free T-shirt
      </Link>
    </aside>
  );
}
