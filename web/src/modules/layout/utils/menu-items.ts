import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLES, type Role } from '@bourses/common/statuses';
import type { Session } from '@/modules/auth/utils/session-store';

export interface MenuItem {
  label: MessageDescriptor;
  href: string;
  /** Roles that see the link; without a list everyone does, visitors too. */
  roles?: readonly Role[];
}

/** Also the heading of /documents: the link and the page it opens read alike, in one message. */
export const MY_DOCUMENTS_LABEL = msg`My documents`;

export const APP_MENU_ITEMS: readonly MenuItem[] = [
  // A visitor has no dashboard: the list is theirs through the title and the landing.
  { label: msg`Dashboard`, href: '/bourses', roles: ROLES },
  { label: msg`My Applications`, href: '/applications', roles: ['CLIENT'] },
  { label: msg`Saved Scholarships`, href: '/favoris', roles: ['CLIENT'] },
  { label: MY_DOCUMENTS_LABEL, href: '/documents', roles: ['CLIENT'] },
  { label: msg`Staff console`, href: '/admin', roles: ['AGENT', 'ADMIN'] },
];

export const LANDING_MENU_ITEMS: readonly MenuItem[] = [
  { label: msg`Home`, href: '#home' },
  // The catalogue is public (docs/product-rules.md): a visitor finds it from the menu.
  { label: msg`Scholarships`, href: '/bourses' },
  { label: msg`Features`, href: '#features' },
  { label: msg`Testimonials`, href: '#testimonials' },
  { label: msg`Contact`, href: '#contact' },
];

/** The footer's way to the public catalogue, on every page. */
export const FOOTER_MENU_ITEMS: readonly MenuItem[] = [{ label: msg`Scholarships`, href: '/bourses' }];

/** Links without a roles list are shown to everyone; others only to those roles. */
export function visibleMenuItems(items: readonly MenuItem[], role: Role | null): MenuItem[] {
  return items.filter((item) => !item.roles || (role !== null && item.roles.includes(role)));
}

/** The links `session` sees: none while an account waits for approval, as links elsewhere would only bounce back to /pending. */
export function menuItemsFor(items: readonly MenuItem[], session: Session): MenuItem[] {
  if (session.status !== 'signedIn') return visibleMenuItems(items, null);
  return session.isApproved ? visibleMenuItems(items, session.role) : [];
}
