import { ACCESSIBILITY_CONTENT } from '../content/en/accessibility';
import { Article } from './Article';

/** /accessibility: the accessibility statement. */
export default function AccessibilityPage() {
  return <Article content={ACCESSIBILITY_CONTENT} className="page--accessibility" />;
}
