import type { ArticleContent } from '../../pages/Article';

/**
 * The privacy policy in English: plain words, and true of this software. Each statement matches the code:
 * the registrations table (site/server/migrations/0001_registrations.sql), the staff export and purge
 * (site/server/admin/), the contact messages (0004_contact_messages.sql, site/server/routes/contact.ts: not
 * logged), email-a-friend (site/server/routes/email-friend.ts: no address stored or logged),
 * the analytics data layer (engine/core/effects.ts: event names and game slugs only), the cookies
 * (site/server/security/csrf.ts, site/server/routes/scroll-games.ts), the rate-limit counters
 * (site/server/security/rate-limits.ts, recipient-key.ts) and the logs (method and path only). The section
 * 'what-is-sent' names every path of API_PATHS (engine/contract); test/views/privacy-claims.test.ts checks
 * that it does, and that it names every cookie. Change this page whenever one of those changes.
 */
export const PRIVACY_CONTENT: ArticleContent = {
  title: 'Privacy policy',
  lead: 'Play Smart is built to know as little about you as possible. This page says what the site keeps, why, for how long, and who sees it.',
  updated: 'Last updated November 27, 2026.',
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'short-version',
      heading: 'The short version',
      paragraphs: [],
      list: [
        'You can play the games, take the quizzes and use the calculator without giving any personal information. Your answers stay on your device.',
        'Four things are sent to our server: a finished Scroll of Infinity game’s score (a number), the T-shirt form, the email-a-friend form and the contact form. The next section lists every request the page makes.',
        'If you sign up for a free T-shirt, we keep what you type in the form so we can mail the shirt, until staff delete it.',
        'If you email a friend, their address is used to send that one message and is not stored. Only a one-way code made from it is kept for a day, to limit how many messages one address gets.',
        'If you write to us through the contact page, we keep your message, name and email address so staff can answer you, until staff delete it.',
        'There are no advertising or tracking cookies. The site sets small cookies only on the three pages with a form, and when you send a game score or choose a language.',
      ],
    },
    {
      id: 'what-is-sent',
      heading: 'What your browser sends to our server',
      paragraphs: [
        'Like any website, your browser asks our server for each page, picture and script. Apart from that, the page itself makes only these requests:',
      ],
      list: [
        '/api/scroll-games: when a game of The Scroll of Infinity ends, the page sends your final score (a number, nothing else), then asks for the other players’ figures to show your rank.',
        '/api/register: when you send the free T-shirt form, the page sends what you typed in it.',
        '/api/emailfriend: when you send the email-a-friend form, the page sends your friend’s address, so we can send them one message.',
        '/api/contact: when you send the contact form, the page sends your topic, name, email address and message, so staff can answer you.',
        '/api/csrf: just before the first of those four sends, the page asks for the two security cookies listed under Cookies. It sends nothing about you.',
        '/js/config/quiz-questions.json: the Quiz Game downloads its questions. It sends nothing about you, and your answers are not sent.',
      ],
      after: [
        'Nothing you answer in the Gambler Quiz, the Quiz Game, the two generators or the calculator is sent.',
      ],
    },
    {
      id: 'tshirt',
      heading: 'The free T-shirt sign-up',
      paragraphs: [
        'What we keep: your first and last name, date of birth, address (address lines, city, state and ZIP code), email address, shirt size, that you agreed to this policy, which offer brought you to the form (the name of a game, or the home page), and the date and time you signed up.',
        'To give one shirt per person, we also keep your email address in lower case and a one-way code made from your name, date of birth and address. The code cannot be turned back into your details; it only tells us when the same person signs up twice.',
        'Why: to mail you a shirt, to check that you are 18 or over and have an Ohio address (shirts are for Ohio residents only), and to give one shirt per person.',
        'Who sees it: Ohio Lottery staff who send the shirts, through a staff-only export file. It is not shown on the site, not sold, and not used for advertising.',
        'How long: until staff delete it. The site gives staff a command that deletes every sign-up older than a number of days they choose, meant to be run once the shirts have gone out.',
      ],
    },
    {
      id: 'email-a-friend',
      heading: 'Email a friend',
      paragraphs: [
        'No email addresses are stored. The address you type is used to send one fixed message, which you can preview before sending. It is not written to our database or to any log. A one-way code made from it is kept for one day (see Server logs and limits).',
        'The message does not include your name or your address. Like any email, it passes through the mail system that delivers it.',
      ],
    },
    {
      id: 'contact',
      heading: 'The contact page',
      paragraphs: [
        'What we keep: what your message is about (an accessibility barrier, a question, or a request to delete your sign-up), your name, your email address, your message, and the date and time you sent it.',
        'Why: to answer you, and to do what you ask, such as deleting your T-shirt sign-up.',
        'Who sees it: Ohio Lottery staff who answer the messages, through a staff-only export file. It is not shown on the site, not written to any log, not sold, and not used for advertising.',
        'How long: until staff delete it. The site gives staff a command that deletes every message older than a number of days they choose, meant to be run once the messages are answered.',
      ],
    },
    {
      id: 'games',
      heading: 'Games, quizzes and the calculator',
      paragraphs: [
        'Your answers stay in your browser: nothing you choose in a quiz, a game or the calculator is sent to us.',
        'The one exception is a score: when a game of The Scroll of Infinity ends, the page sends your final score (a number, nothing else) so we can show how far other players scrolled. Scores are kept only as counts per score range, with nothing that links them to you.',
        'Your browser also remembers two things on your device (in its local storage): whether you have signed up for a shirt, so the site stops offering one, and any extra time you chose for a timed game. They never leave your device.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Site statistics',
      paragraphs: [
        'When you finish a game or the calculator, the page notes that it happened and which game it was, for example “game_end” and “gambler-quiz”. That is all: never your answers, score, risk level, or anything about you.',
        'These notes are kept in a list inside the page (its “data layer”). If the Ohio Lottery runs its statistics tool (Google Tag Manager) on the site, that tool sends these notes to Google for the Lottery’s statistics of how the site is used, and Google’s privacy policy applies.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'The site sets no cookies on the pages you only read or play. The three pages with a form, “Free Shirt!”, “Get help, give help” and “Contact us”, set the first two as they open, so that their form also works without JavaScript. The others are set only when you send a score or choose a language:',
      ],
      list: [
        'anon (called __Host-anon on the secure site): a random code that stands for your browser, not for you (your browser keeps it from other pages’ scripts). It protects the forms from forgery and lets us limit how often one browser can send the sign-up. Kept for seven days.',
        'XSRF-TOKEN: a code made from the first one, which the page sends back with each form to prove the form came from this site. Kept for seven days.',
        'scroll-posted: after you send a scroll-game score, for one minute, so the statistics you see include your own score.',
        'lang: the language you chose with the English / Español link at the top of the page (en or es), so the home page opens in it next time. Set only when you use that link, never guessed from your browser or your address. Kept for a year.',
      ],
      after: [
        'Videos are played by Vimeo, and only load when you open one: Vimeo’s own privacy policy applies to them. When the forms use Google reCAPTCHA to keep robots out, it loads only once you start filling in a form, and Google’s privacy policy and terms apply.',
      ],
    },
    {
      id: 'logs',
      heading: 'Server logs and limits',
      paragraphs: [
        'Our server logs record the kind of request and the page address only: not your IP address, not your cookies, and nothing you typed.',
        'To limit how often forms and scores can be sent, and how many new security cookies one address is given, the server counts requests for a few minutes (one to ten, as the site is set up) by your internet (IP) address or by the anon cookie. Each count expires after that time and is deleted within about an hour.',
        'So that a form sent twice (a double click, or sent again after a lost connection) is handled only once, each form carries a random code, made anew each time the page opens. When it answers a form, the server keeps that code, its answer and a one-way code made from what was sent for one day, then deletes them. The one-way code cannot be turned back into what you typed.',
        'To stop the site being used to flood someone’s inbox, each inbox can get at most three email-a-friend messages a day, however its address is written: capital letters, anything after a plus sign (name+extra@…) and, for Gmail, dots in the name and the googlemail.com spelling all count as the same inbox. To count them, the server keeps a one-way code made from the inbox’s address for one day, then deletes it within about an hour. The code cannot be turned back into the address.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and deletion',
      paragraphs: [
        'Signing up for a shirt is up to you, and nothing else on the site needs it.',
        'To ask what we hold about you, or for your sign-up to be deleted sooner, write to us on the contact page (choose “Delete what I sent you”) or contact the Ohio Lottery through ohiolottery.com, and give the email address you used.',
        'Clearing this site’s data in your browser removes the cookies and what your browser remembered.',
      ],
    },
  ],
};
