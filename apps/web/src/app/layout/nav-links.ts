import type { UserType } from '@wicket/shared/schemas/users';
import type { MessageKey } from '@/i18n';

/** `label` is the English text, translated where it is shown (`t(link.label)`). */
export type NavLink = { label: MessageKey; to: string };

/**
 * Header navigation per user type. Manager and Admin screens (issue 7) add their entries to their lists here.
 */
export const NAV_LINKS: Record<UserType, NavLink[]> = {
  Member: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Bets', to: '/dashboard/my-bets' },
    { label: 'Wallet History', to: '/dashboard/wallet-history' },
    { label: 'Referral', to: '/dashboard/referral' },
    { label: 'Standings', to: '/dashboard/standings' },
    { label: 'My Stats', to: '/dashboard/stats' },
    { label: 'Change Password', to: '/change-password' },
  ],
  Manager: [
    { label: 'Dashboard', to: '/manager-dashboard' },
    { label: 'Manage Matches', to: '/manager-dashboard/Manage-Matches' },
    { label: 'Members', to: '/manager-dashboard/manage-members' },
    { label: 'Standings', to: '/manager-dashboard/standings' },
    { label: 'Points System', to: '/manager-dashboard/points-system' },
    { label: 'Wallet History', to: '/manager-dashboard/wallet-history' },
    { label: 'Audit', to: '/manager-dashboard/audit' },
    { label: 'Change Password', to: '/change-password' },
  ],
  Admin: [
    { label: 'Users', to: '/admin-dashboard' },
    { label: 'Manage Clubs', to: '/admin-dashboard/manage-club' },
    { label: 'Wallet History', to: '/admin-dashboard/wallet-history' },
    { label: 'Audit', to: '/admin-dashboard/audit' },
    { label: 'Change Password', to: '/change-password' },
  ],
};
