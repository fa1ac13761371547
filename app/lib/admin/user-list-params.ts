import type { AdminUserListApiQuery } from "#contract/auth/admin.ts";
import { defineList, type ListState, pageField, textField } from "#app/lib/lists/state.ts";

/**
 * The users list's URL state on Administração › Usuários: the search (name or e-mail, as the API reads it)
 * and the page. The API has one order (by name), so there is no sort. The panels opened on a row
 * (`ADMIN_PARAMS`) are the screen's own parameters, beside this state.
 */
export const adminUserList = defineList<AdminUserListApiQuery>()({
  path: "/admin/users",
  fields: {
    search: textField(200),
    page: pageField,
  },
});

export type AdminUserListParams = ListState<typeof adminUserList>;
