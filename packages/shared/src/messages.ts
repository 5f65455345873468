import { formatRsFixed, formatRsShort } from './money';
import { offlineMessage } from './offline-message';
import { REFERRAL_COMMISSION_TEXT } from './prize-split';

/** A paged list's `limit` out of range (the lists take 1 to 100; a group's bets up to 500). */
export const invalidLimitMessage = (max: number) => `Limit must be a whole number from 1 to ${max}`;

/**
 * Every user-facing text of the spec, once. Server answers and web forms both read from here,
 * so a wording change is a one-line change.
 */
export const messages = {
  // registration and profile
  firstNameRequired: 'First Name is required',
  firstNameTooLong: 'First name should be less than 30 characters',
  lastNameRequired: 'Last Name is required',
  lastNameTooLong: 'Last name should be less than 30 characters',
  invalidEmail: 'Invalid email address',
  countryCodeRequired: 'Country Code is required',
  phoneRequired: 'Phone Number is required',
  invalidPhone: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidReferralCodeFormat: 'Invalid referral code format',
  invalidReferralCode: 'Invalid referral code',
  referralLookupFailed: 'Invalid referral code - proceeding with normal registration',
  phoneTaken: 'Phone number is already registered',
  emailTaken: 'Email is already registered',
  registrationFailed: 'Registration Failed',
  registrationSuccessful: 'Registration Successful',

  // login and password
  loginFailed: 'Invalid phone number or password',
  loginSuccessful: 'Login Successful!',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again later.',
  /** Registration and the referral lookup, past their per-address limit. */
  tooManyRequests: 'Too many requests from this address. Please try again later.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordChanged: 'Password changed successfully',
  changePasswordFailed: 'Failed to change password',
  newPasswordSameAsCurrent: 'The new password must be different from the current password',
  passwordReset: 'Password reset. Give the member this temporary password; it is shown only once.',

  // auth
  unauthorized: 'Not authorized, please sign in',
  forbidden: 'You do not have permission to do this',
  userNotFound: 'User not found',
  notFound: 'Not found',
  /** A malformed id in a path (a mistyped or cut link). */
  invalidLink: 'This link is not valid',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',

  // clubs
  sharesNegative: 'Shares cannot be negative.',
  sharesSumTooHigh: 'Sum of Manager share and Admin share must be less than 100.',
  winnerSharesNegativeAdmin: 'Winner shares cannot be negative.',
  clubNameRequired: 'Club name is required',
  clubNotFound: 'Club not found',
  clubHasMembersOrMatches: 'Club cannot be deleted while it has members or matches',
  clubNameTooLong: 'Club name should be less than 60 characters',
  sharesDecimals: 'Shares can have at most 2 decimal places.',
  sharesInvalid: 'Shares must be numbers such as 10 or 12.5',
  managerShareRequired: 'Manager share is required',
  adminShareRequired: 'Admin share is required',
  clubAdded: 'Club added successfully!',
  clubUpdated: 'Club updated successfully!',
  clubSettingsSaved: 'Club settings saved',
  reminderMinutesHelp:
    'Members without a bet are reminded this many minutes before a match starts; 0 turns reminders off.',
  clubDeleted: 'Club deleted successfully',
  /** What each club share means (design section 4, settlement step 4): shown by the club form and card. */
  adminShareHelp: "The admin's percent of each group's house remainder (the pool minus the prizes paid to winners).",
  managerShareHelp:
    'Recorded for the club. The manager receives the whole house remainder after the admin share, whatever this says.',
  houseShareExplained:
    "What the prizes leave of the pool is the house remainder: the admin receives the club's admin share of it, the club manager the rest.",

  // members and credits
  invalidCreditAmount: 'Please enter a valid credit amount',
  memberNotFound: 'Member not found',
  deductionExceedsBalance: "Deduction amount cannot exceed the member's credit balance",
  userAlreadyInClub: 'User already belongs to a club',
  creditAdded: 'Credit added successfully',
  creditDeducted: 'Credit deducted successfully',
  memberRemoved: 'Member removed successfully',
  memberAdded: 'Member added successfully',
  // club invitations (design-season section 10): joining a club needs the member's consent
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired. Ask the club to invite you again.',
  invitationAlreadyAccepted: 'You have already accepted this invitation',
  invitationAlreadyDeclined: 'You have already declined this invitation',
  invitationDeclined: 'Invitation declined',
  invitationsLoadFailed: 'Failed to load invitations',
  invitationAnswerFailed: 'Failed to answer the invitation. Please try again.',
  // design-contests section 4: staff withdraw, daily limits, void once the member joins a club
  invitationWithdrawn: 'Invitation withdrawn',
  /** The member answers an invitation its club has withdrawn. */
  invitationWasWithdrawn: 'The club has withdrawn this invitation',
  /** The member joined a club (any) after this invitation was sent: it no longer applies, even after leaving. */
  invitationVoid: 'This invitation no longer applies: you joined a club after it was sent',
  /** Staff withdraw an invitation the member already answered, or that was withdrawn or voided. */
  invitationNotPending: 'This invitation is no longer pending',
  tooManyInvitations: 'Too many invitations, try again tomorrow',
  invitationWithdrawFailed: 'Failed to withdraw the invitation. Please try again.',
  /**
   * Add-member and the member import about a registered phone outside the club: the same words whatever the account
   * is (registration reveals no more), so staff cannot tell a Member without a club from anyone else.
   */
  phoneAlreadyRegistered: 'This phone number is already registered',
  addMemberRegistered:
    'This phone number is already registered. If they have no club yet, they get an invitation and join when they accept.',
  tooManyImportChecks: 'A club can check 20 member files a day. Please try again tomorrow.',
  clubWhatsAppCapReached:
    'This club has sent its 200 WhatsApp messages for today. Import without sending invites, or try again tomorrow.',
  welcomeLinkForNewMember: 'Send this welcome link to the new member: they choose their own password with it.',
  confirmResetPassword:
    "Reset this member's password? Their current password and sessions stop working, and you get a temporary password to give them.",
  passwordCopied: 'Copied',

  // referrals and invites
  invitePhoneRequired: 'Please enter a phone number',
  invitePhoneInvalid: 'Please enter a valid phone number (10-15 digits)',
  inviteSent: 'Invite sent',
  /** No delivery provider is configured: the invite waits in the outbox; the member can send the wa.me link. */
  inviteQueued: 'Invite queued. No WhatsApp sender is set up here, so send it yourself with the WhatsApp link.',
  tooManyInvites: 'Too many invites sent today. Please try again tomorrow.',

  // matches
  team1Required: 'Team 1 is required',
  team2Required: 'Team 2 is required',
  dateTimeRequired: 'Date and time is required',
  matchNotFound: 'Match not found',
  matchHasBets: 'Match cannot be changed once bets are placed',
  matchEditLocked:
    'This match has bets, so it is locked: only its date and time can be moved later (postponed), before it starts.',
  dateTimeInPast: 'Date and time must be in the future',
  teamsMustDiffer: 'Team 1 and Team 2 must be different',
  teamNameTooLong: 'Team name should be at most 50 characters',
  venueInvalid: 'Venue should be text of at most 100 characters',
  dateTimeInvalid: 'Please enter a valid date and time',
  statusInvalid: 'Status must be Active or Inactive',
  playerNameTooLong: 'Player name should be at most 30 characters',
  playersPasteHelp: 'Paste the team: one name per line, or separated by commas. The fields below fill in order.',
  playersPasteTooMany: 'A team has 7 players: only the first 7 names were used.',
  playerIndexInvalid: 'Player positions must be 0 to 6',
  playersInvalid: 'Player names must be text',
  matchAdded: 'Match added successfully!',
  matchUpdated: 'Match updated successfully!',
  matchDeleted: 'Match deleted successfully!',
  playersUpdated: 'Players updated successfully!',
  playersLocked: 'Players cannot be changed after credits are approved',
  /** A match with bets that can no longer be postponed (started, or no longer Active or Inactive). */
  matchLockedForGood: 'This match has bets and can no longer be changed.',
  postponeLaterOnly: 'A match with bets can only be moved to a later date and time.',
  /** A result is published: the match never takes bets again (design-season section 10). */
  matchHasResult: 'This match has a result, so it is locked',
  /** Members see this where player names would be, while a team has no names yet. */
  playersNotAnnounced: 'Players not announced yet',

  // groups
  winnerShareNegative: 'Winner share percentage cannot be negative',
  winnerSharesTooHigh: 'Total winner shares cannot exceed 100%',
  minimumIncrementRequired: 'Minimum Increment is required',
  betTypeNotSupported: 'Bet type must be First Better, Multi Betters, Bidding Method or Fantasy Team',
  /** Fantasy Team groups (design-contests section 1): the group's fields, the players' prices and the entries. */
  teamSizeInvalid: 'Team size must be 3 to 7',
  maxTeamsInvalid: 'Teams per member must be 1 to 5',
  creditBudgetInvalid: 'The budget must be between 1 and 1000 credits',
  playerCreditsInvalid: 'Credits must be 6 to 11 in steps of 0.5',
  groupTakesNoTeams: 'This group does not take teams',
  teamNeedsBothSides: 'Pick players from both teams',
  captainsInvalid: 'Choose a captain and a vice-captain from your team',
  teamAlreadyEntered: 'You already entered this team',
  teamEntered: 'Team entered',
  teamSaved: 'Team saved',
  fantasyTeamNotFound: 'Fantasy team not found',
  teamBodyInvalid: 'Send the players as a list of codes such as "1" or "A", with a captain and a vice-captain',
  /** POST /api/bids on a group of another type (design-match-day section 6). */
  groupTakesNoBids: 'This group does not take bids',
  /** POST /api/bets/multiple on a Bidding Method group: its lots are bid for. */
  groupTakesBidsOnly: 'This group takes bids only: open the bidding screen to bid on a lot',
  bidAmountInvalid: 'Please enter a valid bid amount',
  groupNotFound: 'Group not found',
  groupHasBets: 'Group cannot be edited once bets are placed',
  betAmountInvalid: 'Please enter a valid bet amount',
  minimumIncrementInvalid: 'Please enter a valid minimum increment',
  winnerShareInvalid: 'Winner share must be a percentage such as 40 or 12.5 (at most 2 decimals)',
  winnerShareRequired: 'Enter a winner share for each place (0 if that place wins nothing)',
  groupSharesHelp:
    'Shares are percentages of the pool for 1st, 2nd and 3rd place; together at most 100%. Set a share to 0 when that place pays nothing.',
  groupAdded: 'Group added successfully!',
  groupUpdated: 'Group updated successfully!',
  groupDeleted: 'Group deleted successfully.',

  // results and settlement
  scoresInvalid: 'Seven numeric scores are required for each team',
  resultNotFound: 'Result not found',
  resultExists: 'This match already has a result',
  resultLocked: 'Result cannot be changed after credits are approved',
  resultAdded: 'Result added successfully!',
  resultUpdated: 'Result updated successfully!',
  confirmResultBeforeStart: 'The match has not started yet. Saving a result now closes betting. Continue?',
  noResultYet: 'Credits cannot be approved before a result is saved',
  /** Standings before the match has a result (design-match-day section 2). */
  standingsNoResult: 'No result yet',
  standingsNoResultHelp: 'Standings appear once the manager saves a result for this match.',
  standingsProvisional: 'Provisional until the credits are approved',
  standingsFinal: 'Final: credits approved',
  groupStandingsEmpty: 'No bets were placed in this group',
  alreadySettled: 'Credits have already been approved for this match',

  // points systems, scorecards and Cricsheet files (design-season sections 1 to 3)
  pointsInvalid: 'Points must be whole numbers from -100 to 100',
  bandsInvalid: 'Bands must be in ascending order and end with one without a bound',
  bandLimitInvalid: 'Band limits must be numbers above 0 with at most 2 decimals',
  minBallsInvalid: 'Minimum balls must be a whole number from 0 to 600',
  pointsSystemNameInvalid: 'Points system name must be 1 to 40 characters',
  pointsSystemSaved: 'Points system saved',
  pointsSystemReset: 'Points system reset to the default',
  figuresInvalid: 'Figures must be whole numbers from 0 to 9999',
  figuresFlagsInvalid: 'Played and out must be true or false',
  wicketsInvalid: 'Wickets must be at most 10, and lbw or bowled wickets at most the wickets',
  boundariesExceedRuns: 'Boundaries add up to more than the runs',
  maidensExceedOvers: 'Maidens cannot exceed overs bowled',
  figuresWithoutPlaying: 'A player who did not play cannot have figures',
  scorecardSaved: 'Scorecard saved',
  scorecardTeamsInvalid: 'Each team needs the figures of its 7 players',
  scorecardSourceInvalid: 'Source must be manual or cricsheet',
  /** A scorecard whose points a typed result could not hold (design-contests section 4). */
  scorecardScoresOutOfRange: 'Scores must be between -1,000 and 100,000',
  /** Staff and member screens, when a hand-typed result replaced the scorecard. */
  scoresEnteredByHand: 'The scores of this match were entered by hand',
  /** The Cricsheet file names teams that are not this match's. */
  cricsheetOtherMatch: 'This Cricsheet file is of another match',
  noScorecardYet: 'No scorecard yet',
  notCricsheetFile: 'Not a Cricsheet match file',
  /** The scorecard screen's overs box (design-season section 2: overs typed as `3.2`). */
  oversInvalid: 'Overs must be whole overs and 0 to 5 balls, like 3.2',
  /** The Cricsheet import: one file player chosen for two slots would score twice. */
  cricsheetPlayerTwice: 'This Cricsheet player is chosen for another slot too',

  // bets
  selectAtLeastOne: 'Please select at least one combination',
  selectAtLeastOneValid: 'Please select at least one valid combination',
  maxCombinations: 'Maximum 5 combinations allowed per bet',
  maxCombinationsSelection: 'You can select maximum 5 combinations at a time',
  /** Tap-to-pick on place-bet (design-match-day section 2). */
  pickPlayersHelp: 'Tap three players (from either team) to add a combination, or type it in the box.',
  pickTakenReason: 'Players greyed out would make a combination that is already taken.',
  /** Prize preview on place-bet: what each place would get if betting closed now. */
  prizePreviewTitle: 'Prizes if betting closed now',
  bettingClosed: 'Betting is closed for this group',
  betAmountMismatch: "Bet amount does not match the group's bet amount",
  duplicateInRequest: 'Each combination can be chosen only once per bet',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  invalidPage: 'Page must be a whole number of 1 or more',
  invalidLimit: invalidLimitMessage(100),
  /** GET /api/bets/group/{groupId}: pages of up to 500 bets (GROUP_BETS_MAX_LIMIT). */
  invalidGroupBetsLimit: invalidLimitMessage(500),
  /** Shown beside the spec's insufficient-credits text (which stays as the spec writes it). */
  insufficientCreditsHint: 'Ask your club manager to add credits to your account.',
  creditsApproved: 'Credits approved and distributed successfully!',
  /** A bet sent without a connection: said at once, and the same bets are retried with the same Idempotency-Key. */
  betsOffline: 'You are offline. Your bets are not placed yet: they will be sent when you are back online.',
  betsNetworkFailed: 'Could not reach the server. Your bets are not placed yet: press the button again to retry.',
  /** Scores are saved but the manager has not approved credits: no winners are final yet. */
  scoresNotInYet: 'Scores are not in yet.',
  /** Manage Matches with no match: the Manager's own club (spec text), or the club an Admin is looking at. */
  noMatchesInOwnClub: 'No Matches Added To Your Club',
  noMatchesInThisClub: 'No matches have been added to this club yet.',
  resultAwaitsApproval: 'Scores are in. The result awaits approval by the club manager.',
  /** /change-password opened signed out (the route stays unguarded). */
  signInFirst: 'Sign in first to change your password.',

  // the installed app without a network (issue 19)
  offline: offlineMessage,
  // abandon (design-match-day section 3)
  matchAbandoned: 'Match abandoned and all bets refunded.',
  matchAlreadyAbandoned: 'Match already abandoned',
  creditsAlreadyApproved: 'Credits already approved',
  confirmAbandonMatch: 'Are you sure you want to abandon this match and refund every bet?',

  // notifications and audit (sections 4 and 5)
  notificationIdsInvalid: 'ids must be a list of notification ids',
  reminderMinutesInvalid: 'Reminder minutes must be a whole number from 0 to 1440',
  auditActionInvalid: 'Unknown audit action',
  auditDateInvalid: 'Dates must be YYYY-MM-DD or ISO 8601 date and time',
  noNotifications: 'No notifications yet',
  // push notifications (design-contests section 2)
  pushAddressRefused: 'This is not a push service address',
  pushKeysInvalid: 'The subscription keys are not valid',
  notificationSettingsInvalid: 'Each notification setting must be true or false',
  pushSubscribed: 'This phone will get notifications',
  pushUnsubscribed: 'This phone will no longer get notifications',
  pushTestQueued: 'Test notification sent',
  pushTestTooMany: 'You can send 5 test notifications every 10 minutes. Please try again later.',
  pushTestTitle: 'Test notification',
  pushTestBody: 'Notifications are on for this phone',
  pushTitleReminder: 'Match reminder',
  pushTitleResult: 'Results',
  pushTitleCredit: 'Credits',
  pushTitleInvite: 'Club invitation',
  pushTitleRefund: 'Refund',
  pushTitleReferral: 'Referral earnings',
  pushTitleOutbid: 'Outbid',
  pushTitleMatch: 'Match update',
  noAuditEntries: 'No audit entries match these filters',
  auditLoadFailed: 'Failed to load the audit trail',
  auditDownloadFailed: 'Failed to download the audit trail',
  // standings, statistics and exports (design-match-day section 7)
  invalidDate: 'Dates must be written as YYYY-MM-DD',
  invalidDateRange: 'The start date must be on or before the end date',
  standingsTitle: 'Standings',
  standingsEmpty: 'No settled matches with bets in this period',
  statsTitle: 'My Statistics',
  statsEmpty: 'No settled matches with your bets yet',
  statsChartTitle: 'Staked and won per match',
  downloadCsv: 'Download CSV',
  downloadFailed: 'Download failed',

  // confirmations (spec section 8; member removal and group deletion have no spec text)
  confirmDeleteMatch: 'Are you sure you want to delete this match?',
  confirmApproveCredits: 'Are you sure you want to share the credits to winners?',
  confirmDeleteClub: 'Are you sure you want to delete this club?',
  confirmRemoveMember: 'Are you sure you want to remove this member from the club? Their balance and history stay.',
  confirmDeleteGroup: 'Are you sure you want to delete this group? Every bet placed in it is refunded.',

  // squads, lineups and group templates (design-season section 4)
  teamNameRequired: 'Team name is required',
  teamExists: 'A team with this name already exists',
  teamNotFound: 'Team not found',
  teamAdded: 'Team added',
  teamUpdated: 'Team updated',
  teamDeleted: 'Team deleted',
  squadPlayersInvalid: 'Players must be a list of names',
  squadTooLarge: 'A squad has at most 40 players',
  squadPlayerNameInvalid: 'Player names must be 1 to 30 characters',
  confirmDeleteTeam: 'Are you sure you want to delete this team? Matches keep their players.',
  groupTemplatesInvalid: 'Templates must be a list of groups',
  groupTemplatesTooMany: 'A club keeps at most 5 group templates',
  groupTemplatesSaved: 'Group templates saved',
  /** The match form's switch (and the fixture import's): one group per template of the club, at once. */
  createClubGroups: "Create the club's groups",
  createGroupsInvalid: 'createGroups must be true or false',
  /** After a Cricsheet import on the scorecard screen. */
  saveSquadsFromCricsheet: "Save both teams' squads",
  squadsSaved: 'Squads saved',
  /** Merging a Cricsheet file's squads into the club's teams (issue 38). */
  squadsInvalid: 'Squads must be a list of one or two teams',
  squadsSameTeam: 'The squads name the same team twice',
  // fixture import and calendar feed (design-season section 5)
  fixtureColumnsMissing: 'The file needs the columns team1, team2 and dateTime (or date and time)',
  unknownTimeZone: 'Unknown time zone',
  fixtureDuplicate: 'Already in the fixtures',
  // Both CSV imports (fixtures, section 5; members, section 6): one text per refusal of a whole file, the limits the
  // same for both (packages/shared/src/schemas/csv-import.ts).
  csvRequired: 'Choose or paste a CSV file',
  csvTooLarge: 'The file is larger than 200 KB',
  csvTooManyRows: 'The file has more than 500 rows',
  csvNoRows: 'The file has no rows below its header row',
  dryRunInvalid: 'dryRun must be true or false',
  sendInvitesInvalid: 'sendInvites must be true or false',
  calendarNotFound: 'Calendar not found',
  importFixtures: 'Import fixtures',
  importFixturesHelp:
    'A CSV file with a header row: team1, team2 and dateTime (or date and time), and optionally status and venue (Home Team, Away Team, Date, Time and Venue are read too). Times without a zone are read in your time zone.',
  // member import and welcome links (design-season section 6)
  importColumnsMissing: 'The file needs the columns firstName, lastName and phoneNumber',
  importAlreadyMember: 'Already a member of this club',
  importMembersFailed: 'Failed to import members',
  importMessagesLogged:
    'No WhatsApp sender is set up, so no messages went out: they were only written to the server log. Tell the members yourself.',
  welcomeLinkInvalid: 'This link has expired or was already used',
  memberHasPassword: 'This member has already set a password',
  welcomeLinkFailed: 'Failed to make a new welcome link',
  welcomeFailed: 'Failed to set your password',
  /** The error handler's own answers: a body without a readable first issue, a value the database refuses, a retry. */
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value in request',
  requestConflicted: 'The request conflicted with another one. Please try again.',
  /**
   * Fastify's own 4xx texts (its FST_ERR_CTP_* errors), answered as Fastify words them: listed here so a Hindi caller
   * gets their Hindi like any other text.
   */
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported Media Type',
  contentLengthMismatch: 'Request body size did not match Content-Length',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
} as const;

/** `Combination {x} must be exactly 3 unique characters` */
export const combinationLengthMessage = (x: string) => `Combination ${x} must be exactly 3 unique characters`;
/** First Better: somebody already holds this combination (in any order). */
export const combinationTakenMessage = (x: string) => `Combination ${x} already taken. Please try another combination.`;
/** Multi Betters: the member already holds this combination. */
export const ownDuplicateMessage = (x: string) => `You have already placed a bet on combination ${x}`;
/** Bidding Method (design-match-day section 6). */
export const bidHeldMessage = (x: string) => `You already hold the highest bid on ${x}`;
export const bidTooLowMessage = (leastPaise: bigint, x: string) => `Bid at least ${formatRsShort(leastPaise)} on ${x}`;
export const bidPlacedMessage = (x: string) => `Bid placed on ${x}`;
/** The ledger row of POST /api/bets/multiple (place_bets fills it in SQL: modules/bets/queries.ts). */
export const betPlacedDescription = (team1: string, team2: string, betType: string, combinations: string) =>
  `Bet on ${team1} vs ${team2} (${betType}): ${combinations}`;
export const bidDebitDescription = (x: string, team1: string, team2: string) => `Bid on ${x}: ${team1} vs ${team2}`;
export const outbidCreditDescription = (x: string, team1: string, team2: string) =>
  `Outbid on ${x}: ${team1} vs ${team2}`;
/**
 * What an approval moved, after its success text (amounts already in the screen's money format):
 * `Pool RS 100.00: RS 90.00 paid to winners, RS 10.00 to the house.`
 */
export const creditsApprovedFigures = (pool: string, paid: string, house: string) =>
  `Pool ${pool}: ${paid} paid to winners, ${house} to the house.`;
/** What a group delete refunded, after its success text: `3 bets refunded, RS 30.00 returned.` */
export const groupDeletedRefunds = (bets: number, amount: string) =>
  bets === 0 ? 'It had no bets to refund.' : `${bets} ${bets === 1 ? 'bet' : 'bets'} refunded, ${amount} returned.`;
/** Fantasy Team entries (design-contests section 1): `Pick exactly 5 players`. */
export const pickExactlyMessage = (n: number) => `Pick exactly ${n} players`;
/** `This team costs 44 credits; the budget is 43.5` (numbers as formatCredits writes them: no trailing zeros). */
export const teamOverBudgetMessage = (cost: string, budget: string) =>
  `This team costs ${cost} credits; the budget is ${budget}`;
export const mostTeamsMessage = (k: number) => `You have entered the most teams allowed in this group (${k})`;
/** The ledger text of a Fantasy Team entry fee: `Entry: India vs Australia`. */
export const teamEntryDescription = (team1: string, team2: string) => `Entry: ${team1} vs ${team2}`;
/** `1 bet placed successfully` / `{n} bets placed successfully` */
export const betsPlacedMessage = (n: number) => `${n} ${n === 1 ? 'bet' : 'bets'} placed successfully`;
/**
 * `Insufficient credits. You need RS{n} but only have RS{m}` (paise in). The server writes the spec's short RS
 * (`RS20`); a screen passes its own money format so the text matches the amounts beside it (`RS 20.00`).
 */
export const insufficientCreditsMessage = (
  needPaise: bigint,
  havePaise: bigint,
  format: (paise: bigint) => string = formatRsShort,
) => `Insufficient credits. You need ${format(needPaise)} but only have ${format(havePaise)}`;

/** Add member for an existing Member without a club: an invitation, not a membership (design-season section 10). */
export const invitationSentMessage = (firstName: string) =>
  `Invitation sent to ${firstName}. They join when they accept.`;
/** `Welcome to {clubName}`: the answer to accepting an invitation. */
export const invitationAcceptedMessage = (clubName: string) => `Welcome to ${clubName}`;

/**
 * Spec section 8 "Fallbacks": what the web shows when a failed call's answer carries no `message`. (Registration,
 * login, the password change and the referral lookup fall back to `messages.registrationFailed`, `loginFailed`,
 * `changePasswordFailed` and `referralLookupFailed`.)
 */
export const fallbackMessages = {
  enterTeam: 'Failed to enter the team',
  // push notifications (design-contests section 2)
  pushTurnOnFailed: 'Failed to turn on notifications on this phone',
  pushSettingsLoadFailed: 'Failed to load your notification settings',
  pushSettingsSaveFailed: 'Failed to save your notification settings',
  pushTestFailed: 'Failed to send a test notification',
  fetchMembers: 'Failed to fetch members',
  removeMember: 'Failed to remove member',
  addCredit: 'Failed to add credit',
  deductCredit: 'Failed to deduct credit',
  fetchGroups: 'Failed to fetch groups',
  deleteGroup: 'Failed to delete group',
  addGroup: 'Failed to add group',
  fetchGroup: 'Failed to fetch group',
  updateGroup: 'Failed to update group',
  loadDashboard: 'Failed to load dashboard',
  loadGroups: 'Failed to load groups',
  loadGroup: 'Failed to load group',
  loadData: 'Failed to load data',
  loadBets: 'Failed to load bets',
  loadWinnings: 'Failed to load winnings',
  loadMatchDetails: 'Failed to load match details',
  loadWinners: 'Failed to load winners',
  placeBets: 'Failed to place bets',
  fetchMatchDetails: 'Failed to fetch match details',
  submitResult: 'Failed to submit result',
  fetchBets: 'Failed to fetch bets',
  fetchMatches: 'Failed to fetch matches',
  deleteMatch: 'Failed to delete match',
  approveCredits: 'Failed to approve credits',
  addMatch: 'Failed to add match',
  updateMatch: 'Failed to update match',
  updatePlayers: 'Failed to update players',
  addMember: 'Failed to add member',
  fetchReferralData: 'Failed to fetch referral data',
  sendInvite: 'Failed to send invite. Please try again later.',
  addClub: 'Failed to add club. Please try again.',
  updateClub: 'Failed to update club',
  saveClubSettings: 'Failed to save club settings',
  deleteClub: 'Failed to delete club',
  resetPassword: 'Failed to reset password',
  loadPointsSystem: 'Failed to load the points system',
  savePointsSystem: 'Failed to save points system',
  resetPointsSystem: 'Failed to reset points system',
  loadScorecard: 'Failed to load scorecard',
  saveScorecard: 'Failed to save scorecard',
  readCricsheet: 'Failed to read the Cricsheet file',
  loadTeams: 'Failed to load teams',
  saveTeam: 'Failed to save team',
  deleteTeam: 'Failed to delete team',
  loadGroupTemplates: 'Failed to load group templates',
  saveGroupTemplates: 'Failed to save group templates',
  saveSquads: 'Failed to save squads',
  loadBids: 'Failed to load bids',
  placeBid: 'Failed to place bid',
  loadCalendarAddress: 'Failed to load the calendar address',
  resetCalendarAddress: 'Failed to reset the calendar address',
  abandonMatch: 'Failed to abandon the match',
  importFixtures: 'Failed to import fixtures',
  loadNotifications: 'Failed to load notifications',
  updateNotifications: 'Failed to update notifications',
  loadStandings: 'Failed to load standings',
} as const;
/** The referral screen's promise, built from the one commission constant (`Earn 5% of your friends' winnings.`). */
export const referralEarnMessage = `Earn ${REFERRAL_COMMISSION_TEXT} of your friends' winnings.`;
/** `Players updated successfully! 3 of 14 players have no name yet.`: a save that leaves slots blank says so. */
export const playersSavedMessage = (unnamed: number, total: number) =>
  unnamed === 0
    ? messages.playersUpdated
    : unnamed === total
      ? `${messages.playersUpdated} No player has a name yet: members see "${messages.playersNotAnnounced}".`
      : `${messages.playersUpdated} ${unnamed} of ${total} players have no name yet.`;

/**
 * A member's winnings as shown to that member (paise in): `RS63.00 won`, or for a referred member both figures,
 * `RS63.00 won, RS59.85 to you, RS3.15 to your referrer` (gross, net to the wallet, referral commission).
 */
export const winningsMessage = (amountWonPaise: bigint, referralCommissionPaise: bigint) =>
  referralCommissionPaise > 0n
    ? `${formatRsFixed(amountWonPaise)} won, ${formatRsFixed(amountWonPaise - referralCommissionPaise)} to you, ${formatRsFixed(referralCommissionPaise)} to your referrer`
    : `${formatRsFixed(amountWonPaise)} won`;

/** `Refund: India vs Australia abandoned` (the ledger row of an abandon refund). */
/** The settlement's ledger texts (wallet history): a member's winnings (one bet, or several named), the shares. */
export const winningsOneDescription = (team1: string, team2: string, combination: string, place: string) =>
  `Winnings: ${team1} vs ${team2}, ${combination} ${place} place`;
export const winningsManyDescription = (team1: string, team2: string, count: number, named: string) =>
  `Winnings: ${team1} vs ${team2}, ${count} winning bets: ${named}`;
export const referralCommissionDescription = (team1: string, team2: string) =>
  `Referral commission: ${REFERRAL_COMMISSION_TEXT} of referred members' winnings on ${team1} vs ${team2}`;
export const adminShareDescription = (team1: string, team2: string) => `Admin share: ${team1} vs ${team2}`;
export const managerShareDescription = (team1: string, team2: string) => `Manager share: ${team1} vs ${team2}`;
/** The ledger's texts of Add Credit and Deduct Credit (wallet history), naming the staff member. */
export const creditAddedDescription = (actor: string) => `Credit added by ${actor}`;
export const creditDeductedDescription = (actor: string) => `Credit deducted by ${actor}`;
export const abandonRefundDescription = (team1: string, team2: string) => `Refund: ${team1} vs ${team2} abandoned`;
export const groupDeleteRefundDescription = (team1: string, team2: string) =>
  `Refund: group deleted (${team1} vs ${team2})`;
/** Notification titles of design-match-day section 4. */
export const notificationTitles = {
  creditAdded: (amountPaise: bigint, by: string) => `${formatRsShort(amountPaise)} added by ${by}`,
  creditDeducted: (amountPaise: bigint, by: string) => `${formatRsShort(amountPaise)} deducted by ${by}`,
  refund: (team1: string, team2: string, why: 'match abandoned' | 'group deleted') =>
    `Your bets on ${team1} vs ${team2} were refunded (${why})`,
  /**
   * Design-match-day section 4's result titles, naming the match (issue 38: a member with bets on two matches could
   * not tell which one it was): `Results are out for India vs Australia: you won RS120`. A referred winner hears both
   * figures (design-match-day section 9): `Results are out for India vs Australia: RS63.00 won, RS59.85 to you, ...`.
   */
  resultWon: (team1: string, team2: string, amountPaise: bigint, referralCommissionPaise = 0n) =>
    referralCommissionPaise > 0n
      ? `Results are out for ${team1} vs ${team2}: ${winningsMessage(amountPaise, referralCommissionPaise)}`
      : `Results are out for ${team1} vs ${team2}: you won ${formatRsShort(amountPaise)}`,
  resultNoWin: (team1: string, team2: string) => `Results are out for ${team1} vs ${team2}: no win this time`,
  referral: (amountPaise: bigint, memberFirstName: string) =>
    `You earned ${formatRsShort(amountPaise)} from ${memberFirstName}'s win`,
  reminder: (team1: string, team2: string, startsAt: string) =>
    `${team1} vs ${team2} starts at ${startsAt} and you have no bet yet`,
  outbid: (lot: string) => `You were outbid on ${lot}`,
  postponed: (team1: string, team2: string, when: string) => `${team1} vs ${team2} moved to ${when}`,
  invite: (inviterName: string, clubName: string) => `${inviterName} invited you to join ${clubName}`,
};

/**
 * Result titles as stored before they named the match (issue 38): never written now, but a member's older
 * notifications still hold them, and they still read in Hindi (hindi-of.ts).
 */
export const legacyResultTitles = {
  won: (amountPaise: bigint, referralCommissionPaise = 0n) =>
    referralCommissionPaise > 0n
      ? `Results are out: ${winningsMessage(amountPaise, referralCommissionPaise)}`
      : `Results are out: you won ${formatRsShort(amountPaise)}`,
  noWin: 'Results are out: no win this time',
};

/** A squad naming one player twice, ignoring case (design-season section 4): `Virat Kohli is listed twice`. */
export const playerListedTwiceMessage = (name: string) => `${name} is listed twice`;
/** Both CSV imports (design-season sections 5 and 6): the 400 with every row; singular for 1 (issue 38). */
export const rowsHaveErrorsMessage = (n: number) =>
  n === 1 ? '1 row has errors. Nothing was imported.' : `${n} rows have errors. Nothing was imported.`;
/** Fixture import (design-season section 5): the answers' texts. */
export const fixturesImportedMessage = (n: number) => (n === 1 ? '1 match imported' : `${n} matches imported`);
export const fixturesReadyMessage = (n: number) =>
  n === 1 ? '1 match ready to import' : `${n} matches ready to import`;
/**
 * A fixture file without the columns it needs names the columns it has (issue 38: `Team 1`/`Home Team` files were
 * refused without a hint); `found` is the header's names, comma-separated.
 */
export const fixtureColumnsFoundMessage = (found: string) =>
  `The file needs the columns team1, team2 and dateTime (or date and time); its columns are: ${found}`;
/** A CSV file that cannot be read at all (either import): where, and why (`Line 4: a quoted field is not closed`). */
export const csvLineErrorMessage = (line: number, reason: string) => `Line ${line}: ${reason}`;
export const csvReasons = {
  quoteNotClosed: 'a quoted field is not closed',
  strayQuote: 'a quote inside a field must be written twice ("") and the field put in quotes',
  unreadable: 'this line is not valid CSV',
};
/** A row whose number of fields differs from the header's (often an unquoted comma in a name). */
export const fieldCountMessage = (fields: number, header: number) =>
  `This line has ${fields} fields but the header has ${header}`;
/** A phone (or email) on two rows of one file: the later row's error. */
export const appearsTwiceMessage = (value: string) => `${value} appears twice`;
/** `{n} members imported` (created and invited); singular for 1 (issue 38). */
export const membersImportedMessage = (n: number) => (n === 1 ? '1 member imported' : `${n} members imported`);
/** `{n} members ready to import` (a dry run). */
export const membersReadyMessage = (n: number) =>
  n === 1 ? '1 member ready to import' : `${n} members ready to import`;
/** The outbox's WhatsApp text to a created member. */
export const welcomeWhatsAppText = (clubName: string, link: string) =>
  `You have been added to ${clubName} on Wicket Pools: ${link}`;
/** The outbox's WhatsApp text to an invited member. */
export const inviteWhatsAppText = (managerName: string, clubName: string, link: string) =>
  `${managerName} invited you to join ${clubName} on Wicket Pools: ${link}`;
/** The welcome screen's title. */
export const welcomeTitle = (clubName: string, firstName: string) => `Welcome to ${clubName}, ${firstName}`;
/** The 404 of a path no route serves (plugins/web.ts): an API route, or a file of the web build. */
export const routeNotFoundMessage = (method: string, path: string) => `Route ${method} ${path} not found`;
export const fileNotFoundMessage = (path: string) => `File ${path} not found`;
