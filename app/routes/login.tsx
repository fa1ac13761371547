import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "#app/components/icon.tsx";
import { data, Form, href, redirect, useNavigation, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { FILL_ALL_FIELDS, loginFormSchema } from "#app/lib/forms/login.ts";
import { safeRedirect } from "#app/lib/auth/redirect-to.ts";
import { errorToast, successToast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf } from "#app/services/api.server.ts";
import { login } from "#app/services/auth.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import { INVALID_LOGIN } from "#contract/auth/auth-rules.ts";
import type { Route } from "./+types/login";

export function meta() {
  return [{ title: "Acesso ao Sistema · Importadora" }];
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(sessionContext).signedIn) throw redirect(href("/suppliers"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, loginFormSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    await login(apiOf(context), session, submission.value.email, submission.value.password);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const message = error.status === 401 || error.status === 400 ? INVALID_LOGIN : error.messageOr(INVALID_LOGIN);
    session.flash(errorToast(message, "Erro no login"));
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: error.status === 429 ? 429 : 401 });
  }
  session.flash(successToast("Login realizado com sucesso"));
  throw redirect(safeRedirect(submission.value.redirectTo));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
    shouldValidate: "onSubmit",
  });
  const missing = Boolean(fields.email.errors?.length || fields.password.errors?.length);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login";
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-100 via-white to-blue-50">
      <main className="flex flex-1 items-center justify-center p-4">
        <div className="w-full max-w-sm rounded-2xl border border-border bg-white p-8 shadow-xl">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-white">
              <Icon name="package-search" className="size-6" />
            </span>
            <h1 className="text-2xl font-semibold text-slate-900">Acesso ao Sistema</h1>
          </div>
          <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fields.email.id} className="text-sm font-medium text-slate-800">
                E-mail
              </label>
              <Input
                {...getInputProps(fields.email, { type: "email" }, { first: focusesFirstField(actionData?.result) })}
                required={false}
                autoComplete="username"
                placeholder="voce@empresa.com.br"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fields.password.id} className="text-sm font-medium text-slate-800">
                Senha
              </label>
              <Input {...getInputProps(fields.password, { type: "password" })} required={false} autoComplete="current-password" />
            </div>
            <p role="alert" className="min-h-5 text-sm text-destructive">
              {missing ? FILL_ALL_FIELDS : ""}
            </p>
            <Button type="submit" disabled={submitting} className="w-full">
              Entrar
            </Button>
          </Form>
        </div>
      </main>
      <footer className="p-4 text-center text-xs text-slate-600">© {year} Importadora · Todos os direitos reservados.</footer>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
