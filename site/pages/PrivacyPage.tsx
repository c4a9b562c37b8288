import { PRIVACY_CONTENT } from '../content/en/privacy';
import { Article } from './Article';

/** /privacy-policy: what the site keeps, why, for how long and who sees it (linked from the sign-up). */
export default function PrivacyPage() {
  return <Article content={PRIVACY_CONTENT} className="page--privacy" />;
}
