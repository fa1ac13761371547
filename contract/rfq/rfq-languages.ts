// The three languages a supplier is written to in (/q/<token>, the ready messages, the PDFs): English by default.

export const RFQ_LANGUAGES = ["en", "zh", "pt"] as const;
export type RfqLanguage = (typeof RFQ_LANGUAGES)[number];

/** `?lang=` as a URL gives it: one of the three, English otherwise. */
export const rfqLanguageOf = (value: string | null | undefined): RfqLanguage =>
  RFQ_LANGUAGES.find((language) => language === value) ?? "en";

/** The document's `lang` of each. */
export const RFQ_HTML_LANG: Record<RfqLanguage, string> = { en: "en", zh: "zh-Hans", pt: "pt-BR" };
