import { ImageOff } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { formatDeadline, formatUnits, LANGUAGE_NAMES, RFQ_PAGE_TEXTS } from "~/lib/rfq/texts";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { getPublicRfq } from "~/services/rfq.server";
import { RFQ_GONE, RFQ_HTML_LANG, RFQ_LANGUAGES, RFQ_UNKNOWN, type RfqLanguage, rfqLanguageOf } from "../../contract/rfq-public";
import type { Route } from "./+types/q";

// The supplier's page of a quote request (docs/decisions/0067-quote-requests-by-link.md): no sign-in, no shell, nothing
// of staff but the company's name; English unless `?lang=` says Chinese or Portuguese. Never cached.
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = rfqLanguageOf(new URL(request.url).searchParams.get("lang"));
  const rfq = await settle(getPublicRfq(apiOf(context), params.token, language));
  if (rfq instanceof ApiFailure) {
    throw data({ htmlLang: RFQ_HTML_LANG[language] }, { status: rfq.status === 404 ? 404 : 410, headers: NO_STORE });
  }
  return data({ rfq, language, htmlLang: RFQ_HTML_LANG[language] }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

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

export default function QuoteRequestPage({ loaderData }: Route.ComponentProps) {
  const { rfq, language } = loaderData;
  const texts = RFQ_PAGE_TEXTS[language];
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

      <section aria-labelledby="rfq-products" className="mt-6">
        <h2 id="rfq-products" className="text-base font-semibold text-slate-900">
          {texts.products}
        </h2>
        {rfq.itens.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{texts.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border" aria-labelledby="rfq-products">
            {rfq.itens.map((item) => (
              <li key={item.id_product} className="flex gap-3 py-3" data-testid="rfq-item">
                <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-slate-50">
                  {item.url_imagem_url ? (
                    <img src={item.url_imagem_url} alt="" loading="lazy" className="size-full object-contain" />
                  ) : (
                    <ImageOff aria-hidden className="size-6 text-slate-400" />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <h3 lang="pt-BR" className="font-medium break-words text-slate-900">
                    {item.nome}
                  </h3>
                  {item.descricao ? (
                    <p lang="pt-BR" className="mt-0.5 text-sm break-words text-slate-700">
                      {item.descricao}
                    </p>
                  ) : null}
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
                    <div className="flex gap-1">
                      <dt>{texts.quantity}:</dt>
                      <dd className="font-medium text-slate-900">
                        {formatUnits(item.quantidade, language)} {texts.units}
                      </dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{texts.incoterm}:</dt>
                      <dd className="font-medium text-slate-900">{item.incoterm}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="mt-6 text-sm text-slate-700">{texts.howTo}</p>
    </main>
  );
}

/** An unknown link (404), or one revoked or past its deadline (410): said in the three languages at once. */
export function ErrorBoundary() {
  const error = useRouteError();
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
