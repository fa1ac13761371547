// São Paulo's zone, the importer's calendar (./days.ts): every date formatter and the database's "today" use it. A module
// of its own, so that a page formatting no calendar day does not load the day formatters (ADR 0069).
export const SAO_PAULO_TIME_ZONE = "America/Sao_Paulo";
