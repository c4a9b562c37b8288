export type { EmailFriendWords } from './email-friend.words';
export type { EmailFriendApi } from './email-friend.connect';
export { connectEmailFriend } from './email-friend.connect';
export type { EmailFriendProps } from './EmailFriend';
export { EmailFriend } from './EmailFriend';
