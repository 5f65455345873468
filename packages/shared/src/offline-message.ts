/**
 * The installed app without a network (issue 19): `messages.offline`. A module of its own so that the web app's
 * offline notice, part of every page, does not bring the whole of messages.ts into the app shell.
 */
export const offlineMessage =
  'You are offline. Screens you opened before still show; bets, balances and new data need a connection.';
