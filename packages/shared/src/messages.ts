import { formatRsShort } from './money';

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
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordChanged: 'Password changed successfully',
  changePasswordFailed: 'Failed to change password',

  // auth
  unauthorized: 'Not authorized, please sign in',
  forbidden: 'You do not have permission to do this',
  userNotFound: 'User not found',
  notFound: 'Not found',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',

  // clubs
  sharesNegative: 'Shares cannot be negative.',
  sharesSumTooHigh: 'Sum of managerShare and adminShare must be less than 100.',
  winnerSharesNegativeAdmin: 'Winner shares cannot be negative.',
  clubNameRequired: 'Club name is required',
  clubNotFound: 'Club not found',
  clubHasMembersOrMatches: 'Club cannot be deleted while it has members or matches',
  clubNameTooLong: 'Club name should be less than 60 characters',
  sharesDecimals: 'Shares can have at most 2 decimal places.',
  managerShareRequired: 'Manager share is required',
  adminShareRequired: 'Admin share is required',
  clubAdded: 'Club added successfully!',
  clubUpdated: 'Club updated successfully!',
  clubDeleted: 'Club deleted successfully',

  // members and credits
  invalidCreditAmount: 'Please enter a valid credit amount',
  memberNotFound: 'Member not found',
  deductionExceedsBalance: "Deduction amount cannot exceed the member's credit balance",
  userAlreadyInClub: 'User already belongs to a club',
  creditAdded: 'Credit added successfully',
  creditDeducted: 'Credit deducted successfully',
  memberRemoved: 'Member removed successfully',
  memberAdded: 'Member added successfully',

  // referrals and invites
  invitePhoneRequired: 'Please enter a phone number',
  invitePhoneInvalid: 'Please enter a valid phone number (10-15 digits)',
  inviteSent: 'Invite sent',
  tooManyInvites: 'Too many invites sent today. Please try again tomorrow.',

  // matches
  team1Required: 'Team 1 is required',
  team2Required: 'Team 2 is required',
  dateTimeRequired: 'Date and time is required',
  matchNotFound: 'Match not found',
  matchHasBets: 'Match cannot be changed once bets are placed',
  teamNameTooLong: 'Team name should be at most 50 characters',
  dateTimeInvalid: 'Please enter a valid date and time',
  statusInvalid: 'Status must be Active or Inactive',
  playerNameTooLong: 'Player name should be at most 30 characters',
  playerIndexInvalid: 'Player positions must be 0 to 6',
  playersInvalid: 'Player names must be text',
  matchAdded: 'Match added successfully!',
  matchUpdated: 'Match updated successfully!',
  matchDeleted: 'Match deleted successfully!',
  playersUpdated: 'Players updated successfully!',

  // groups
  winnerShareNegative: 'Winner share percentage cannot be negative',
  winnerSharesTooHigh: 'Total winner shares cannot exceed 100%',
  minimumIncrementRequired: 'Minimum Increment is required for Bidding Method',
  betTypeNotSupported: 'Only First Better and Multi Betters groups are available',
  groupNotFound: 'Group not found',
  groupHasBets: 'Group cannot be edited once bets are placed',
  betAmountInvalid: 'Please enter a valid bet amount',
  minimumIncrementInvalid: 'Please enter a valid minimum increment',
  winnerShareInvalid: 'Winner share must be a number with at most 2 decimals',
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
  noResultYet: 'Credits cannot be approved before a result is saved',
  /** Standings before the match has a result (design-match-day section 2). */
  standingsNoResult: 'No result yet',
  alreadySettled: 'Credits have already been approved for this match',

  // bets
  selectAtLeastOne: 'Please select at least one combination',
  selectAtLeastOneValid: 'Please select at least one valid combination',
  maxCombinations: 'Maximum 5 combinations allowed per bet',
  maxCombinationsSelection: 'You can select maximum 5 combinations at a time',
  bettingClosed: 'Betting is closed for this group',
  betAmountMismatch: "Bet amount does not match the group's bet amount",
  duplicateInRequest: 'Each combination can be chosen only once per bet',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  invalidPage: 'Page must be a whole number of 1 or more',
  invalidLimit: 'Limit must be a whole number from 1 to 100',
  creditsApproved: 'Credits approved and distributed successfully!',

  // confirmations (spec section 8; member removal and group deletion have no spec text)
  confirmDeleteMatch: 'Are you sure you want to delete this match?',
  confirmApproveCredits: 'Are you sure you want to share the credits to winners?',
  confirmDeleteClub: 'Are you sure you want to delete this club?',
  confirmRemoveMember: 'Are you sure you want to remove this member from the club? Their balance and history stay.',
  confirmDeleteGroup: 'Are you sure you want to delete this group? Every bet placed in it is refunded.',
} as const;

/** `Combination {x} must be exactly 3 unique characters` */
export const combinationLengthMessage = (x: string) => `Combination ${x} must be exactly 3 unique characters`;
/** First Better: somebody already holds this combination (in any order). */
export const combinationTakenMessage = (x: string) => `Combination ${x} already taken. Please try another combination.`;
/** Multi Betters: the member already holds this combination. */
export const ownDuplicateMessage = (x: string) => `You have already placed a bet on combination ${x}`;
/** `1 bet placed successfully` / `{n} bets placed successfully` */
export const betsPlacedMessage = (n: number) => `${n} ${n === 1 ? 'bet' : 'bets'} placed successfully`;
/** `Insufficient credits. You need RS{n} but only have RS{m}` (paise in, short RS text out). */
export const insufficientCreditsMessage = (needPaise: bigint, havePaise: bigint) =>
  `Insufficient credits. You need ${formatRsShort(needPaise)} but only have ${formatRsShort(havePaise)}`;
