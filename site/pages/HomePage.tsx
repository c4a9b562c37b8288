import { Link } from '../../views/router';
import { HELP_PATH } from '../content/help';

/** The home page: what the site is and where to start. */
export default function HomePage() {
  return (
    <div className="page page--home">
      <h1>Play smart. Know the odds.</h1>
      <p className="lead">
        Games of chance should stay a game. Here you can check in on your own play in a couple of minutes, and
        find free, confidential help any time you or someone you care about needs it.
      </p>
      <ul className="link-cards">
        <li>
          <Link className="link-card" to="/games/gambler-quiz">
            <span className="link-card__title">Gambler or Problem Gambler?</span>
            <span className="link-card__text">
              Nine questions about the last 12 months. About two minutes.
            </span>
          </Link>
        </li>
        <li>
          <Link className="link-card" to={HELP_PATH}>
            <span className="link-card__title">Get help, give help</span>
            <span className="link-card__text">Who to call or text, and how to support someone else.</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
