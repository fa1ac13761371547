// A quote request's deadline in the supplier's languages: apart from the supplier page's texts (./texts.ts), since
// the sourcing page writes deadlines too and needs none of those texts.
import { SAO_PAULO_TIME_ZONE } from "#contract/time/days.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { dateTimeBr } from "#app/lib/format.ts";

const deadlineFormats: Record<RfqLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: SAO_PAULO_TIME_ZONE }),
  zh: new Intl.DateTimeFormat("zh-CN", { dateStyle: "long", timeStyle: "short", timeZone: SAO_PAULO_TIME_ZONE }),
  pt: dateTimeBr,
};

/** A deadline as each language writes it, São Paulo's wall clock: '5 Dec 2026, 18:00', '2026年12月5日 18:00', '05/12/2026 18:00'. */
export const formatDeadline = (iso: string, language: RfqLanguage): string =>
  deadlineFormats[language].format(new Date(iso)).replace(/^(\d\d\/\d\d\/\d{4}),/, "$1");
