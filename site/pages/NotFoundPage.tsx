import { Link } from '../../views/router';

/** Any path the site does not have. The server sends it with status 404. */
export default function NotFoundPage() {
  return (
    <div className="page page--not-found">
      <h1>We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
