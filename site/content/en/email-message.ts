import type { EmailFriendTexts } from '../email-friend';

/** The email-a-friend message in English: what the server mails and the preview page shows. */
export const EMAIL_FRIEND_MESSAGE: EmailFriendTexts = {
  subject: 'Someone who cares about you sent you this',
  paragraphs: [
    { kind: 'text', text: 'Hi,' },
    {
      kind: 'text',
      text:
        'A friend sent you this note because they care about you. It is not a judgement, and nobody ' +
        'is keeping score. It is just a reminder that you are not on your own.',
    },
    {
      kind: 'text',
      text:
        'Gambling is meant to be fun. If it has stopped feeling that way, for you or for someone close ' +
        'to you, talking to someone can help. It is free and confidential.',
    },
    { kind: 'helpline', before: 'Ohio’s Problem Gambling Helpline is open 24/7: ' },
    { kind: 'site', before: 'Tips, tools and ways to get help: ' },
    { kind: 'text', text: 'Take care of yourself.' },
    {
      kind: 'text',
      text:
        'This message was sent from the Play Smart website by someone who knows your address. ' +
        'Your address was not stored, and it has not been added to any list.',
    },
  ],
};

/** The email preview page's own words in English. */
export const EMAIL_PREVIEW_WORDS = {
  title: 'The email your friend will get',
  lead: 'This is the whole message: nothing else is added. No email addresses are stored.',
  subject: 'Subject:',
};
