import { readForm } from "#app/lib/forms/read.server.ts";
import { data, Form, href, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from "react-router";
import { AnswerItem } from "#app/components/rfq/answer-item.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { RefusalAlert } from "#app/components/ui/refusal-alert.tsx";
import { answerFromForm, type FormErrors, formErrorsOf } from "#app/lib/rfq/answer-form.ts";
import { formatDeadline } from "#app/lib/rfq/deadline.ts";
import { LANGUAGE_NAMES, RFQ_PAGE_TEXTS } from "#app/lib/rfq/texts.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { answerPublicRfq, attachPublicRfqFiles, getPublicRfq, removePublicRfqFile } from "#app/services/rfq.server.ts";
import { AnswerFiles, REMOVE_FILE_INTENT } from "#app/components/rfq/answer-files.tsx";
import { isMultipart } from "#app/lib/actions/multipart.ts";
import { RFQ_FILE_MESSAGES } from "#contract/rfq/rfq-files.ts";
import { RFQ_ANSWER_MESSAGES } from "#contract/rfq/rfq-answer.ts";
import { RFQ_GONE, RFQ_TOO_MANY, RFQ_UNKNOWN } from "#contract/rfq/rfq-public.ts";
import { RFQ_HTML_LANG, RFQ_LANGUAGES, type RfqLanguage, rfqLanguageOf } from "#contract/rfq/rfq-languages.ts";
import type { Route } from "./+types/q";

// The supplier's page of a quote request (docs/decisions/0067-quote-requests-by-link.md and
// docs/decisions/0068-supplier-answers-by-link.md): no sign-in, no shell, nothing of staff but the company's name; English unless `?lang=` says Chinese or Portuguese.
// Never cached. The answer is a plain form: it works without JavaScript, and after a save the page is loaded again
// (`?salvo=`), so a reload never sends it twice.
const NO_STORE = { "Cache-Control": "no-store" };

/** What a save leaves in the address, to say what was done. */
const SAVED = ["rascunho", "enviada", "anexo", "anexo-removido"] as const;

const languageOf = (request: Request) => rfqLanguageOf(new URL(request.url).searchParams.get("lang"));

/** The API's `Retry-After` of a 429, passed on to the page's reply. */
const retryAfterOf = (failure: ApiFailure): Record<string, string> =>
  failure.status === 429 && failure.retryAfter ? { "Retry-After": failure.retryAfter } : {};

/**
 * The page's short answer when the link cannot be used: too many attempts from the reader's address (429, in the
 * language asked, with when to come back), else gone (410) or never was (404), in the three languages.
 */
const gone = (failure: ApiFailure, language: RfqLanguage) => {
  const status = failure.status === 429 ? 429 : failure.status === 404 ? 404 : 410;
  return data({ htmlLang: RFQ_HTML_LANG[language], language }, { status, headers: { ...NO_STORE, ...retryAfterOf(failure) } });
};

/** The status and headers of a refusal shown on the page: a 429 (with its `Retry-After`) or a 413 stays what it is. */
const refusedInit = (failure: ApiFailure) => ({
  status: failure.status === 429 || failure.status === 413 ? failure.status : 400,
  headers: { ...NO_STORE, ...retryAfterOf(failure) },
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const rfq = await settle(getPublicRfq(apiOf(context), params.token, language));
  if (rfq instanceof ApiFailure) throw gone(rfq, language);
  const saved = SAVED.find((value) => value === new URL(request.url).searchParams.get("salvo")) ?? null;
  return data({ rfq, language, saved, htmlLang: RFQ_HTML_LANG[language] }, { headers: NO_STORE });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(request);
  const page = href("/q/:token", { token: params.token });
  const done = (saved: (typeof SAVED)[number]) => redirect(`${page}?lang=${language}&salvo=${saved}`, { headers: NO_STORE });
  if (isMultipart(request)) return attachFiles(request, context, params.token, language, done);
  const form = await readForm(request);
  if (form.get("intent") === REMOVE_FILE_INTENT) return removeFile(form, context, params.token, language, done);
  return saveAnswer(form, context, params.token, language, done);
}

type Done = (saved: (typeof SAVED)[number]) => Response;
type Context = Route.ActionArgs["context"];

/** A refused file: said at the attachments, in the page's language. */
const fileRefused = (message: string, init: ResponseInit = { status: 400, headers: NO_STORE }) =>
  data({ kind: "arquivos" as const, message }, init);

/** 'Attach': the browser's multipart body streamed through to the API, never buffered here. */
async function attachFiles(request: Request, context: Context, token: string, language: RfqLanguage, done: Done) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body) return fileRefused(RFQ_FILE_MESSAGES[language].none);
  const reply = await settle(attachPublicRfqFiles(apiOf(context), token, request.body, contentType, language));
  if (reply instanceof ApiFailure) {
    if (reply.status === 404 || reply.status === 410) throw gone(reply, language);
    return fileRefused(reply.messageOr(RFQ_FILE_MESSAGES[language].none), refusedInit(reply));
  }
  return done("anexo");
}

/** 'Remove <file>': one of the supplier's own files. */
async function removeFile(form: FormData, context: Context, token: string, language: RfqLanguage, done: Done) {
  const id = Number(form.get("id"));
  const reply = await settle(removePublicRfqFile(apiOf(context), token, id, language));
  if (reply instanceof ApiFailure) {
    if (reply.status === 410) throw gone(reply, language);
    return fileRefused(reply.messageOr(RFQ_FILE_MESSAGES[language].notFound), refusedInit(reply));
  }
  return done("anexo-removido");
}

/** 'Save draft' or 'Submit': the answer, refused at its fields with what was typed kept. */
async function saveAnswer(form: FormData, context: Context, token: string, language: RfqLanguage, done: Done) {
  const typed = Object.fromEntries([...form.entries()].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
  const { answer, productIds, errors } = answerFromForm(form, language);
  const refused = (fieldErrors: FormErrors, detail: string | null, init: ResponseInit = { status: 400, headers: NO_STORE }) =>
    data({ kind: "resposta" as const, errors: fieldErrors, detail, typed }, init);
  if (Object.keys(errors).length > 0) return refused(errors, null);
  const reply = await settle(answerPublicRfq(apiOf(context), token, answer, language));
  if (reply instanceof ApiFailure) {
    if (reply.status === 404 || reply.status === 410) throw gone(reply, language);
    return refused(formErrorsOf(reply.errors, productIds), reply.detail, refusedInit(reply));
  }
  return done(answer.enviar ? "enviada" : "rascunho");
}

// A thrown answer (gone, too many attempts) keeps its own headers, `Retry-After` among them.
export const headers: Route.HeadersFunction = ({ errorHeaders, actionHeaders }) => {
  const headers = new Headers(NO_STORE);
  for (const [name, value] of [...(errorHeaders ?? []), ...(actionHeaders ?? [])]) if (name === "retry-after") headers.set(name, value);
  return headers;
};

export function meta({ loaderData }: Route.MetaArgs) {
  const texts = RFQ_PAGE_TEXTS[loaderData?.language ?? "en"];
  return [{ title: `${texts.title} · Importadora` }, { name: "robots", content: "noindex" }];
}

function LanguageSwitch({ current }: { current: RfqLanguage }) {
  return (
    <nav aria-label={RFQ_PAGE_TEXTS[current].languages} className="flex gap-1 text-sm">
      {RFQ_LANGUAGES.map((language) => (
        <Link
          key={language}
          to={`?lang=${language}`}
          replace
          lang={RFQ_HTML_LANG[language]}
          aria-current={language === current ? "page" : undefined}
          className={
            language === current
              ? "rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white"
              : "rounded-md px-2.5 py-1 text-primary hover:bg-slate-100"
          }
        >
          {LANGUAGE_NAMES[language]}
        </Link>
      ))}
    </nav>
  );
}

/** Where the answer stands: the draft and the latest revision, with when. */
function AnswerStatus({ rfq, language }: { rfq: Route.ComponentProps["loaderData"]["rfq"]; language: RfqLanguage }) {
  const texts = RFQ_PAGE_TEXTS[language];
  const lines = [
    rfq.revisao !== null && rfq.enviada_em ? texts.sentOn(rfq.revisao, formatDeadline(rfq.enviada_em, language)) : null,
    rfq.rascunho_em ? texts.draftOn(formatDeadline(rfq.rascunho_em, language)) : null,
  ].filter((line) => line !== null);
  return (
    <div className="text-sm text-slate-700" data-testid="rfq-answer-status">
      {lines.length ? lines.map((line) => <p key={line}>{line}</p>) : <p>{texts.noAnswer}</p>}
    </div>
  );
}

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rfq, language, saved } = loaderData;
  const texts = RFQ_PAGE_TEXTS[language];
  const busy = useNavigation().state === "submitting";
  const refusedAnswer = actionData?.kind === "resposta" ? actionData : null;
  const errors = refusedAnswer?.errors ?? {};
  const done = doneMessage(saved, rfq.revisao, language);
  return (
    <main className="mx-auto min-h-screen max-w-2xl bg-white px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border pb-4">
        <div>
          <p className="text-sm text-slate-600">
            {texts.from} {rfq.fornecedor.nome}
          </p>
          <h1 className="mt-1 text-xl font-semibold text-slate-900">{texts.title}</h1>
        </div>
        <LanguageSwitch current={language} />
      </header>

      <section aria-labelledby="rfq-sourcing" className="mt-5">
        <h2 id="rfq-sourcing" className="text-sm font-medium text-slate-600">
          {texts.sourcing}
        </h2>
        {/* The sourcing's description as staff wrote it (in Portuguese): shown as is. */}
        <p lang="pt-BR" className="mt-1 text-base break-words text-slate-900">
          {rfq.sourcing.descricao}
        </p>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900" data-testid="rfq-deadline">
          {texts.deadline}: <strong>{formatDeadline(rfq.prazo, language)}</strong> {texts.saoPaulo}
        </p>
      </section>

      {refusedAnswer ? (
        <RefusalAlert
          answer={refusedAnswer}
          testId="rfq-refused"
          className="mt-4 rounded-lg border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-slate-900"
        >
          <p className="font-medium">{texts.fixErrors}</p>
          {refusedAnswer.detail ? <p className="mt-1">{refusedAnswer.detail}</p> : null}
        </RefusalAlert>
      ) : done && !actionData ? (
        <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-slate-900">
          {done}
        </p>
      ) : null}

      <section aria-labelledby="rfq-products" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="rfq-products" className="text-base font-semibold text-slate-900">
            {texts.yourAnswer}
          </h2>
          <AnswerStatus rfq={rfq} language={language} />
        </div>
        <p className="mt-1 text-sm text-slate-700">{texts.howTo}</p>
        {rfq.itens.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{texts.none}</p>
        ) : (
          <Form method="post" noValidate className="mt-2">
            <ul className="divide-y divide-border" aria-label={texts.products}>
              {rfq.itens.map((item) => (
                <AnswerItem key={item.id_product} item={item} language={language} errors={errors} typed={refusedAnswer?.typed ?? null} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-end gap-2 border-t border-border bg-white py-3">
              <button type="submit" name="intent" value="rascunho" disabled={busy} className={buttonClass("secondary")}>
                {texts.saveDraft}
              </button>
              <button type="submit" name="intent" value="enviar" disabled={busy} className={buttonClass("primary")}>
                {texts.submit}
              </button>
            </div>
          </Form>
        )}
      </section>

      <AnswerFiles files={rfq.anexos} language={language} refused={actionData?.kind === "arquivos" ? actionData : null} />
    </main>
  );
}

/** What the last save did, from the address it left (`?salvo=`). */
function doneMessage(saved: (typeof SAVED)[number] | null, revision: number | null, language: RfqLanguage): string | null {
  const say = RFQ_ANSWER_MESSAGES[language];
  switch (saved) {
    case "rascunho":
      return say.draftSaved;
    case "enviada":
      return revision === null ? null : say.submitted(revision);
    case "anexo":
      return RFQ_FILE_MESSAGES[language].attached;
    case "anexo-removido":
      return RFQ_FILE_MESSAGES[language].removed;
    default:
      return null;
  }
}

/**
 * An unknown link (404), or one revoked or past its deadline (410): said in the three languages at once. Too many
 * attempts from the reader's address (429): said in the language asked, which the reader has chosen.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 429) return <TooManyAttempts language={languageOfError(error.data)} />;
  const unknown = isRouteErrorResponse(error) && error.status === 404;
  const messages = unknown ? RFQ_UNKNOWN : RFQ_GONE;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-xl font-semibold text-slate-900">
        {RFQ_PAGE_TEXTS.en.gone} · <span lang="zh-Hans">{RFQ_PAGE_TEXTS.zh.gone}</span> · <span lang="pt-BR">{RFQ_PAGE_TEXTS.pt.gone}</span>
      </h1>
      {RFQ_LANGUAGES.map((language) => (
        <p key={language} lang={RFQ_HTML_LANG[language]} className="mt-4 text-base text-slate-800">
          {messages[language]}
        </p>
      ))}
    </main>
  );
}

/** The language a thrown answer of the loader or the action carries (./q.tsx `gone`). */
function languageOfError(payload: unknown): RfqLanguage {
  const language = typeof payload === "object" && payload !== null && "language" in payload ? payload.language : null;
  return rfqLanguageOf(typeof language === "string" ? language : null);
}

function TooManyAttempts({ language }: { language: RfqLanguage }) {
  return (
    <main lang={RFQ_HTML_LANG[language]} className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-xl font-semibold text-slate-900">{RFQ_PAGE_TEXTS[language].gone}</h1>
      <p role="alert" className="mt-4 text-base text-slate-800">
        {RFQ_TOO_MANY[language]}
      </p>
    </main>
  );
}
