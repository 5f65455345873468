/**
 * The installed app without a network (issue 19): `messages.offline`. It promises only what works: the app itself
 * opens, but no API answer is cached (issue 27), so a screen not already on show cannot load its data. A module of its own so that the web app's
 * offline notice, part of every page, does not bring the whole of messages.ts into the app shell.
 */
export const offlineMessage =
  'You are offline. What is already on screen stays, but loading a screen, bets and balances need a connection.';
