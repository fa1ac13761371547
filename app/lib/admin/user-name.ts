import type { AdminUser } from "#contract/auth/admin.ts";

/** How the users screen names a user (card titles, the list, its buttons' labels): the full name, or the e-mail without one. */
export const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;
