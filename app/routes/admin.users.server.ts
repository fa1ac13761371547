import { formFields, parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { handleIntent, refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { adminUserList } from "#app/lib/admin/user-list-params.ts";
import { passwordResetFormSchema, userActiveFormSchema, userCreateFormSchema, userEditFormSchema } from "#app/lib/forms/admin.ts";
import { listUrlOf } from "#app/lib/lists/loader.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { createAdminUser, updateAdminUser } from "#app/services/admin.server.ts";
import { ADMIN_USER_MESSAGES } from "#contract/auth/admin.ts";
import { DATA_INVALID } from "#contract/shared/errors.ts";
import type { Route } from "./+types/admin.users";

/**
 * The users screen's action, one handler per form's intent: the new user, a user's edit and password panels, and
 * the list's Desativar / Reativar (ConfirmAction, or its page without JavaScript).
 */
export async function adminUsersAction({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const api = apiOf(context);
  // Every form posts to the address it is on: back to the same search and page, the panel closed.
  const back = listUrlOf(request, adminUserList);
  return handleIntent(formData, {
    create: () =>
      submitForm(context, parseForm(formData, userCreateFormSchema), (user) => createAdminUser(api, user), {
        intent: "create",
        hideFields: ["password"],
        failure: "Não foi possível criar o usuário.",
        success: ADMIN_USER_MESSAGES.created,
        redirectTo: back,
      }),
    edit: () =>
      submitForm(context, parseForm(formData, userEditFormSchema), (changes) => updateAdminUser(api, changes), {
        intent: "edit",
        failure: "Não foi possível salvar o usuário.",
        success: ADMIN_USER_MESSAGES.updated,
        redirectTo: back,
      }),
    "reset-password": () =>
      submitForm(context, parseForm(formData, passwordResetFormSchema), (reset) => updateAdminUser(api, reset), {
        intent: "reset-password",
        hideFields: ["password", "confirm_password"],
        failure: "Não foi possível redefinir a senha.",
        success: "Senha redefinida. As sessões do usuário foram encerradas.",
        redirectTo: back,
      }),
    "set-active": () => {
      const parsed = userActiveFormSchema.safeParse(formFields(formData));
      if (!parsed.success) return refuse(context, parsed.error.issues[0]?.message ?? DATA_INVALID, back);
      const { id, is_active } = parsed.data;
      return runIntent(context, () => updateAdminUser(api, { id, is_active }), {
        failure: "Não foi possível alterar a situação do usuário.",
        success: is_active ? "Usuário reativado." : "Usuário desativado. As sessões da conta foram encerradas.",
        redirectTo: back,
        back,
      });
    },
  });
}
