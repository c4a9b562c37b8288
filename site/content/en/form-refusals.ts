import { waitWords } from './forms';

/**
 * The short pages the server answers a form posted without JavaScript with when it refuses the post
 * before looking at what was typed (site/server/http/refusal-pages.ts): no form is shown again, so each
 * says what happened and what to do next, and links back to the form.
 */
export const FORM_REFUSAL_WORDS = {
  /** The page's heading, also its title. */
  heading: 'Your form was not sent',
  /** The link back to the form's page. */
  backToForm: 'Go back to the form',
  /** No security token in the post (a page saved long ago, or a post made by a program). */
  noToken:
    'It arrived without the security check our forms carry, so we could not accept it. Open the form again, then fill it in and send it.',
  /** The post came from another website. */
  crossSite:
    'It was sent from another website, and our forms accept only what is sent from our own pages. Open the form on our site to send it.',
  /** The post is larger than the longest form anyone can fill in. */
  tooLarge:
    'It was longer than our forms allow. Go back to the form, shorten what you wrote, and send it again.',
  /** The post is not in a form's ordinary encoding. */
  unsupported:
    'It arrived in a format we cannot read. Open the form again on our site and send it from there.',
  /**
   * Too many posts in a short time, with how long to wait: the Retry-After header's seconds in words,
   * rounded up (minutes under an hour, then hours: a daily limit's wait reads '24 hours', never '1440
   * minutes').
   */
  tooManyRequests: (seconds: number): string =>
    `That was several tries in a short time, so we paused this form for a while. Wait ${waitWords(seconds)}, then send it again.`,
};
