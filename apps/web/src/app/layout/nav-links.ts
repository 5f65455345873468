import type { UserType } from '@wicket/shared/schemas/users';
import type { MessageKey } from '@/i18n';
import { memberPaths } from '@/lib/member-paths';
import { staffPaths } from '@/lib/staff';

/** `label` is the English text, translated where it is shown (`t(link.label)`). */
export type NavLink = { label: MessageKey; to: string };

const manager = staffPaths('Manager');
const admin = staffPaths('Admin');

/** Header navigation per user type, in its order; the paths are the routes' own (lib/member-paths.ts, lib/staff.ts). */
export const NAV_LINKS: Record<UserType, NavLink[]> = {
  Member: [
    { label: 'Dashboard', to: memberPaths.dashboard },
    { label: 'My Bets', to: memberPaths.myBets },
    { label: 'Wallet History', to: memberPaths.walletHistory },
    { label: 'Referral', to: memberPaths.referral },
    { label: 'Standings', to: memberPaths.standings },
    { label: 'My Stats', to: memberPaths.stats },
    { label: 'Notifications', to: memberPaths.notifications },
    { label: 'Change Password', to: memberPaths.changePassword },
  ],
  Manager: [
    { label: 'Dashboard', to: manager.home },
    { label: 'Manage Matches', to: manager.matches() },
    { label: 'Members', to: manager.members() },
    { label: 'Standings', to: manager.standings() },
    { label: 'Points System', to: manager.pointsSystem() },
    { label: 'Wallet History', to: manager.walletHistory },
    { label: 'Audit', to: manager.audit },
    { label: 'Change Password', to: memberPaths.changePassword },
  ],
  Admin: [
    { label: 'Users', to: admin.home },
    { label: 'Manage Clubs', to: admin.clubs },
    { label: 'Wallet History', to: admin.walletHistory },
    { label: 'Audit', to: admin.audit },
    { label: 'Change Password', to: memberPaths.changePassword },
  ],
};
