import type { FormWords } from '../../views/forms';
import { Registration, RegistrationUnavailable, type RegistrationWords } from '../../views/registration';
import { usePageSettings } from '../../views/layout';
import { useLocation } from '../../views/router';
import { useHydrated } from '../../views/runtime';
import { pageBotCheckSiteKey } from '../settings/bot-check-settings';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['registration', 'forms'],
  import.meta.glob<Record<string, unknown>>('./*/{registration,forms}.ts', { base: '../content' }),
);

/** The page's words from its content modules (registration, forms). */
export const pick = ([registration, forms]: ContentModules): RegisterPageWords => ({
  registration: registration?.REGISTRATION_WORDS as RegistrationWords,
  forms: forms?.FORM_WORDS as FormWords,
});

/** The sign-up page's words: the form's own and the words every form shares. */
export interface RegisterPageWords {
  readonly registration: RegistrationWords;
  readonly forms: FormWords;
}

/** The query parameter naming the game (or page) whose offer led here. */
const SOURCE_PARAM = 'source';

/**
 * /games/register: the free-shirt sign-up. Whether shirts are left is a page setting the server writes
 * per response, which the prerendered HTML cannot know: until hydration both the form and the kind
 * 'none left' panel are in the markup and CSS shows the right one (the server marks <html>); then only
 * the right one is rendered, so nothing moves and no form that cannot succeed is ever shown.
 */
export default function RegisterPage({ words: all }: PageProps<RegisterPageWords>) {
  const words = all.registration;
  const hydrated = useHydrated();
  const { tShirtsAvailable } = usePageSettings();
  const { search } = useLocation();
  const source = new URLSearchParams(search).get(SOURCE_PARAM);
  const form = (
    <Registration
      words={words}
      formWords={all.forms}
      botCheckSiteKey={pageBotCheckSiteKey()}
      source={source}
    />
  );
  const none = <RegistrationUnavailable words={words} />;
  return (
    <div className="page page--register">
      <h1 id="registration-title">{words.title}</h1>
      <div className="registration-choice">
        {(!hydrated || tShirtsAvailable) && <div className="registration-choice__open">{form}</div>}
        {(!hydrated || !tShirtsAvailable) && <div className="registration-choice__closed">{none}</div>}
      </div>
    </div>
  );
}
