import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, type Role } from '@bourses/common/statuses';

export interface MenuItem {
  label: MessageDescriptor;
  href: string;
  /** Roles that see the link; without a list everyone does, visitors too. */
  roles?: readonly Role[];
}

export const APP_MENU_ITEMS: readonly MenuItem[] = [
  // A visitor has no dashboard: the list is theirs through the title and the landing.
  { label: msg`Dashboard`, href: '/bourses', roles: ROLES },
  { label: msg`My Applications`, href: '/applications', roles: ['CLIENT'] },
  { label: msg`Saved Scholarships`, href: '/favoris', roles: ['CLIENT'] },
  { label: msg`Staff console`, href: '/admin', roles: ['AGENT', 'ADMIN'] },
];

export const LANDING_MENU_ITEMS: readonly MenuItem[] = [
  { label: msg`Home`, href: '#home' },
  { label: msg`Features`, href: '#features' },
  { label: msg`Testimonials`, href: '#testimonials' },
  { label: msg`Contact`, href: '#contact' },
];

/** Links without a roles list are shown to everyone; others only to those roles. */
export function visibleMenuItems(items: readonly MenuItem[], role: Role | null): MenuItem[] {
  return items.filter((item) => !item.roles || (role !== null && item.roles.includes(role)));
}
