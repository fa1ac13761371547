import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "#app/components/icon.tsx";
import { useRef } from "react";
import { data, Form, href, Link, useNavigation, useRouteLoaderData, useSearchParams, useSubmit } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Avatar } from "#app/components/shell/avatar.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { SubmitButton } from "#app/components/submit-button.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, Field, Input } from "#app/components/ui/field.tsx";
import { formatDateLong, formatDateTime } from "#app/lib/format.ts";
import { PICTURE_ACCEPT, PICTURE_TYPES, passwordFormSchema, profileFormSchema } from "#app/lib/forms/profile.ts";
import { submitForm, UNKNOWN_ACTION } from "#app/lib/actions/api-action.server.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { changePassword, getProfilePicture, updateProfile } from "#app/services/auth.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import {
  type Profile,
  PASSWORD_CHANGED,
  PROFILE_PIC_MAX_BYTES,
  PROFILE_PIC_TOO_LARGE,
  PROFILE_PIC_WRONG_TYPE,
} from "#contract/auth/auth.ts";
import { formValuesOf } from "#contract/fields/field-table.ts";
import { USER_NAME_FIELDS } from "#contract/auth/user-fields.ts";
import type { Route } from "./+types/profile";
import type { loader as shellLoader } from "./shell";

export function meta() {
  return [{ title: "Meu Perfil · Importadora" }];
}

/** The picture comes from its own call (specification §7); when that fails the page says so and keeps going. */
export async function loader({ context }: Route.LoaderArgs) {
  const picture = await settle(getProfilePicture(apiOf(context)));
  if (picture instanceof ApiFailure) {
    return data({ pictureUrl: null, pictureFailed: true, toasts: [errorToast("Não foi possível carregar a foto de perfil.")] });
  }
  return data({ pictureUrl: picture.url, pictureFailed: false, toasts: [] as Toast[] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "update-profile":
      return updateProfileIntent(context, formData);
    case "change-password":
      return changePasswordIntent(context, formData);
    default:
      throw data(UNKNOWN_ACTION, { status: 400 });
  }
}

type ActionContext = Route.ActionArgs["context"];

function updateProfileIntent(context: ActionContext, formData: FormData) {
  const submission = parseForm(formData, profileFormSchema);
  return submitForm(context, submission, ({ intent: _intent, ...names }) => updateProfile(apiOf(context), names), {
    intent: "update-profile",
    failure: "Não foi possível atualizar o perfil.",
    success: "Perfil atualizado",
    redirectTo: href("/profile"),
  });
}

/** The API's old_password message is both the toast and the field's error. */
function changePasswordIntent(context: ActionContext, formData: FormData) {
  const submission = parseForm(formData, passwordFormSchema);
  return submitForm(context, submission, (value) => changePassword(apiOf(context), context.get(sessionContext), value), {
    intent: "change-password",
    hideFields: ["old_password", "new_password", "confirm_password"],
    failure: "Não foi possível alterar a senha.",
    success: PASSWORD_CHANGED,
    redirectTo: href("/profile"),
  });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  if (!shell) throw new Error("Perfil indisponível");
  const { profile } = shell;
  const fullName = `${profile.first_name} ${profile.last_name}`.trim() || profile.email;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Meu Perfil" subtitle="Seus dados de acesso, sua foto e sua senha." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Dados pessoais" className="lg:col-span-2">
          <div className="flex flex-col gap-6 sm:flex-row">
            <PictureUpload src={loaderData.pictureFailed ? profile.profile_pic : loaderData.pictureUrl} name={fullName} />
            <div className="min-w-0 flex-1">
              <NamesForm profile={profile} lastResult={actionData?.intent === "update-profile" ? actionData.result : undefined} />
              <dl className="mt-2 grid gap-4 sm:grid-cols-2">
                <ReadOnly label="E-mail" value={profile.email} />
                <ReadOnly label="Equipe" value={profile.team_name} />
              </dl>
            </div>
          </div>
        </Card>
        <PasswordCard lastResult={actionData?.intent === "change-password" ? actionData.result : undefined} />
        <Card title="Informações da conta">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-slate-600">ID</dt>
            <dd data-testid="account-id">{profile.id}</dd>
            <dt className="text-slate-600">Administrador</dt>
            <dd>{profile.is_superuser ? "Sim" : "Não"}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <span
                className={
                  "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold " +
                  (profile.is_active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700")
                }
              >
                {profile.is_active ? "Ativo" : "Inativo"}
              </span>
            </dd>
            <dt className="text-slate-600">Membro desde</dt>
            <dd>{formatDateLong(profile.date_joined)}</dd>
            <dt className="text-slate-600">Último acesso</dt>
            <dd>{profile.last_login ? formatDateTime(profile.last_login) : "Nunca"}</dd>
          </dl>
        </Card>
      </div>
    </div>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="mt-1.5 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{value}</dd>
    </div>
  );
}

type LastResult = Route.ComponentProps["actionData"] extends infer A ? (A extends { result: infer R } ? R : never) : never;

function NamesForm({ profile, lastResult }: { profile: Profile; lastResult?: LastResult }) {
  const [params] = useSearchParams();
  const editing = params.get("editar") === "1" || Boolean(lastResult);
  const [form, fields] = useForm({
    id: "profile-names",
    lastResult,
    // The names from the user's table (contract/auth/user-fields.ts).
    defaultValue: formValuesOf(USER_NAME_FIELDS, profile),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (!editing) {
    return (
      <div className="mb-4 flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <ReadOnly label="Nome" value={profile.first_name} />
          <ReadOnly label="Sobrenome" value={profile.last_name || "-"} />
        </dl>
        <div className="flex justify-end">
          <Link to="?editar=1" replace preventScrollReset className={buttonClass("secondary")}>
            Editar
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} replace preventScrollReset>
      <input type="hidden" name="intent" value="update-profile" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor={fields.first_name.id} errors={fields.first_name.errors} errorId={fields.first_name.errorId}>
          <Input
            {...getInputProps(fields.first_name, { type: "text" }, { first: focusesFirstField(lastResult) })}
            autoComplete="given-name"
          />
        </Field>
        <Field label="Sobrenome" htmlFor={fields.last_name.id} errors={fields.last_name.errors} errorId={fields.last_name.errorId}>
          <Input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="family-name" />
        </Field>
      </div>
      <div className="mb-2 flex justify-end gap-2">
        <Link to={href("/profile")} replace preventScrollReset className={buttonClass("secondary")}>
          Cancelar
        </Link>
        <SubmitButton intent="update-profile">Salvar</SubmitButton>
      </div>
    </Form>
  );
}

function PasswordCard({ lastResult }: { lastResult?: LastResult }) {
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordFormSchema }),
    shouldValidate: "onSubmit",
  });
  const inputs = [
    { field: fields.old_password, label: "Senha atual", autoComplete: "current-password" },
    { field: fields.new_password, label: "Nova senha", autoComplete: "new-password" },
    { field: fields.confirm_password, label: "Confirmar nova senha", autoComplete: "new-password" },
  ];
  return (
    <Card title="Alterar senha">
      <Form method="post" {...getFormProps(form)} noValidate replace preventScrollReset>
        <input type="hidden" name="intent" value="change-password" />
        {inputs.map(({ field, label, autoComplete }) => (
          <Field key={field.name} label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
            <Input {...getInputProps(field, { type: "password" })} required={false} autoComplete={autoComplete} />
          </Field>
        ))}
        <p role="alert" id={form.errorId} className="min-h-5 text-sm text-destructive">
          {form.errors?.[0] ?? ""}
        </p>
        <div className="mt-2 flex justify-end">
          <SubmitButton intent="change-password">Alterar senha</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function PictureUpload({ src, name }: { src: string | null; name: string }) {
  const submit = useSubmit();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const uploading = navigation.state !== "idle" && navigation.formAction === href("/profile/picture");

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      toast.error(PROFILE_PIC_WRONG_TYPE);
      event.currentTarget.value = "";
      return;
    }
    if (file.size > PROFILE_PIC_MAX_BYTES) {
      toast.error(PROFILE_PIC_TOO_LARGE);
      event.currentTarget.value = "";
      return;
    }
    void submit(formRef.current, { method: "post", encType: "multipart/form-data", action: href("/profile/picture") });
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action={href("/profile/picture")}
      encType="multipart/form-data"
      className="flex flex-col items-center gap-2"
    >
      <label className="group relative cursor-pointer rounded-full" title="Clique para trocar a foto">
        <Avatar src={src} name={name} className="size-28 text-4xl" />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
          <Icon name="camera" className="size-7" />
        </span>
        <input
          type="file"
          name="profile_pic"
          accept={PICTURE_ACCEPT}
          className="sr-only"
          aria-label="Trocar foto de perfil"
          onChange={onChange}
          data-testid="picture-input"
        />
      </label>
      <span className="text-xs text-slate-600">{uploading ? "Enviando..." : "PNG ou JPEG, até 5MB"}</span>
      <noscript>
        <button type="submit" className={buttonClass("secondary", "mt-1")}>
          Enviar foto
        </button>
      </noscript>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
